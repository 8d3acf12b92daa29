import { describe, expect, it } from 'vitest';
import {
  canSeeExactSpotPosition,
  canSeePhotoPosition,
  SENSITIVE_EXACT_MIN_IMPACT,
} from '../access.js';
import { distanceM } from '../geo.js';
import {
  blurredPosition,
  ratingAfterWithdrawal,
  SENSITIVE_BLUR_RADIUS_M,
  storedPositions,
  visibleSpotPosition,
} from './sensitive-rules.js';

const member = (id: number, impact = 0) => ({ id, admin: false, impact });
const place = { authorId: 7, sensitive: true, lat: 46.612345, lng: 12.298765 };

describe('the blurred position of a sensitive place', () => {
  it('lies within the stated radius everywhere on Earth', () => {
    for (let lat = -84.9; lat < 85; lat += 7.3) {
      for (let lng = -179.9; lng < 180; lng += 13.7) {
        const exact = { lat, lng };
        expect(distanceM(blurredPosition(exact), exact)).toBeLessThanOrEqual(
          SENSITIVE_BLUR_RADIUS_M * 1.01,
        );
      }
    }
  });

  it('is the same point for every place in a cell, so answers cannot be averaged', () => {
    const a = blurredPosition({ lat: 46.6101, lng: 12.2901 });
    const b = blurredPosition({ lat: 46.6102, lng: 12.2902 });
    expect(a).toEqual(b);
    expect(blurredPosition(place)).toEqual(blurredPosition(place));
  });
});

describe('who sees a sensitive place exactly', () => {
  it('shows everyone a place that is not sensitive', () => {
    expect(canSeeExactSpotPosition(null, { ...place, sensitive: false })).toBe(true);
  });

  it('shows its author, administrators and trusted members, and no one else', () => {
    expect(canSeeExactSpotPosition(null, place)).toBe(false);
    expect(canSeeExactSpotPosition(member(8), place)).toBe(false);
    expect(canSeeExactSpotPosition(member(8, SENSITIVE_EXACT_MIN_IMPACT - 1), place)).toBe(false);
    expect(canSeeExactSpotPosition(member(8, SENSITIVE_EXACT_MIN_IMPACT), place)).toBe(true);
    expect(canSeeExactSpotPosition(member(7), place)).toBe(true);
    expect(canSeeExactSpotPosition({ id: 9, admin: true, impact: 0 }, place)).toBe(true);
  });

  it('answers the position each viewer may know, from where each is stored', () => {
    const stored = { authorId: 7, sensitive: true, ...storedPositions(place, true) };
    expect(stored.exact).toEqual({ lat: place.lat, lng: place.lng });
    expect({ lat: stored.lat, lng: stored.lng }).toEqual(blurredPosition(place));
    expect(visibleSpotPosition(null, stored)).toEqual({ ...blurredPosition(place), blurred: true });
    expect(visibleSpotPosition(member(8), stored)).toMatchObject({ blurred: true });
    expect(visibleSpotPosition(member(7), stored)).toEqual({
      lat: place.lat,
      lng: place.lng,
      blurred: false,
    });
    const free = { authorId: 7, sensitive: false, ...storedPositions(place, false) };
    expect(free.exact).toBeNull();
    expect(visibleSpotPosition(null, free)).toEqual({
      lat: place.lat,
      lng: place.lng,
      blurred: false,
    });
  });

  it('never shows the GPS of a photo at a sensitive place to others, even when published', () => {
    const photo = { ownerId: 3, positionPublic: true, atSensitiveSpot: true };
    expect(canSeePhotoPosition(null, photo)).toBe(false);
    expect(canSeePhotoPosition({ id: 3, admin: false }, photo)).toBe(true);
    expect(canSeePhotoPosition(null, { ...photo, atSensitiveSpot: false })).toBe(true);
  });
});

describe('a withdrawn vote', () => {
  it('changes the score but never decides', () => {
    expect(ratingAfterWithdrawal(1, -2)).toEqual({ rating: 3, decided: false });
  });
});
