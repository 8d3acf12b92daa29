import type { VoteDirection } from '../votes.js';

/**
 * How the community decides a proposed change (a spot's title, position, tags or
 * sensitivity; a photo's spot). One engine for every kind.
 */

/** The kinds of change members propose. */
export const PROPOSAL_KINDS = [
  'title',
  'location',
  'tag_add',
  'tag_delete',
  'photo_move',
  'sensitive',
] as const;
/** A kind of proposal. */
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

/** A proposal is applied when the weighted votes of members other than its author reach this. */
export const APPLY_SCORE = 3;
/** A proposal is rejected when the weighted votes fall to this. */
export const REJECT_SCORE = -3;

/** A member as the decision rules see them. */
export interface Voter {
  id: number;
  admin: boolean;
  impact: number;
  /** Votes of accounts whose e-mail address is not confirmed do not count. */
  emailConfirmed: boolean;
}

/** A trust tier: from this impact on, a member's vote weighs `weight`. */
export interface TrustTier {
  name: string;
  minImpact: number;
  weight: number;
  /** Title and tag edits of members at this tier apply without waiting for votes. */
  editsDirectly: boolean;
}

/**
 * The trust tiers, lowest first. A new member's vote counts 1, so three members decide; a
 * trusted member counts 2; a steward's vote alone decides, and their title and tag edits
 * apply at once (as on Stack Exchange, where trusted users edit without review).
 */
export const TRUST_TIERS: readonly TrustTier[] = [
  { name: 'Member', minImpact: 0, weight: 1, editsDirectly: false },
  { name: 'Trusted', minImpact: 200, weight: 2, editsDirectly: false },
  { name: 'Steward', minImpact: 1000, weight: 3, editsDirectly: true },
];

/** The tier a member's impact puts them in. */
export function trustTier(impact: number): TrustTier {
  let tier = TRUST_TIERS[0]!;
  for (const candidate of TRUST_TIERS) if (impact >= candidate.minImpact) tier = candidate;
  return tier;
}

/** How much a member's vote weighs: 0 while their e-mail is unconfirmed, else by tier. */
export function voteWeight(voter: Voter): number {
  if (!voter.emailConfirmed) return 0;
  return trustTier(voter.impact).weight;
}

/** Where a proposal stands. */
export type ProposalState = 'pending' | 'applied' | 'rejected';

/** Applied at +3 or more, rejected at −3 or less, otherwise still waiting for votes. */
export function proposalState(score: number): ProposalState {
  if (score >= APPLY_SCORE) return 'applied';
  if (score <= REJECT_SCORE) return 'rejected';
  return 'pending';
}

/** An administrator's vote decides at once: up applies, down rejects. */
export function adminDecision(direction: VoteDirection): ProposalState {
  return direction === 1 ? 'applied' : 'rejected';
}

/** Whether a member's own proposal of this kind applies without votes. */
export function appliesDirectly(proposer: Voter, kind: ProposalKind): boolean {
  if (proposer.admin) return true;
  if (kind !== 'title' && kind !== 'tag_add' && kind !== 'tag_delete') return false;
  return proposer.emailConfirmed && trustTier(proposer.impact).editsDirectly;
}

/** A spot moved further than this is a different place: only administrators move it. */
export const MAX_MOVE_M = 2_000;

/** Proposals and votes a member may make per hour. */
export interface HourlyLimits {
  proposals: number;
  votes: number;
}

/**
 * Limits grow with impact (OpenStreetMap's model: new accounts a little, established ones
 * much more): 10 proposals and 60 votes an hour to start, one more proposal per 20 points
 * and one more vote per 5 points, up to 200 proposals and 1,000 votes.
 */
export function hourlyLimits(impact: number): HourlyLimits {
  const earned = Math.max(0, impact);
  return {
    proposals: Math.min(200, 10 + Math.floor(earned / 20)),
    votes: Math.min(1000, 60 + Math.floor(earned / 5)),
  };
}
