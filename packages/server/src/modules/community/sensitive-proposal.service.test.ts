import { describe, expect, it, vi } from 'vitest';
import { changesApplying, FAKE_TRX, lockedSpot } from './proposal.fixtures';
import type { ProposalRow } from './proposal.repository';
import { sensitiveHandler } from './sensitive-proposal.service';

const TRX = FAKE_TRX;
const SPOT = lockedSpot({ title: 'Benagil', lat: 37.09, lng: -8.43 });
const PROTECT = {
  id: 3,
  kind: 'sensitive',
  user_id: 2,
  new_sensitive: 1,
  sensitive_reason: 'wildlife',
  sensitive_note: 'Nesting birds',
} as ProposalRow;

describe('the sensitivity handler', () => {
  it('takes the same switch and reason for the same change, and says which waits', () => {
    const handler = sensitiveHandler({ storeSpotSensitivity: vi.fn() });
    const protect = { on: true, reason: 'wildlife', note: null };
    expect(handler.same(PROTECT, { sensitive: protect })).toBe(true);
    expect(handler.same(PROTECT, { sensitive: { ...protect, reason: 'private' } })).toBe(false);
    expect(handler.describeOpen(PROTECT)).toMatch(/^A proposal to protect this place/);
    expect(handler.describeOpen({ ...PROTECT, new_sensitive: 0 })).toMatch(/^A proposal to lift/);
  });

  it('protects the place, stored at the centre of its cell from then on', async () => {
    const storeSpotSensitivity = vi.fn(async () => {});
    const reported = await changesApplying(
      sensitiveHandler({ storeSpotSensitivity }),
      SPOT,
      PROTECT,
    );
    const [, spotId, sensitivity, stored] = storeSpotSensitivity.mock.calls[0] as unknown as [
      unknown,
      number,
      unknown,
      { exact: unknown },
    ];
    expect([spotId, sensitivity]).toEqual([7, { reason: 'wildlife', note: 'Nesting birds' }]);
    expect(stored.exact).toEqual({ lat: 37.09, lng: -8.43 });
    expect(reported[0]).toMatchObject({
      kind: 'protected',
      proposalId: 3,
      before: { sensitive: null },
      after: { sensitive: { reason: 'wildlife', note: 'Nesting birds' } },
      staleAt: [{ lat: 37.09, lng: -8.43 }],
    });
  });

  it('lifts the protection', async () => {
    const storeSpotSensitivity = vi.fn(async () => {});
    const sensitive = { ...SPOT, sensitive_reason: 'wildlife', exact_lat: 37.1, exact_lng: -8.4 };
    const reported = await changesApplying(sensitiveHandler({ storeSpotSensitivity }), sensitive, {
      ...PROTECT,
      new_sensitive: 0,
      sensitive_reason: null,
      sensitive_note: null,
    });
    expect(storeSpotSensitivity).toHaveBeenCalledWith(TRX, 7, null, {
      lat: 37.1,
      lng: -8.4,
      exact: null,
    });
    expect(reported[0]).toMatchObject({ kind: 'unprotected', after: { sensitive: null } });
  });
});
