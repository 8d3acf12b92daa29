import { describe, expect, it } from 'vitest';
import type { SpotChangeRow } from '../../db/types';
import { memberRuns } from './history.service';

let nextId = 100;
const row = (
  spotId: number,
  kind: SpotChangeRow['kind'],
  userId: number | null,
): SpotChangeRow => ({
  id: nextId--,
  spot_id: spotId,
  kind,
  user_id: userId,
  created_at: 0,
  detail: '{}',
});

describe('memberRuns', () => {
  const member = 7;

  it('takes the member’s latest changes in a row on each spot and kind, newest first', () => {
    const rows = [
      row(1, 'renamed', member),
      row(1, 'renamed', member),
      row(1, 'renamed', 3),
      row(1, 'renamed', member),
      row(1, 'moved', member),
      row(2, 'retagged', member),
    ];
    const { undone, skipped } = memberRuns(rows, member);
    expect(undone.map((run) => [run.newest.id, run.oldest.id, run.count])).toEqual([
      [rows[0]!.id, rows[1]!.id, 2],
      [rows[4]!.id, rows[4]!.id, 1],
      [rows[5]!.id, rows[5]!.id, 1],
    ]);
    // The one under someone else's title.
    expect(skipped).toBe(1);
  });

  it('leaves a spot whose latest change of a kind is someone else’s', () => {
    const rows = [row(4, 'moved', null), row(4, 'moved', member), row(4, 'moved', member)];
    expect(memberRuns(rows, member)).toEqual({ undone: [], skipped: 2 });
    expect(memberRuns([], member)).toEqual({ undone: [], skipped: 0 });
  });
});
