/**
 * Impact: the reputation members earn from the community's judgement of their work.
 */

/** The events that change a member's impact, and what each is worth. */
export const IMPACT_POINTS = {
  /** Their proposal was applied by the community. */
  proposalApplied: 5,
  /** Their proposal was rejected. */
  proposalRejected: -2,
  /** Someone voted their photo up (or withdrew a down vote). */
  photoUpVoted: 2,
  /** Someone voted their photo down. */
  photoDownVoted: -1,
  /** Someone voted their description up. */
  descriptionUpVoted: 2,
  /** Someone voted their description down. */
  descriptionDownVoted: -1,
  /** A proposal to move a spot they added was rejected: the spot kept its place. */
  spotKeptPlace: 3,
} as const;
/** A kind of impact event. */
export type ImpactEvent = keyof typeof IMPACT_POINTS;

/** At most this many points are earned per day (so votes alone cannot farm reputation). */
export const DAILY_GAIN_CAP = 200;
/** At most this many points are lost per day (so a pile-on cannot ruin a member). */
export const DAILY_LOSS_CAP = 50;
/** Impact never falls below this. */
export const IMPACT_FLOOR = 0;

/**
 * The points an event actually changes, given what the member already gained and lost today
 * (both as positive numbers) and their impact now.
 */
export function cappedPoints(
  points: number,
  today: { gained: number; lost: number },
  impact: number,
): number {
  if (points > 0) return Math.max(0, Math.min(points, DAILY_GAIN_CAP - today.gained));
  const allowed = Math.max(
    0,
    Math.min(-points, DAILY_LOSS_CAP - today.lost, impact - IMPACT_FLOOR),
  );
  return allowed === 0 ? 0 : -allowed;
}
