import {
  adminDecision,
  appliesDirectly,
  canVoteOnContribution,
  hourlyLimits,
  isAdmin,
  proposalState,
  voteWeight,
  type CurrentUser,
  type ProposalStatus,
  type Voter,
} from '@vantage/shared';
import { HttpError, notFound, tooManyRequests } from '../../lib/errors';
import type { Notify } from '../../lib/notify';
import { requireUser } from '../../lib/permissions';
import type { RateLimitStore } from '../../lib/rate-limit';
import type { ReportChange, SpotChanges } from '../spots/spot-changes.service';
import type { SpotPlaces } from '../spots/spot-places.service';
import type { ProposalHandlers, ProposalValues } from './proposal-kind';
import type {
  LockedSpot,
  ProposalRepository,
  ProposalRow,
  SpotProposalKind,
} from './proposal.repository';
import type { ReputationService } from './reputation.service';
import type { CommunityTransaction, VoteRepository } from './vote.repository';

const HOUR_MS = 3_600_000;

/** What the proposal engine is built from. */
export interface ProposalEngineDeps {
  proposals: Pick<
    ProposalRepository,
    | 'open'
    | 'openForTag'
    | 'insert'
    | 'addRating'
    | 'decide'
    | 'lockSpot'
    | 'lockSpotWithOpen'
    | 'spotById'
  >;
  votes: Pick<VoteRepository, 'retryingRaces' | 'setVote'>;
  reputation: Pick<ReputationService, 'award'>;
  /**
   * The one path of spot changes: an applied proposal is a change of its spot, and an open
   * one (with its votes) shows on the spot's page.
   */
  changes: Pick<SpotChanges, 'inTransaction' | 'shownContentChanged'>;
  /** A moved spot's automatic tags, address and place names, read again at its new place. */
  places: Pick<SpotPlaces, 'placeChanged'>;
  rateLimits: Pick<RateLimitStore, 'hit'>;
  /** Authors hear of their proposals' decisions, owners of their photos' moves. */
  notify?: Notify;
}

/** Where a decision left a proposal. */
export interface Outcome {
  status: ProposalStatus;
  rating: number;
}

/** How the decision rules see a signed-in member. */
export function voterOf(user: CurrentUser): Voter {
  return {
    id: user.id,
    admin: isAdmin(user),
    impact: user.impact,
    emailConfirmed: user.emailVerified,
  };
}

const decidedAlready = () =>
  new HttpError(409, 'proposal_decided', 'This proposal has been decided already.');

/**
 * The community's one engine for proposed changes. A proposal opens with no score; members
 * other than its author vote with their weight (by trust tier; nothing while their e-mail is
 * unconfirmed), and it is applied at +3 or rejected at −3. An administrator's vote decides at
 * once, and proposals of administrators (and of stewards, for titles and tags) apply directly.
 * One open proposal per spot and kind (per tag for tags): proposing the same again is a vote
 * for it, proposing another is 409. Every decision is one transaction through the "spot
 * changed" path, with the author's impact. What a change is, and how it is applied, is each
 * kind's handler's.
 */
export class ProposalEngine {
  constructor(
    private readonly deps: ProposalEngineDeps,
    private readonly handlers: ProposalHandlers,
  ) {}

  /**
   * One decision: one transaction of the "spot changed" path, run again when it lost a race.
   * Once it committed, a spot it moved gets the automatic tags of its new place.
   */
  async run<T>(work: (trx: CommunityTransaction, changed: ReportChange) => Promise<T>) {
    const moved = new Set<number>();
    const result = await this.deps.votes.retryingRaces(() => {
      moved.clear();
      return this.deps.changes.inTransaction((trx, changed) =>
        work(trx, async (change) => {
          if (change.kind === 'moved') moved.add(change.spotId);
          await changed(change);
        }),
      );
    });
    this.deps.changes.shownContentChanged();
    for (const spotId of moved) await this.deps.places.placeChanged(spotId, null);
    return result;
  }

  /** A proposal by `user` within their hourly limit, made in one decision by `work`. */
  async proposing<T>(
    user: CurrentUser,
    work: (trx: CommunityTransaction, changed: ReportChange) => Promise<T>,
  ): Promise<T> {
    await this.limit(user, 'proposals');
    return this.run(work);
  }

  /** A vote by `actor` (a member) within their hourly limit, made in one decision by `work`. */
  async voting<T>(
    actor: CurrentUser | null,
    work: (trx: CommunityTransaction, changed: ReportChange, user: CurrentUser) => Promise<T>,
  ): Promise<T> {
    const user = requireUser(actor);
    await this.limit(user, 'votes');
    return this.run((trx, changed) => work(trx, changed, user));
  }

