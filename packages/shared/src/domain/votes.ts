/** A user's standing vote on one target: down, none or up. */
export type VoteValue = -1 | 0 | 1;

/** The direction of a new vote. */
export type VoteDirection = -1 | 1;

/** The vote direction named by the last segment of a vote call (`rateUp` or `rateDown`). */
export function voteDirectionOf(action: 'rateUp' | 'rateDown'): VoteDirection {
  return action === 'rateUp' ? 1 : -1;
}
