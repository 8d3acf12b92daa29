import { distanceM } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import { moveCheck, nudged } from './fix-position-rules';

describe('moving a spot with the keyboard and typed coordinates', () => {
  const spot = { lat: 46.5, lng: 11.5 };

  it('moves the pin 10 m per arrow key, 100 m with Shift, in the arrow’s direction', () => {
    const north = nudged(spot, 'ArrowUp', false)!;
    expect(north.lat).toBeGreaterThan(spot.lat);
    expect(distanceM(spot, north)).toBeCloseTo(10, 0);
    const east = nudged(spot, 'ArrowRight', true)!;
    expect(east.lng).toBeGreaterThan(spot.lng);
    expect(distanceM(spot, east)).toBeCloseTo(100, 0);
    expect(nudged(spot, 'Enter', false)).toBeNull();
  });

  it('refuses no move at all, and moves over 2 km except for administrators', () => {
    expect(moveCheck(spot, spot, false).ok).toBe(false);
    expect(moveCheck(spot, { lat: 46.6, lng: 11.5 }, false).ok).toBe(false);
    expect(moveCheck(spot, { lat: 46.6, lng: 11.5 }, true).ok).toBe(true);
    expect(moveCheck(spot, { lat: 46.501, lng: 11.5 }, false).ok).toBe(true);
  });
});
