import { describe, expect, it, vi } from 'vitest';
import { moveSpot, positionHandler } from './position-proposal.service';
import { changesApplying, FAKE_TRX, lockedSpot } from './proposal.fixtures';
import type { ProposalRow } from './proposal.repository';

const TRX = FAKE_TRX;
const SPOT = lockedSpot();
const MOVE = { id: 3, kind: 'location', user_id: 2, new_lat: 46.61, new_lng: 11.73 } as ProposalRow;

describe('the position handler', () => {
  it('takes the same coordinates for the same move', () => {
    const handler = positionHandler({ storeSpotPosition: vi.fn() }, { award: vi.fn() });
    expect(handler.same(MOVE, { newLat: 46.61, newLng: 11.73 })).toBe(true);
    expect(handler.same(MOVE, { newLat: 46.61, newLng: 11.74 })).toBe(false);
    expect(handler.describeOpen(MOVE)).toMatch(/^Another position of this spot is waiting/);
  });

  it('moves the spot with the time zone of its new place, reported with where it was', async () => {
    const storeSpotPosition = vi.fn(async () => {});
    const reported = await changesApplying(
      positionHandler({ storeSpotPosition }, { award: vi.fn() }),
      SPOT,
      MOVE,
    );
    expect(storeSpotPosition).toHaveBeenCalledWith(TRX, 7, {
      lat: 46.61,
      lng: 11.73,
      exact: null,
      tz: 'Europe/Rome',
    });
    expect(reported).toEqual([
      {
        spotId: 7,
        userId: 2,
        proposalId: 3,
        kind: 'moved',
        before: { lat: 46.6, lng: 11.72 },
        after: { lat: 46.61, lng: 11.73 },
        staleAt: [{ lat: 46.6, lng: 11.72 }],
      },
    ]);
  });

  it('stores a sensitive place at its cell and keeps the exact position apart', async () => {
    const storeSpotPosition = vi.fn(async () => {});
    const sensitive = { ...SPOT, sensitive_reason: 'wildlife' };
    await moveSpot(
      { storeSpotPosition },
      TRX,
      vi.fn(),
      sensitive,
      { lat: 46.61, lng: 11.73 },
      { spotId: 7, userId: 9 },
    );
    const [, , stored] = storeSpotPosition.mock.calls[0] as unknown as [
      unknown,
      number,
      { exact: unknown; lat: number },
    ];
    expect(stored.exact).toEqual({ lat: 46.61, lng: 11.73 });
    expect(stored.lat).not.toBe(46.61);
  });

  it('credits the spot’s author when a move of someone else is turned down', async () => {
    const award = vi.fn(async () => 0);
    const handler = positionHandler({ storeSpotPosition: vi.fn() }, { award });
    await handler.rejected!(TRX, SPOT, MOVE);
    expect(award).toHaveBeenCalledWith(TRX, 1, 'spotKeptPlace', { type: 'proposal', id: 3 });
    award.mockClear();
    await handler.rejected!(TRX, SPOT, { ...MOVE, user_id: 1 });
    await handler.rejected!(TRX, null, MOVE);
    expect(award).not.toHaveBeenCalled();
  });
});
