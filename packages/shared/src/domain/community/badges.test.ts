import { describe, expect, it } from 'vitest';
import { BADGE_MEASURES, BADGES, badgeCounts, earnedBadges } from './badges.js';

const none = Object.fromEntries(BADGE_MEASURES.map((measure) => [measure, 0])) as Record<
  (typeof BADGE_MEASURES)[number],
  number
>;

describe('badges', () => {
  it('has a bronze, silver and gold badge for every measure, with growing thresholds', () => {
    for (const measure of BADGE_MEASURES) {
      const ladder = BADGES.filter((badge) => badge.measure === measure);
      expect(ladder.map((badge) => badge.tier)).toEqual(['bronze', 'silver', 'gold']);
      const thresholds = ladder.map((badge) => badge.threshold);
      expect([...thresholds].sort((a, b) => a - b)).toEqual(thresholds);
    }
    expect(new Set(BADGES.map((badge) => badge.id)).size).toBe(BADGES.length);
  });

  it('awards nothing to a new member and counts tiers as contributions grow', () => {
    expect(earnedBadges(none)).toEqual([]);
    expect(badgeCounts(none)).toEqual({ bronze: 0, silver: 0, gold: 0 });
    expect(badgeCounts({ ...none, spots: 12, photos: 1, votes: 1000 })).toEqual({
      bronze: 3,
      silver: 2,
      gold: 1,
    });
  });
});
