import { describe, expect, it } from 'vitest';
import {
  altitudeToY,
  headingToX,
  skylineOutline,
  sphereLabels,
  xToHeading,
} from './synthetic-sphere';

describe('synthetic sphere layout', () => {
  it('puts north in the middle, east a quarter to the right and south on the seam', () => {
    expect(headingToX(0, 4096)).toBe(2048);
    expect(headingToX(90, 4096)).toBe(3072);
    expect(headingToX(270, 4096)).toBe(1024);
    expect(headingToX(180, 4096)).toBe(0);
    expect(headingToX(-90, 4096)).toBe(1024);
  });

  it('puts the horizon in the middle row and the zenith at the top', () => {
    expect(altitudeToY(0, 2048)).toBe(1024);
    expect(altitudeToY(90, 2048)).toBe(0);
    expect(altitudeToY(-90, 2048)).toBe(2048);
    expect(altitudeToY(30, 2048)).toBeCloseTo(682.67, 2);
  });

  it('labels the compass points just above the horizon where they are', () => {
    const labels = sphereLabels(4096, 2048);
    const cardinal = Object.fromEntries(
      labels.filter((label) => label.kind === 'cardinal').map((label) => [label.text, label]),
    );
    expect(Object.keys(cardinal)).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
    expect(cardinal.W!.x).toBe(1024);
    expect(cardinal.NE!.x).toBe(2560);
    for (const label of Object.values(cardinal)) {
      expect(label.y).toBeLessThan(1024);
      expect(label.y).toBeGreaterThan(1024 - 100);
    }
  });

  it('numbers the heading every 30° below the horizon and the altitude every 10°', () => {
    const labels = sphereLabels(4096, 2048);
    const degrees = labels.filter((label) => label.kind === 'degrees');
    expect(degrees.map((label) => label.text)).toEqual(
      Array.from({ length: 12 }, (_, index) => `${index * 30}°`),
    );
    expect(degrees.find((label) => label.text === '270°')!.x).toBe(1024);
    expect(degrees.every((label) => label.y > 1024)).toBe(true);
    const altitude = labels.filter((label) => label.kind === 'altitude');
    expect(altitude).toHaveLength(4 * 8);
    expect(altitude.find((label) => label.text === '30°')!.y).toBeCloseTo(altitudeToY(30, 2048), 9);
  });

  it("draws the skyline's silhouette where the terrain stands: a ridge to the east, flat elsewhere", () => {
    const skyline = {
      altitudesDeg: Array.from({ length: 360 }, (_, az) => (az >= 60 && az <= 120 ? 8 : 0)),
      stepDeg: 1,
    };
    for (const heading of [0, 45, 90, 200, 359]) {
      expect(xToHeading(headingToX(heading, 4096), 4096)).toBeCloseTo(heading, 6);
    }
    const outline = skylineOutline(skyline, 4096, 2048, 8);
    const yAt = (heading: number) =>
      outline.reduce((best, point) =>
        Math.abs(point[0] - headingToX(heading, 4096)) <
        Math.abs(best[0] - headingToX(heading, 4096))
          ? point
          : best,
      )[1];
    expect(yAt(90)).toBeCloseTo(altitudeToY(8, 2048), 0);
    expect(yAt(200)).toBeCloseTo(altitudeToY(0, 2048), 0);
  });
});
