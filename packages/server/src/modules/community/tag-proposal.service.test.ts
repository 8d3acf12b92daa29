import type { CurrentUser } from '@vantage/shared';
import { describe, expect, it, vi } from 'vitest';
import type { LockedSpot, ProposalRow, SpotTagState } from './proposal.repository';
import { tagHandler } from './tag-proposal.service';
import { changesApplying, FAKE_TRX } from './proposal.fixtures';

const TRX = FAKE_TRX;
const SPOT = { id: 7, title: 'Bled', lat: 46.36, lng: 14.09 } as LockedSpot;
const AUTHOR = { id: 2 } as CurrentUser;
const tag = (tag_id: number, name: string, status: SpotTagState['status']): SpotTagState => ({
  tag_id,
  name,
  status,
  auto: 0,
  is_location: 0,
});

/** The tag SQL and the spot writer as fakes, `tagsOf` answering each list in turn. */
function fakeSql(...lists: SpotTagState[][]) {
  return {
    tagsOf: vi.fn(async () => lists.shift() ?? []),
    addTag: vi.fn(async () => {}),
    setTagStatus: vi.fn(async () => {}),
    removeTag: vi.fn(async () => {}),
    storeSpotWords: vi.fn(async () => {}),
    openForTag: vi.fn(async () => undefined),
    decide: vi.fn(async () => true),
  };
}

describe('the tag handlers', () => {
  it('show a tag to add as pending, and mark a tag to delete unless it goes at once', async () => {
    const sql = fakeSql();
    await tagHandler(sql, sql, 'tag_add').opened!(TRX, SPOT, { tagId: 5 }, AUTHOR, false);
    expect(sql.addTag).toHaveBeenCalledWith(TRX, 7, 5, 'pending_add', 2);
    await tagHandler(sql, sql, 'tag_delete').opened!(TRX, SPOT, { tagId: 5 }, AUTHOR, true);
    expect(sql.setTagStatus).not.toHaveBeenCalled();
    await tagHandler(sql, sql, 'tag_delete').opened!(TRX, SPOT, { tagId: 5 }, AUTHOR, false);
    expect(sql.setTagStatus).toHaveBeenCalledWith(TRX, 7, 5, 'pending_delete');
  });

  it('activate an added tag, keeping the spot’s words to its live tags', async () => {
    const sql = fakeSql(
      [tag(1, 'Lake', 'active'), tag(5, 'Castle', 'pending_add')],
      [tag(1, 'Lake', 'active'), tag(5, 'Castle', 'active')],
    );
    const proposal = { id: 3, kind: 'tag_add', user_id: 2, tag_id: 5 } as ProposalRow;
    const reported = await changesApplying(tagHandler(sql, sql, 'tag_add'), SPOT, proposal);
    expect(sql.setTagStatus).toHaveBeenCalledWith(TRX, 7, 5, 'active');
    expect(sql.storeSpotWords).toHaveBeenCalledWith(TRX, 7, { tags: ['Lake', 'Castle'] });
    expect(reported).toEqual([
      {
        spotId: 7,
        userId: 2,
        proposalId: 3,
        kind: 'retagged',
        before: { tags: ['Lake'] },
        after: { tags: ['Lake', 'Castle'] },
      },
    ]);
  });

  it('remove a deleted tag', async () => {
    const sql = fakeSql(
      [tag(1, 'Lake', 'active'), tag(5, 'Castle', 'pending_delete')],
      [tag(1, 'Lake', 'active')],
    );
    const proposal = { id: 3, kind: 'tag_delete', user_id: 2, tag_id: 5 } as ProposalRow;
    await tagHandler(sql, sql, 'tag_delete').apply(TRX, vi.fn(), SPOT, proposal);
    expect(sql.removeTag).toHaveBeenCalledWith(TRX, 7, 5);
    expect(sql.storeSpotWords).toHaveBeenCalledWith(TRX, 7, { tags: ['Lake'] });
  });

  it('undo a rejected request: a tag to add goes, a tag to delete stays', async () => {
    const sql = fakeSql();
    const proposal = { id: 3, user_id: 2, tag_id: 5 } as ProposalRow;
    await tagHandler(sql, sql, 'tag_add').rejected!(TRX, SPOT, proposal);
    expect(sql.removeTag).toHaveBeenCalledWith(TRX, 7, 5);
    await tagHandler(sql, sql, 'tag_delete').rejected!(TRX, SPOT, proposal);
    expect(sql.setTagStatus).toHaveBeenCalledWith(TRX, 7, 5, 'active');
  });

  it('take any request about the same tag for the same', () => {
    const sql = fakeSql();
    const handler = tagHandler(sql, sql, 'tag_add');
    expect(handler.same({} as ProposalRow, { tagId: 5 })).toBe(true);
  });
});
