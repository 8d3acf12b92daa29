import { describe, expect, it } from 'vitest';
import { PLACE_MAX_ZOOM, framePosition } from './map-framing';

const desktop = { width: 1280, height: 736 };

describe('framePosition', () => {
  it('centres on the box and zooms until it fills the view', () => {
    // Val Gardena, about 0.3° of longitude: the width limits the zoom.
    const position = framePosition({ south: 46.55, west: 11.6, north: 46.6, east: 11.9 }, desktop);
    expect(position.lng).toBeCloseTo(11.75, 6);
    expect(position.lat).toBeCloseTo(46.575, 3);
    // 1200 px for 0.3° at 512 px per 360° at zoom 0: log2(1200 * 360 / (512 * 0.3)) = 11.46.
    expect(position.zoom).toBe(11.45);
  });

  it('lets the height limit the zoom for a tall box, in Mercator terms', () => {
    const position = framePosition({ south: 0, west: 0, north: 10, east: 1 }, desktop);
    // The Mercator middle lies a little north of the degrees' middle.
    expect(position.lat).toBeCloseTo(5.019, 3);
    // 656 px for 10° of latitude near the equator: log2(656 * 2π / (512 * 0.1751)) = 5.52.
    expect(position.zoom).toBeCloseTo(5.52, 1);
    expect(position.zoom).toBeLessThan(
      framePosition({ south: 0, west: 0, north: 1, east: 1 }, desktop).zoom,
    );
  });

  it('frames a box across the antimeridian around 180°', () => {
    const fiji = framePosition({ south: -21, west: 176, north: -12, east: -178 }, desktop);
    expect(Math.abs(fiji.lng)).toBeCloseTo(179, 6);
    expect(fiji.lng).toBe(179);
  });

  it('caps the zoom for tiny boxes and a narrow phone gets a lower zoom', () => {
    const peak = { south: 46.6, west: 11.72, north: 46.6001, east: 11.7201 };
    expect(framePosition(peak, desktop).zoom).toBe(PLACE_MAX_ZOOM);
    const country = { south: 36.6, west: 6.6, north: 47.1, east: 18.5 };
    expect(framePosition(country, { width: 390, height: 788 }).zoom).toBeLessThan(
      framePosition(country, desktop).zoom,
    );
  });

  it('never goes below zoom 0 for the whole world', () => {
    expect(
      framePosition({ south: -85, west: -180, north: 85, east: 180 }, { width: 300, height: 300 })
        .zoom,
    ).toBe(0);
  });
});