  /**
   * Opens a proposal, or joins the open one of the same kind with an up vote, and decides it
   * when its author applies changes directly.
   */
  async propose(
    trx: CommunityTransaction,
    changed: ReportChange,
    user: CurrentUser,
    spot: LockedSpot,
    kind: SpotProposalKind,
    values: ProposalValues,
  ): Promise<Outcome> {
    const handler = this.handlers[kind];
    const tagId = values.tagId ?? null;
    const open =
      tagId !== null
        ? await this.deps.proposals.openForTag(trx, spot.id, tagId)
        : await this.deps.proposals.open(trx, spot.id, kind);
    const direct = appliesDirectly(voterOf(user), kind);
    if (open && !direct) {
      if (open.kind !== kind || !handler.same(open, values)) {
        throw new HttpError(409, 'proposal_open', handler.describeOpen(open));
      }
      if (open.user_id === user.id) return { status: 'pending', rating: open.rating };
      // The same change again: the member backs the open proposal with their vote.
      return this.vote(trx, changed, user, spot, open, 1);
    }
    if (open) await this.deps.proposals.decide(trx, open.id, 'dropped');
    await handler.opened?.(trx, spot, values, user, direct);
    const proposal = await this.deps.proposals.insert(trx, {
      kind,
      spotId: spot.id,
      userId: user.id,
      ...values,
      status: 'pending',
    });
    if (!direct) return { status: 'pending', rating: 0 };
    await this.deps.proposals.decide(trx, proposal.id, 'applied');
    await this.apply(trx, changed, spot, proposal);
    return { status: 'applied', rating: 0 };
  }

  /**
   * A member's weighted vote on an open proposal, deciding it at ±3. An administrator's vote
   * decides at once, and so does the vote of whoever `decides` names (a photo's owner on its
   * move). `spot` is the proposal's spot, locked; a photo without a spot has none.
   */
  async vote(
    trx: CommunityTransaction,
    changed: ReportChange,
    user: CurrentUser,
    spot: LockedSpot | null,
    proposal: ProposalRow,
    direction: -1 | 0 | 1,
    decides: boolean = isAdmin(user),
  ): Promise<Outcome> {
    if (proposal.user_id === null) throw decidedAlready();
    if (!canVoteOnContribution(user, { authorId: proposal.user_id })) {
      throw new HttpError(403, 'own_proposal', 'You cannot vote on your own proposal.');
    }
    const weight = direction * voteWeight(voterOf(user));
    const delta = await this.deps.votes.setVote(trx, user.id, 'proposal', proposal.id, weight);
    const rating = await this.deps.proposals.addRating(trx, proposal.id, delta);
    if (rating === undefined) throw decidedAlready();
    const state = decides && direction !== 0 ? adminDecision(direction) : proposalState(rating);
    if (state === 'pending') return { status: 'pending', rating };
    const closed = state === 'applied' ? 'applied' : 'dropped';
    if (!(await this.deps.proposals.decide(trx, proposal.id, closed))) throw decidedAlready();
    const ref = { type: 'proposal' as const, id: proposal.id };
    if (state === 'applied') {
      await this.apply(trx, changed, spot, proposal);
      await this.deps.reputation.award(trx, proposal.user_id, 'proposalApplied', ref);
    } else {
      await this.deps.reputation.award(trx, proposal.user_id, 'proposalRejected', ref);
      await this.handlers[proposal.kind].rejected?.(trx, spot, proposal);
    }
    await this.deps.notify?.notify(
      { type: 'proposalDecided', proposalId: proposal.id, status: state, actorId: user.id },
      trx,
    );
    return { status: state, rating };
  }

  /**
   * Makes an applied proposal's change, through the "spot changed" path. A moved photo's
   * spots are counted again by the photo move service once the decision committed.
   */
  async apply(
    trx: CommunityTransaction,
    changed: ReportChange,
    spot: LockedSpot | null,
    proposal: ProposalRow,
  ): Promise<void> {
    await this.handlers[proposal.kind].apply(trx, changed, spot, proposal);
    if (proposal.kind === 'photo_move') {
      await this.deps.notify?.notify({ type: 'photoMoved', proposalId: proposal.id }, trx);
    }
  }

  /**
   * Reads the spot and holds its row until the transaction ends, so proposals and votes about
   * one spot are decided one after another.
   */
  async lockSpot(trx: CommunityTransaction, spotId: number): Promise<LockedSpot> {
    const spot = await this.deps.proposals.lockSpot(trx, spotId);
    if (!spot) throw notFound('spot');
    return spot;
  }

  /** The spot, locked, with its open proposal of one kind, read in one query. */
  async lockSpotWithOpen(
    trx: CommunityTransaction,
    spotId: number,
    kind: 'title' | 'location',
  ): Promise<{ spot: LockedSpot; open: ProposalRow | undefined }> {
    const found = await this.deps.proposals.lockSpotWithOpen(trx, spotId, kind);
    if (!found) throw notFound('spot');
    return found;
  }

  /** Where the spot stands after a decision (read without locking: it is locked already). */
  async spotNow(trx: CommunityTransaction, spotId: number): Promise<LockedSpot> {
    const spot = await this.deps.proposals.spotById(trx, spotId);
    if (!spot) throw notFound('spot');
    return spot;
  }

  /** Proposals and votes per member and hour, growing with impact; 429 with the wait past them. */
  async limit(user: CurrentUser, what: 'proposals' | 'votes'): Promise<void> {
    if (isAdmin(user)) return;
    const allowed = hourlyLimits(user.impact)[what];
    const { count, resetAt } = await this.deps.rateLimits.hit(
      `community-${what}:${user.id}`,
      HOUR_MS,
    );
    if (count <= allowed) return;
    const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw tooManyRequests(
      `You made ${allowed} ${what === 'votes' ? 'votes' : 'proposals'} this hour, the most your impact allows. Please wait ${minutes <= 1 ? 'a minute' : `${minutes} minutes`}.`,
      seconds,
    );
  }
}
