/** A user's standing vote on one target: down, none or up. */
export type VoteValue = -1 | 0 | 1;

/** The direction of a new vote. */
export type VoteDirection = -1 | 1;

/** A pending proposal is applied once its net rating reaches this. */
export const PROPOSAL_APPLY_RATING = 3;

/** A pending proposal is dropped once its net rating falls to this. */
export const PROPOSAL_DROP_RATING = -3;

/** What a vote does: the change to the target's rating and the user's vote afterwards. */
export interface VoteChange {
  delta: number;
  value: VoteDirection;
}

/**
 * One vote per user and target: voting the same way again changes nothing, voting the other
 * way replaces the earlier vote (a swing of 2).
 */
export function applyVote(previous: VoteValue, next: VoteDirection): VoteChange {
  return { delta: next - previous, value: next };
}

/** Where a proposal stands at a net rating. */
export type ProposalOutcome = 'applied' | 'dropped' | 'pending';

/** Applied at +3 or more, dropped at −3 or less, otherwise still waiting for votes. */
export function proposalOutcome(rating: number): ProposalOutcome {
  if (rating >= PROPOSAL_APPLY_RATING) return 'applied';
  if (rating <= PROPOSAL_DROP_RATING) return 'dropped';
  return 'pending';
}

/** The vote direction named by the last segment of a vote call (`rateUp` or `rateDown`). */
export function voteDirectionOf(action: 'rateUp' | 'rateDown'): VoteDirection {
  return action === 'rateUp' ? 1 : -1;
}
