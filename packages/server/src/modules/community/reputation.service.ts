import type { Kysely } from 'kysely';
import {
  badgeCounts,
  BADGE_TIERS,
  BADGES,
  cappedPoints,
  earnedBadges,
  IMPACT_POINTS,
  trustTier,
  voteWeight,
  type BadgeView,
  type ImpactEvent,
} from '@vantage/shared';
import type { DB } from '../../db/types';
import type { Notify } from '../../lib/notify';
import { toUserRef } from '../../lib/user-ref';
import type { ReputationRepository } from './reputation.repository';

const DAY_MS = 86_400_000;

/** What earned or cost the points. */
export interface ImpactRef {
  type: 'proposal' | 'description' | 'photo' | 'spot';
  id: number;
}

/**
 * Impact and badges. Every change of a member's impact is a ledger row written in the same
 * transaction as the decision that caused it; the daily caps and the floor come from the
 * shared rules, so votes alone cannot farm reputation and a pile-on cannot ruin a member.
 */
export class ReputationService {
  constructor(
    private readonly repository: ReputationRepository,
    private readonly now: () => number = Date.now,
    /** Members hear of the badges they earn. */
    private readonly notify?: Notify,
  ) {}

  /** Awards (or costs) a member the points of an event; answers the points that counted. */
  async award(
    db: Kysely<DB>,
    userId: number | null,
    event: ImpactEvent,
    ref: ImpactRef,
  ): Promise<number> {
    if (userId === null) return 0;
    const impact = await this.repository.lockImpact(db, userId);
    if (impact === undefined) return 0;
    const dayStart = Math.floor(this.now() / DAY_MS) * DAY_MS;
    const today = await this.repository.since(db, userId, dayStart);
    const points = cappedPoints(IMPACT_POINTS[event], today, impact);
    if (points !== 0) {
      await this.repository.record(db, {
        userId,
        event,
        points,
        refType: ref.type,
        refId: ref.id,
      });
    }
    await this.refreshBadges(db, userId);
    return points;
  }

  /** Counts a member's contributions again and stores their badge counts. */
  async refreshBadges(db: Kysely<DB>, userId: number): Promise<void> {
    const counts = await this.repository.counts(db, userId);
    if (!counts) return;
    const before = await this.repository.storedBadgeCounts(db, userId);
    const after = badgeCounts(counts);
    await this.repository.setBadgeCounts(db, userId, after);
    // Only a tier whose count rose holds a new badge.
    const rose = BADGE_TIERS.filter((tier) => before !== undefined && after[tier] > before[tier]);
    if (rose.length === 0) return;
    const badgeIds = earnedBadges(counts)
      .filter((badge) => rose.includes(badge.tier))
      .map((badge) => badge.id);
    await this.notify?.notify({ type: 'badgesEarned', userId, badgeIds }, db);
  }

  /** The badges a member holds. */
  async badgesOf(db: Kysely<DB>, userId: number) {
    const counts = await this.repository.counts(db, userId);
    return counts ? earnedBadges(counts) : [];
  }

  /**
   * A member's impact with where it came from, trust tier, vote weight and badges; undefined
   * for an unknown member.
   */
  async profile(userId: number) {
    const counts = await this.repository.counts(this.repository.db, userId);
    const voter = await this.repository.voter(userId);
    if (!counts || !voter) return undefined;
    const byEvent = await this.repository.pointsByEvent(userId);
    const sum = (...events: ImpactEvent[]) =>
      events.reduce((total, event) => total + (byEvent.get(event) ?? 0), 0);
    return {
      impact: counts.impact,
      points: {
        proposals: sum('proposalApplied', 'proposalRejected'),
        photos: sum('photoUpVoted', 'photoDownVoted'),
        descriptions: sum('descriptionUpVoted', 'descriptionDownVoted'),
        spots: sum('spotKeptPlace'),
      },
      tier: trustTier(counts.impact).name,
      voteWeight: voteWeight({
        id: userId,
        admin: voter.admin === 1,
        impact: counts.impact,
        emailConfirmed: voter.email_verified === 1,
      }),
      badges: earnedBadges(counts).map(({ id, name, tier }) => ({ id, name, tier })),
    };
  }

  /** Every badge with its rule and the members who hold it. */
  async allBadges(): Promise<BadgeView[]> {
    const db = this.repository.db;
    const members = await this.repository.contributors(500);
    const holders = new Map<string, BadgeView['holders']>(BADGES.map((b) => [b.id, []]));
    for (const member of members) {
      for (const badge of await this.badgesOf(db, member.id)) {
        holders
          .get(badge.id)
          ?.push(toUserRef(member.id, member.username, member.display_name, member.picture)!);
      }
    }
    return BADGES.map((badge) => ({ ...badge, holders: holders.get(badge.id) ?? [] }));
  }
}
