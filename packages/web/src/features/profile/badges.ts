import type { PublicUser } from '@vantage/shared';

/** Bronze, Silver and Gold counts of a user. */
export type BadgeCounts = PublicUser['badges'];

/** The badge kinds in the order the profile lists them. */
export const BADGE_KINDS = [
  { key: 'gold', label: 'Gold', color: '#c9a227' },
  { key: 'silver', label: 'Silver', color: '#9aa3a8' },
  { key: 'bronze', label: 'Bronze', color: '#b0703c' },
] as const satisfies readonly { key: keyof BadgeCounts; label: string; color: string }[];

/** True when the user has earned at least one badge. */
export function hasBadges(badges: BadgeCounts): boolean {
  return badges.bronze + badges.silver + badges.gold > 0;
}

/** The badges in words: 'none yet' with none, else each kind with its count. */
export function badgeText(badges: BadgeCounts): string {
  if (!hasBadges(badges)) return 'none yet';
  return BADGE_KINDS.map((kind) => `${badges[kind.key]} ${kind.label}`).join(', ');
}
