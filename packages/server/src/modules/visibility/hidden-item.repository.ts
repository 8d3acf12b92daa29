import type { ReportTargetKind } from '@vantage/shared';
import { SqlRepository } from '../../db/sql-repository';

/** SQL for the items hidden from all but their authors and moderators. */
export class HiddenItemRepository extends SqlRepository {
  /** Whether an item is hidden. */
  async isHidden(kind: ReportTargetKind, id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('hidden_items')
      .select('target_id')
      .where('target_kind', '=', kind)
      .where('target_id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The ones held for review (a new member's posts with links) among items of one kind. */
  async heldAmong(kind: ReportTargetKind, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('hidden_items')
      .select('target_id')
      .where('target_kind', '=', kind)
      .where('target_id', 'in', [...ids])
      .where('held', '=', 1)
      .execute();
    return new Set(rows.map((row) => row.target_id));
  }

  /** The hidden ones among items of one kind. */
  async hiddenAmong(kind: ReportTargetKind, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('hidden_items')
      .select('target_id')
      .where('target_kind', '=', kind)
      .where('target_id', 'in', [...ids])
      .execute();
    return new Set(rows.map((row) => row.target_id));
  }
}
