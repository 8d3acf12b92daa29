import { describe, expect, it, vi } from 'vitest';
import type { LockedSpot, ProposalRow } from './proposal.repository';
import { titleHandler } from './title-proposal.service';
import { changesApplying, FAKE_TRX } from './proposal.fixtures';

const TRX = FAKE_TRX;
const SPOT = { id: 7, title: 'Seceda', lat: 46.6, lng: 11.72 } as LockedSpot;
const open = (newTitle: string) =>
  ({ id: 3, kind: 'title', user_id: 2, new_title: newTitle }) as ProposalRow;

describe('the title handler', () => {
  it('takes a title in another case for the same, and names the waiting one', () => {
    const handler = titleHandler({ renameSpot: vi.fn() });
    expect(handler.same(open('Seceda Ridge'), { newTitle: 'seceda ridge' })).toBe(true);
    expect(handler.same(open('Seceda Ridge'), { newTitle: 'Seceda peak' })).toBe(false);
    expect(handler.describeOpen(open('Seceda Ridge'))).toBe(
      'A new title “Seceda Ridge” is waiting for votes. Please vote on it first.',
    );
  });

  it('renames the spot with a slug of its new title, reported as a change', async () => {
    const renameSpot = vi.fn(async () => {});
    const reported = await changesApplying(
      titleHandler({ renameSpot }),
      SPOT,
      open('Seceda Ridge'),
    );
    expect(renameSpot).toHaveBeenCalledWith(TRX, 7, 'Seceda Ridge', 'Seceda_Ridge');
    expect(reported).toEqual([
      {
        spotId: 7,
        userId: 2,
        proposalId: 3,
        kind: 'renamed',
        before: { title: 'Seceda' },
        after: { title: 'Seceda Ridge' },
      },
    ]);
  });

  it('needs the spot', async () => {
    const handler = titleHandler({ renameSpot: vi.fn() });
    await expect(handler.apply(TRX, vi.fn(), null, open('x'))).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
