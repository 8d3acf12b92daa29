import { describe, expect, it } from 'vitest';
import { MAX_BOUNDS_BOX, initialLargeMapView } from './map-bounds';

describe('the large map bounds', () => {
  it('opens on the default view [-170,-45] to [175,70] without a position', () => {
    expect(initialLargeMapView(null)).toEqual({
      bounds: [
        [-170, -45],
        [175, 70],
      ],
    });
  });

  it('opens at the address position when there is one', () => {
    const position = { lat: 46.69, lng: 12.08, zoom: 12 };
    expect(initialLargeMapView(position)).toBe(position);
  });

  it('clamps to longitude -180…180 and latitude -87…87', () => {
    const [west, south, east, north] = MAX_BOUNDS_BOX;
    expect(south).toBe(-87);
    expect(north).toBe(87);
    expect(west).toBeCloseTo(-180, 5);
    expect(east).toBeCloseTo(180, 5);
    // Inside the antimeridian, so MapLibre never sees a zero-width world.
    expect(west).toBeGreaterThan(-180);
    expect(east).toBeLessThan(180);
  });
});
