import { sql, type Kysely } from 'kysely';
import type { ContributionCounts } from '@vantage/shared';
import type { Database } from '../../db/database';
import type { DB } from '../../db/types';

/** SQL for the impact ledger, members' impact and badge counts. */
export class ReputationRepository {
  /** The database outside any transaction, for reads. */
  readonly db: Kysely<DB>;

  constructor(database: Pick<Database, 'db'>) {
    this.db = database.db;
  }

  /** Reads a member's impact and holds their row until the transaction ends. */
  async lockImpact(db: Kysely<DB>, userId: number): Promise<number | undefined> {
    const row = await db
      .updateTable('users')
      .set((eb) => ({ impact: eb.ref('impact') }))
      .where('id', '=', userId)
      .returning('impact')
      .executeTakeFirst();
    return row?.impact;
  }

  /** Points gained and lost (both positive) since a moment. */
  async since(db: Kysely<DB>, userId: number, from: number) {
    const row = await db
      .selectFrom('impact_events')
      .select([
        sql<number>`coalesce(sum(case when points > 0 then points else 0 end), 0)`.as('gained'),
        sql<number>`coalesce(sum(case when points < 0 then -points else 0 end), 0)`.as('lost'),
      ])
      .where('user_id', '=', userId)
      .where('created_at', '>=', from)
      .executeTakeFirstOrThrow();
    return { gained: Number(row.gained), lost: Number(row.lost) };
  }

  async record(
    db: Kysely<DB>,
    event: {
      userId: number;
      event: string;
      points: number;
      refType: string | null;
      refId: number | null;
    },
  ): Promise<void> {
    await db
      .insertInto('impact_events')
      .values({
        user_id: event.userId,
        event: event.event,
        points: event.points,
        ref_type: event.refType,
        ref_id: event.refId,
        created_at: Date.now(),
      })
      .execute();
    await db
      .updateTable('users')
      .set((eb) => ({ impact: eb('impact', '+', event.points) }))
      .where('id', '=', event.userId)
      .execute();
  }

  /** What a member's vote weight depends on besides impact. */
  voter(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['admin', 'email_verified'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** A member's net points per kind of event. */
  async pointsByEvent(userId: number): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('impact_events')
      .select(['event', sql<number>`sum(points)`.as('points')])
      .where('user_id', '=', userId)
      .groupBy('event')
      .execute();
    return new Map(rows.map((row) => [row.event, Number(row.points)]));
  }

  /** A member's contributions, counted the way badges measure them (one query). */
  async counts(db: Kysely<DB>, userId: number): Promise<ContributionCounts | undefined> {
    const row = await db
      .selectFrom('users')
      .select((eb) => {
        const count = (table: 'spots' | 'photos' | 'descriptions' | 'votes') =>
          eb
            .selectFrom(table)
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .where(`${table}.user_id`, '=', userId);
        return [
          'users.impact',
          count('spots').as('spots'),
          count('photos').as('photos'),
          count('descriptions').as('descriptions'),
          count('votes').as('votes'),
          eb
            .selectFrom('proposals')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .where('proposals.user_id', '=', userId)
            .where('proposals.status', '=', 'applied')
            .as('proposals_applied'),
        ];
      })
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      spots: Number(row.spots),
      photos: Number(row.photos),
      descriptions: Number(row.descriptions),
      votes: Number(row.votes),
      proposalsApplied: Number(row.proposals_applied),
      impact: row.impact,
    };
  }

  /** The badge counts stored for a member (undefined: no such member). */
  async storedBadgeCounts(
    db: Kysely<DB>,
    userId: number,
  ): Promise<{ bronze: number; silver: number; gold: number } | undefined> {
    const row = await db
      .selectFrom('users')
      .select(['badge_bronze', 'badge_silver', 'badge_gold'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row && { bronze: row.badge_bronze, silver: row.badge_silver, gold: row.badge_gold };
  }

  async setBadgeCounts(
    db: Kysely<DB>,
    userId: number,
    badges: { bronze: number; silver: number; gold: number },
  ): Promise<void> {
    await db
      .updateTable('users')
      .set({ badge_bronze: badges.bronze, badge_silver: badges.silver, badge_gold: badges.gold })
      .where('id', '=', userId)
      .execute();
  }

  /** Every member with some contribution, for the badge page. */
  contributors(limit: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'username', 'display_name', 'picture'])
      .where((eb) =>
        eb.or([
          eb('impact', '>', 0),
          eb('badge_bronze', '>', 0),
          eb.exists(eb.selectFrom('spots').select('id').whereRef('spots.user_id', '=', 'users.id')),
          eb.exists(
            eb.selectFrom('photos').select('id').whereRef('photos.user_id', '=', 'users.id'),
          ),
        ]),
      )
      .orderBy('impact', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
