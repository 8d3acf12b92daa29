import { distanceM } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import { accuracyRing, EMPTY_PATH, extendPath, positionErrorMessage } from './live-track';

const start = { lat: 58.9865, lng: 6.1903, accuracyM: 5 };
/** About `metres` north of the start. */
const north = (metres: number, accuracyM = 5) => ({
  ...start,
  lat: start.lat + metres / 111_195,
  accuracyM,
});

describe('the path walked during the visit', () => {
  it('starts at the first fix and grows by each step walked', () => {
    let path = extendPath(EMPTY_PATH, start);
    expect(path).toEqual({ positions: [[6.1903, 58.9865]], lengthM: 0 });
    path = extendPath(path, north(50));
    path = extendPath(path, north(120));
    expect(path.positions).toHaveLength(3);
    expect(path.lengthM).toBeCloseTo(120, 0);
  });

  it('leaves out the wandering of a phone standing still and vague fixes', () => {
    const path = extendPath(EMPTY_PATH, start);
    expect(extendPath(path, north(2))).toBe(path);
    // Within half of its own uncertainty.
    expect(extendPath(path, north(20, 60))).toBe(path);
    expect(extendPath(path, north(500, 150))).toBe(path);
    expect(extendPath(EMPTY_PATH, north(0, 150))).toBe(EMPTY_PATH);
  });
});

describe('the accuracy circle', () => {
  it('is a closed ring at the accuracy distance from the fix', () => {
    const ring = accuracyRing({ ...start, accuracyM: 30 }, 12);
    expect(ring).toHaveLength(13);
    expect(ring[12]).toEqual(ring[0]);
    for (const [lng, lat] of ring) expect(distanceM(start, { lat, lng })).toBeCloseTo(30, 1);
  });
});

describe('position errors', () => {
  it('says a denied permission in one line', () => {
    expect(positionErrorMessage(1)).toBe(
      'Location permission was denied, so the map cannot show where you are.',
    );
    expect(positionErrorMessage(3)).toBe('Your position is not available right now.');
    expect(positionErrorMessage(null)).toBe('This browser cannot tell where you are.');
  });
});
