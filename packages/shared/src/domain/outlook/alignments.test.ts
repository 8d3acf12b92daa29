import { describe, expect, it } from 'vitest';
import { alignmentDates } from './alignments.js';

const DAY_MS = 86_400_000;
/** 42nd Street, Manhattan: the street grid runs 29° off east-west, so streets point to 299°. */
const manhattan = { lat: 40.7553, lng: -73.9869 };
const MANHATTAN_STREETS_DEG = 299;

describe('alignment dates', () => {
  it('finds Manhattanhenge within a day of the published dates', () => {
    const from = Date.UTC(2024, 0, 1);
    // The skyline at the end of the street: New Jersey across the Hudson, about half a degree.
    const found = alignmentDates(manhattan.lat, manhattan.lng, MANHATTAN_STREETS_DEG, from, {
      horizonDeg: 0.5,
    });
    const sunsets = found.filter((a) => a.body === 'sun' && a.event === 'set');
    // The American Museum of Natural History's half-sun dates: 29 May 20:12 and 12 July 20:20 EDT.
    const published = [Date.UTC(2024, 4, 30, 0, 12), Date.UTC(2024, 6, 13, 0, 20)];
    expect(sunsets).toHaveLength(2);
    sunsets.forEach((sunset, index) => {
      // Calendar days apart, on the same evening clock.
      expect(
        Math.abs(Math.round((sunset.epochMs - published[index]!) / DAY_MS)),
      ).toBeLessThanOrEqual(1);
    });
    // No sunrise stands at 299°.
    expect(found.filter((a) => a.body === 'sun' && a.event === 'rise')).toHaveLength(0);
  });

  it('finds the full moon rising opposite the setting sun, and nothing far from any sky path', () => {
    const from = Date.UTC(2026, 0, 1);
    const east = alignmentDates(manhattan.lat, manhattan.lng, 100, from);
    expect(east.some((a) => a.body === 'moon' && a.event === 'rise')).toBe(true);
    expect(east.filter((a) => a.body === 'sun' && a.event === 'rise')).toHaveLength(2);
    for (const alignment of east) expect(Math.abs(alignment.offsetDeg)).toBeLessThan(3.1);
    // Due north, the sun never rises or sets at 40° N.
    expect(alignmentDates(manhattan.lat, manhattan.lng, 0, from)).toEqual([]);
  });
});
