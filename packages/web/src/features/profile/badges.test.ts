import { describe, expect, it } from 'vitest';
import { badgeText, hasBadges } from './badges';

describe('badge text', () => {
  it("reads 'none yet' without badges", () => {
    expect(badgeText({ bronze: 0, silver: 0, gold: 0 })).toBe('none yet');
    expect(hasBadges({ bronze: 0, silver: 0, gold: 0 })).toBe(false);
  });

  it('lists every kind with its count once there is one', () => {
    expect(badgeText({ bronze: 3, silver: 0, gold: 1 })).toBe('1 Gold, 0 Silver, 3 Bronze');
    expect(hasBadges({ bronze: 0, silver: 1, gold: 0 })).toBe(true);
  });
});
