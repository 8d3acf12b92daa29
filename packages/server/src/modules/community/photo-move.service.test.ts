import { describe, expect, it, vi } from 'vitest';
import { photoMoveHandler } from './photo-move.service';
import type { ProposalRow } from './proposal.repository';
import type { CommunityTransaction } from './vote.repository';

const TRX = {} as CommunityTransaction;

describe('the photo move handler', () => {
  it('moves the photo to its new spot, with no spot of its own needed', async () => {
    const movePhoto = vi.fn(async () => {});
    const changed = vi.fn();
    const move = { id: 3, kind: 'photo_move', photo_id: 11, new_spot_id: 8 } as ProposalRow;
    await photoMoveHandler({ movePhoto }).apply(TRX, changed, null, move);
    expect(movePhoto).toHaveBeenCalledWith(TRX, 11, 8);
    // Its spots' counts change once the decision committed, through the photo move service.
    expect(changed).not.toHaveBeenCalled();
  });
});
