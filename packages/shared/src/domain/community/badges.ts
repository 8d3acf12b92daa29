import { z } from 'zod';
import badgeTable from './badges.json' with { type: 'json' };

/** The badge tiers, lowest first. */
export const BADGE_TIERS = ['bronze', 'silver', 'gold'] as const;
/** A badge tier. */
export type BadgeTier = (typeof BADGE_TIERS)[number];

/** What a badge counts. */
export const BADGE_MEASURES = [
  'spots',
  'photos',
  'descriptions',
  'proposalsApplied',
  'votes',
  'impact',
] as const;
/** A measure of a member's contributions. */
export type BadgeMeasure = (typeof BADGE_MEASURES)[number];

/** A badge: earned once a measure of the member's contributions reaches its threshold. */
export const BadgeRule = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string().min(1),
  tier: z.enum(BADGE_TIERS),
  measure: z.enum(BADGE_MEASURES),
  threshold: z.number().int().positive(),
  rule: z.string().min(1),
});
/** A badge rule. */
export type BadgeRule = z.infer<typeof BadgeRule>;

/** Every badge, read from the badge table. */
export const BADGES: readonly BadgeRule[] = z.array(BadgeRule).parse(badgeTable);

/** A member's contributions, counted the way badges measure them. */
export type ContributionCounts = Record<BadgeMeasure, number>;

/** The badges a member's contributions have earned. */
export function earnedBadges(counts: ContributionCounts): BadgeRule[] {
  return BADGES.filter((badge) => counts[badge.measure] >= badge.threshold);
}

/** The number of earned badges of each tier, as profiles show them. */
export function badgeCounts(counts: ContributionCounts): Record<BadgeTier, number> {
  const tally: Record<BadgeTier, number> = { bronze: 0, silver: 0, gold: 0 };
  for (const badge of earnedBadges(counts)) tally[badge.tier] += 1;
  return tally;
}
