import { describe, expect, it } from 'vitest';
import { planarPolygons, planarRing } from './antimeridian';
import { labelPoint, polygonAreaKm2 } from './label-point';

describe('planarRing', () => {
  it('makes longitudes continuous across the antimeridian', () => {
    const ring = [
      [179, -16],
      [-179, -16],
      [-179, -18],
      [179, -18],
      [179, -16],
    ];
    expect(planarRing(ring)).toEqual([
      [179, -16],
      [181, -16],
      [181, -18],
      [179, -18],
      [179, -16],
    ]);
  });

  it('closes a ring that circles the South Pole along the pole', () => {
    const ring = [
      [-180, -70],
      [-60, -65],
      [60, -68],
      [180, -70],
      [-180, -70],
    ];
    const planar = planarRing(ring);
    expect(planar?.slice(-3)).toEqual([
      [180, -90],
      [-180, -90],
      [-180, -70],
    ]);
  });

  it('drops rings that lie wholly beyond the Web Mercator limit', () => {
    expect(
      planarRing([
        [-180, -89.9],
        [0, -89.9],
        [180, -89.9],
        [-180, -89.9],
      ]),
    ).toBeNull();
    expect(
      planarPolygons({
        type: 'Polygon',
        coordinates: [
          [
            [0, -89.9],
            [10, -89.9],
            [0, -89.9],
          ],
        ],
      }),
    ).toBeNull();
  });
});

describe('label helpers', () => {
  it('measures area on the sphere', () => {
    const degreeAtEquator = [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0],
      ],
    ];
    expect(polygonAreaKm2(degreeAtEquator)).toBeCloseTo(12_364, -1);
  });

  it('puts the label in the body of a shape, not in the middle of its bounding box', () => {
    // A 10° square with a long, thin tail to the east: the bbox centre lies in the tail.
    const shape = [
      [
        [0, 0],
        [10, 0],
        [10, 4],
        [30, 4],
        [30, 6],
        [10, 6],
        [10, 10],
        [0, 10],
        [0, 0],
      ],
    ];
    const [lng, lat] = labelPoint(shape);
    expect(lng).toBeGreaterThan(4);
    expect(lng).toBeLessThan(6);
    expect(lat).toBeGreaterThan(4);
    expect(lat).toBeLessThan(6);
  });
});
