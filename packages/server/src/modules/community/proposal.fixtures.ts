import type { SpotChange } from '../spots/spot-changes.service';
import type { ProposalHandler } from './proposal-kind';
import type { LockedSpot, ProposalRow } from './proposal.repository';
import type { CommunityTransaction } from './vote.repository';

/** A transaction for unit tests whose fakes never read it. */
export const FAKE_TRX = {} as CommunityTransaction;

/** A spot as proposals lock it, for unit tests: not sensitive, added by member 1. */
export function lockedSpot(overrides: Partial<LockedSpot> = {}): LockedSpot {
  return {
    id: 7,
    title: 'Seceda',
    lat: 46.6,
    lng: 11.72,
    exact_lat: null,
    exact_lng: null,
    user_id: 1,
    sensitive_reason: null,
    sensitive_note: null,
    ...overrides,
  };
}

/** Applies a decided proposal with its kind's handler in `FAKE_TRX`; answers the changes it reported. */
export async function changesApplying(
  handler: Pick<ProposalHandler, 'apply'>,
  spot: LockedSpot | null,
  proposal: ProposalRow,
): Promise<SpotChange[]> {
  const reported: SpotChange[] = [];
  await handler.apply(
    FAKE_TRX,
    async (change) => {
      reported.push(change);
    },
    spot,
    proposal,
  );
  return reported;
}
