import {
  actsAsMember,
  adminDecision,
  appliesDirectly,
  canMoveSpotFar,
  canVoteOnContribution,
  distanceM,
  hourlyLimits,
  isAdmin,
  MAX_MOVE_M,
  MOVE_RECORDED_MESSAGE,
  proposalState,
  REVIEW_NEAR_KM,
  round6,
  titleSlug,
  uniqueTagNames,
  voteWeight,
  type CurrentUser,
  type EditTitleAnswer,
  type MovePointAnswer,
  type ProposalStatus,
  type ProposalView,
  type ProposalVoteAnswer,
  type SpotTag,
  type TitleVoteAnswer,
  type VoteDirection,
  type Voter,
  SENSITIVE_REASONS,
  storedPositions,
  type PendingSensitivity,
  type PositionViewer,
  type Sensitivity,
  type SensitiveAnswer,
  type SensitiveBody,
  type SensitiveReason,
} from '@vantage/shared';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../lib/errors';
import type { RateLimitStore } from '../../lib/rate-limit';
import {
  exactlySeenOrRefused,
  exactPositionOf,
  joinedSpotPosition,
  positionSeenBy,
} from '../../lib/spot-position';
import { timeZoneAt } from '../../lib/time-zone';
import { photoUrls } from '../../media/media-urls';
import { requireUser } from '../../lib/permissions';
import type { ReportChange, SpotChange, SpotChanges } from '../spots/spot-changes.service';
import type { SpotPlaces } from '../spots/spot-places.service';
import type { TagRepository } from '../spots/tag.repository';
import { toUserRef } from '../../lib/user-ref';
import type {
  LockedSpot,
  ProposalListRow,
  ProposalRepository,
  ProposalRow,
  SpotProposalKind,
} from './proposal.repository';
import type { ReputationService } from './reputation.service';
import type { CommunityTransaction, VoteRepository } from './vote.repository';

const HOUR_MS = 3_600_000;
/** Control characters never belong in a title or a tag. */
const cleanLine = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What the proposal engine is built from. */
export interface ProposalServiceDeps {
  proposals: ProposalRepository;
  votes: VoteRepository;
  tags: Pick<TagRepository, 'getOrCreate'>;
  reputation: Pick<ReputationService, 'award'>;
  /**
   * The one path of spot changes: an applied proposal is a change of its spot, and an open
   * one (with its votes) shows on the spot's page.
   */
  changes: Pick<SpotChanges, 'inTransaction' | 'shownContentChanged'>;
  /** A moved spot's automatic tags, address and place names, read again at its new place. */
  places: Pick<SpotPlaces, 'placeChanged'>;
  rateLimits: RateLimitStore;
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

/**
 * The community's one engine for proposed changes of spots: titles, positions and tags.
 * A proposal opens with no score; members other than its author vote with their weight
 * (by trust tier; nothing while their e-mail is unconfirmed), and it is applied at +3 or
 * rejected at −3. An administrator's vote decides at once, and proposals of administrators
 * (and of stewards, for titles and tags) apply directly. One open proposal per spot and kind
 * (per tag for tags): proposing the same again is a vote for it, proposing another is 409.
 * Every decision is one transaction through the "spot changed" path, with the author's
 * impact.
 */
export class ProposalService {
  constructor(private readonly deps: ProposalServiceDeps) {}

  // ——— titles ———

  /** `POST /editTitle/{id}`. */
  async proposeTitle(actor: CurrentUser | null, spotId: number, raw: string) {
    const user = requireUser(actor);
    const newTitle = cleanLine(raw);
    if (newTitle === '') throw badRequest('newTitle', 'must not be empty');
    await this.limit(user, 'proposals');
    return this.run(async (trx, changed): Promise<EditTitleAnswer> => {
      const spot = await this.spotOrThrow(trx, spotId);
      if (newTitle === spot.title) throw badRequest('newTitle', 'is the title already');
      const outcome = await this.propose(trx, changed, user, spot, 'title', {
        same: (open) => open.new_title?.toLowerCase() === newTitle.toLowerCase(),
        busy: (open) =>
          `A new title “${open.new_title ?? ''}” is waiting for votes. Please vote on it first.`,
        values: { newTitle },
      });
      const state = await this.titleState(trx, spotId);
      return { ok: true, status: outcome.status, newSpot: { title: newTitle }, ...state };
    });
  }

  /** `POST /editTitle/{id}/rateUp|rateDown`. */
  async rateTitle(
    actor: CurrentUser | null,
    spotId: number,
    direction: VoteDirection,
  ): Promise<TitleVoteAnswer> {
    const user = requireUser(actor);
    await this.limit(user, 'votes');
    return this.run(async (trx, changed) => {
      const { spot, open } = await this.spotWithOpen(trx, spotId, 'title');
      if (!open) throw notFound('pending title of this spot');
      const outcome = await this.vote(trx, changed, user, spot, open, direction);
      // The spot is locked and was the only one to change: the answer needs no second read.
      const pending = outcome.status === 'pending';
      return {
        status: outcome.status,
        title: outcome.status === 'applied' ? open.new_title! : spot.title,
        newTitle: pending ? { title: open.new_title!, rating: outcome.rating } : null,
      };
    });
  }

  // ——— positions ———

  /** `POST /movePoint/{id}`. */
  async proposeMove(
    actor: CurrentUser | null,
    spotId: number,
    position: { lat: number; long: number },
  ): Promise<MovePointAnswer> {
    const user = requireUser(actor);
    const lat = round6(position.lat);
    const lng = round6(position.long);
    await this.limit(user, 'proposals');
    return this.run(async (trx, changed) => {
      const spot = await this.spotOrThrow(trx, spotId);
      const seen = exactlySeenOrRefused(user, spot);
      const distance = distanceM(seen, { lat, lng });
      if (distance < 0.5) throw badRequest('lat', 'the spot is at this position already');
      if (distance > MAX_MOVE_M && !canMoveSpotFar(user)) {
        throw badRequest(
          'lat',
          `the new position is ${(distance / 1000).toFixed(1)} km away; a spot moves at most ${MAX_MOVE_M / 1000} km (a place further away is a new spot)`,
        );
      }
      const outcome = await this.propose(trx, changed, user, spot, 'location', {
        same: (open) => open.new_lat === lat && open.new_lng === lng,
        busy: () => 'Another position of this spot is waiting for votes. Please vote on it first.',
        values: { newLat: lat, newLng: lng },
      });
      return this.moveState(trx, user, spotId, outcome);
    });
  }

  /** `POST /point/{id}/moveRateUp|moveRateDown`. */
  async rateMove(
    actor: CurrentUser | null,
    spotId: number,
    direction: VoteDirection,
  ): Promise<MovePointAnswer> {
    const user = requireUser(actor);
    await this.limit(user, 'votes');
    return this.run(async (trx, changed) => {
      const { spot, open } = await this.spotWithOpen(trx, spotId, 'location');
      const seen = exactlySeenOrRefused(user, spot);
      if (!open) throw notFound('pending move of this spot');
      const outcome = await this.vote(trx, changed, user, spot, open, direction);
      const applied = outcome.status === 'applied';
      return {
        ok: true,
        status: outcome.status,
        message: MOVE_RECORDED_MESSAGE,
        rating: outcome.rating,
        lat: applied ? open.new_lat! : seen.lat,
        long: applied ? open.new_lng! : seen.lng,
        newLocation:
          outcome.status === 'pending' && open.new_lat != null && open.new_lng != null
            ? { lat: open.new_lat, long: open.new_lng, rating: outcome.rating }
            : null,
      };
    });
  }

  // ——— sensitivity ———

  /**
   * `POST /point/{id}/sensitive`: a proposal to protect a fragile place (with its reason) or to
   * lift the protection. Decided like every proposal; only administrators apply it at once.
   */
  async proposeSensitive(
    actor: CurrentUser | null,
    spotId: number,
    body: SensitiveBody,
  ): Promise<SensitiveAnswer> {
    const user = requireUser(actor);
    const reason = body.sensitive ? (body.reason ?? null) : null;
    const note = body.sensitive && body.note ? cleanLine(body.note) || null : null;
    await this.limit(user, 'proposals');
    return this.run(async (trx, changed) => {
      const spot = await this.spotOrThrow(trx, spotId);
      const isSensitive = spot.sensitive_reason !== null;
      if (body.sensitive && isSensitive && spot.sensitive_reason === reason) {
        throw badRequest('sensitive', 'the place is protected for this reason already');
      }
      if (!body.sensitive && !isSensitive) {
        throw badRequest('sensitive', 'the place is not protected');
      }
      const want = body.sensitive ? 1 : 0;
      const outcome = await this.propose(trx, changed, user, spot, 'sensitive', {
        same: (open) => open.new_sensitive === want && open.sensitive_reason === reason,
        busy: (open) =>
          open.new_sensitive === 1
            ? 'A proposal to protect this place is waiting for votes. Please vote on it first.'
            : 'A proposal to lift the protection of this place is waiting for votes. Please vote on it first.',
        values: { sensitive: { on: body.sensitive, reason, note } },
      });
      return this.sensitiveState(trx, spotId, outcome);
    });
  }

  /** `POST /point/{id}/sensitiveRateUp|sensitiveRateDown`. */
  async rateSensitive(
    actor: CurrentUser | null,
    spotId: number,
    direction: VoteDirection,
  ): Promise<SensitiveAnswer> {
    const user = requireUser(actor);
    await this.limit(user, 'votes');
    return this.run(async (trx, changed) => {
      const spot = await this.spotOrThrow(trx, spotId);
      const open = await this.deps.proposals.open(trx, spotId, 'sensitive');
      if (!open) throw notFound('pending sensitivity proposal of this spot');
      const outcome = await this.vote(trx, changed, user, spot, open, direction);
      return this.sensitiveState(trx, spotId, outcome);
    });
  }

  // ——— tags ———

  /**
   * `POST /point/{id}/editTags`: the tag list as the member wants it. A name the spot does not
   * carry is a request to add it; a tag missing from the list a request to delete it; a
   * member's own open request undone by the list is withdrawn. Answers the spot's tags, the
   * ones this call added marked `isNew`.
   */
  async editTags(actor: CurrentUser | null, spotId: number, names: readonly string[]) {
    const user = requireUser(actor);
    const wanted = uniqueTagNames(names.map(cleanLine));
    await this.limit(user, 'proposals');
    const added = new Set<string>();
    const tags = await this.run(async (trx, changed) => {
      const spot = await this.spotOrThrow(trx, spotId);
      const current = await this.deps.proposals.tagsOf(trx, spotId);
      const wantedKeys = new Set(wanted.map((name) => name.toLowerCase()));
      const byKey = new Map(current.map((tag) => [tag.name.toLowerCase(), tag]));
      for (const name of wanted) {
        const existing = byKey.get(name.toLowerCase());
        if (!existing) {
          const tagId = await this.deps.tags.getOrCreate(name, null, false, trx);
          await this.propose(trx, changed, user, spot, 'tag_add', {
            same: () => true,
            busy: () => '',
            values: { tagId },
            tagName: name,
          });
          added.add(name.toLowerCase());
        } else if (existing.status === 'pending_delete') {
          await this.withdrawOwn(trx, user, spotId, existing.tag_id, 'tag_delete');
        }
      }
      for (const tag of current) {
        if (wantedKeys.has(tag.name.toLowerCase())) continue;
        if (tag.status === 'active') {
          await this.propose(trx, changed, user, spot, 'tag_delete', {
            same: () => true,
            busy: () => '',
            values: { tagId: tag.tag_id },
            tagName: tag.name,
          });
        } else if (tag.status === 'pending_add') {
          await this.withdrawOwn(trx, user, spotId, tag.tag_id, 'tag_add');
        }
      }
      return this.tagList(trx, spotId);
    });
    return tags.map((tag) => ({ ...tag, isNew: added.has(tag.tag.toLowerCase()) }));
  }

  /** `POST /point/{id}/rateTag`: a vote on a tag's open request; 0 withdraws the vote. */
  async rateTag(
    actor: CurrentUser | null,
    spotId: number,
    name: string,
    value: -1 | 0 | 1,
  ): Promise<ProposalVoteAnswer> {
    const user = requireUser(actor);
    await this.limit(user, 'votes');
    return this.run(async (trx, changed) => {
      const spot = await this.spotOrThrow(trx, spotId);
      const tag = (await this.deps.proposals.tagsOf(trx, spotId)).find(
        (candidate) => candidate.name.toLowerCase() === cleanLine(name).toLowerCase(),
      );
      if (!tag) throw new HttpError(404, 'not_found', 'tag: this spot has no such tag');
      const open = await this.deps.proposals.openForTag(trx, spotId, tag.tag_id);
      if (!open) throw new HttpError(404, 'not_found', 'tag: no request about this tag is open');
      return this.vote(trx, changed, user, spot, open, value);
    });
  }

  // ——— lists ———

  /** A spot's open proposals. */
  async openOfSpot(spotId: number, viewer: PositionViewer | null): Promise<ProposalView[]> {
    return (await this.deps.proposals.openOfSpot(spotId)).map((row) =>
      proposalView(row, null, viewer),
    );
  }

  /** Open proposals across the site for the Review page: nearest first, then oldest. */
  async review(
    near: { lat: number; lng: number } | null,
    viewer: PositionViewer | null,
  ): Promise<ProposalView[]> {
    const rows = await this.deps.proposals.review(near, 50);
    return rows.map((row) => proposalView(row, near, viewer));
  }

  /**
   * How many open proposals the member can still vote on within `REVIEW_NEAR_KM` of `near`
   * (anywhere without it): the Review link's count. An account that is not confirmed yet
   * can vote on none.
   */
  async votableCount(
    actor: CurrentUser | null,
    near: { lat: number; lng: number } | null,
  ): Promise<number> {
    const user = requireUser(actor, { allowUnconfirmed: true });
    if (!actsAsMember(user)) return 0;
    return this.deps.proposals.countVotable(user.id, near ? boxAround(near, REVIEW_NEAR_KM) : null);
  }

  /** A member's proposals and how each ended. */
  async ofUser(userId: number, viewer: PositionViewer | null): Promise<ProposalView[]> {
    return (await this.deps.proposals.ofUser(userId, 100)).map((row) =>
      proposalView(row, null, viewer),
    );
  }

  // ——— the engine ———

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

  /**
   * Opens a proposal, or joins the open one of the same kind with an up vote, and decides it
   * when its author applies changes directly.
   */
  private async propose(
    trx: CommunityTransaction,
    changed: ReportChange,
    user: CurrentUser,
    spot: LockedSpot,
    kind: SpotProposalKind,
    options: {
      same: (open: ProposalRow) => boolean;
      busy: (open: ProposalRow) => string;
      values: {
        newTitle?: string;
        newLat?: number;
        newLng?: number;
        tagId?: number;
        sensitive?: { on: boolean; reason: string | null; note: string | null };
      };
      tagName?: string;
    },
  ): Promise<Outcome> {
    const voter = voterOf(user);
    const tagId = options.values.tagId ?? null;
    const open =
      tagId !== null
        ? await this.deps.proposals.openForTag(trx, spot.id, tagId)
        : await this.deps.proposals.open(trx, spot.id, kind);
    const direct = appliesDirectly(voter, kind);
    if (open && !direct) {
      if (open.kind !== kind || !options.same(open)) {
        throw new HttpError(409, 'proposal_open', options.busy(open));
      }
      if (open.user_id === user.id) return { status: 'pending', rating: open.rating };
      // The same change again: the member backs the open proposal with their vote.
      return this.vote(trx, changed, user, spot, open, 1);
    }
    if (open) await this.deps.proposals.decide(trx, open.id, 'dropped');
    if (kind === 'tag_add' && tagId !== null) {
      // Pending until applied, at once when its author applies directly.
      await this.deps.proposals.addTag(trx, spot.id, tagId, 'pending_add', user.id);
    } else if (kind === 'tag_delete' && tagId !== null && !direct) {
      await this.deps.proposals.setTagStatus(trx, spot.id, tagId, 'pending_delete');
    }
    const proposal = await this.deps.proposals.insert(trx, {
      kind,
      spotId: spot.id,
      userId: user.id,
      ...options.values,
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
    if (proposal.user_id === null) {
      throw new HttpError(409, 'proposal_decided', 'This proposal has been decided already.');
    }
    if (!canVoteOnContribution(user, { authorId: proposal.user_id })) {
      throw new HttpError(403, 'own_proposal', 'You cannot vote on your own proposal.');
    }
    const voter = voterOf(user);
    const delta = await this.deps.votes.setVote(
      trx,
      user.id,
      'proposal',
      proposal.id,
      direction * voteWeight(voter),
    );
    const rating = await this.deps.proposals.addRating(trx, proposal.id, delta);
    if (rating === undefined) {
      throw new HttpError(409, 'proposal_decided', 'This proposal has been decided already.');
    }
    const state = decides && direction !== 0 ? adminDecision(direction) : proposalState(rating);
    if (state === 'pending') return { status: 'pending', rating };
    if (
      !(await this.deps.proposals.decide(
        trx,
        proposal.id,
        state === 'applied' ? 'applied' : 'dropped',
      ))
    ) {
      throw new HttpError(409, 'proposal_decided', 'This proposal has been decided already.');
    }
    if (state === 'applied') {
      await this.apply(trx, changed, spot, proposal);
      await this.deps.reputation.award(trx, proposal.user_id, 'proposalApplied', ref(proposal));
    } else {
      await this.reject(trx, spot, proposal);
      await this.deps.reputation.award(trx, proposal.user_id, 'proposalRejected', ref(proposal));
      if (proposal.kind === 'location' && spot && spot.user_id !== proposal.user_id) {
        await this.deps.reputation.award(trx, spot.user_id, 'spotKeptPlace', ref(proposal));
      }
    }
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
    if (proposal.kind === 'photo_move') {
      await this.deps.proposals.movePhoto(trx, proposal.photo_id!, proposal.new_spot_id!);
      return;
    }
    if (!spot) throw notFound('spot');
    const base = { spotId: spot.id, userId: proposal.user_id, proposalId: proposal.id };
    switch (proposal.kind) {
      case 'title': {
        const title = proposal.new_title!;
        await this.deps.proposals.rename(trx, spot.id, title, titleSlug(title));
        await changed({
          ...base,
          kind: 'renamed',
          before: { title: spot.title },
          after: { title },
        });
        return;
      }
      case 'location': {
        await this.moveTo(
          trx,
          changed,
          spot,
          { lat: proposal.new_lat!, lng: proposal.new_lng! },
          base,
        );
        return;
      }
      case 'sensitive': {
        const before = sensitivityOf(spot);
        const after =
          proposal.new_sensitive === 1 && isSensitiveReason(proposal.sensitive_reason)
            ? { reason: proposal.sensitive_reason, note: proposal.sensitive_note }
            : null;
        // A protected place shows the centre of its cell from now on; a place set free its own.
        const stored = storedPositions(exactPositionOf(spot), after !== null);
        await this.deps.proposals.setSensitive(trx, spot.id, after, stored);
        await changed({
          ...base,
          kind: after ? 'protected' : 'unprotected',
          before: { sensitive: before },
          after: { sensitive: after },
          staleAt: [{ lat: spot.lat, lng: spot.lng }],
        });
        return;
      }
      case 'tag_add':
      case 'tag_delete': {
        const before = await this.deps.proposals.tagsOf(trx, spot.id);
        if (proposal.kind === 'tag_add') {
          await this.deps.proposals.setTagStatus(trx, spot.id, proposal.tag_id!, 'active');
        } else {
          await this.deps.proposals.removeTag(trx, spot.id, proposal.tag_id!);
        }
        const after = await this.deps.proposals.tagsOf(trx, spot.id);
        const live = (tags: typeof before) =>
          tags.filter((tag) => tag.status !== 'pending_add').map((tag) => tag.name);
        await this.deps.proposals.setTagsText(trx, spot.id, live(after));
        await changed({
          ...base,
          kind: 'retagged',
          before: { tags: live(before) },
          after: { tags: live(after) },
        });
        return;
      }
    }
  }

  /**
   * Moves a spot to `to` (its exact position): a sensitive place is stored at the centre of its
   * new cell, with the time zone there, and keeps `to` apart. The History records the exact
   * positions, which it shows only to those who may see the place exactly.
   */
  async moveTo(
    trx: CommunityTransaction,
    changed: ReportChange,
    spot: LockedSpot,
    to: { lat: number; lng: number },
    base: Pick<SpotChange, 'spotId' | 'userId' | 'proposalId' | 'revertOf'>,
  ): Promise<void> {
    const stored = storedPositions(to, spot.sensitive_reason !== null);
    await this.deps.proposals.move(trx, spot.id, {
      ...stored,
      tz: timeZoneAt(stored.lat, stored.lng),
    });
    await changed({
      ...base,
      kind: 'moved',
      before: exactPositionOf(spot),
      after: { lat: to.lat, lng: to.lng },
      staleAt: [{ lat: spot.lat, lng: spot.lng }],
    });
  }

  /** Undoes what a rejected proposal held open: a pending tag goes, a marked tag stays. */
  private async reject(trx: CommunityTransaction, spot: LockedSpot | null, proposal: ProposalRow) {
    if (!spot) return;
    if (proposal.kind === 'tag_add')
      await this.deps.proposals.removeTag(trx, spot.id, proposal.tag_id!);
    if (proposal.kind === 'tag_delete') {
      await this.deps.proposals.setTagStatus(trx, spot.id, proposal.tag_id!, 'active');
    }
  }

  /** A member takes back their own open request about a tag. */
  private async withdrawOwn(
    trx: CommunityTransaction,
    user: CurrentUser,
    spotId: number,
    tagId: number,
    kind: 'tag_add' | 'tag_delete',
  ) {
    const open = await this.deps.proposals.openForTag(trx, spotId, tagId);
    if (!open || open.kind !== kind || open.user_id !== user.id) return;
    await this.deps.proposals.decide(trx, open.id, 'dropped');
    if (kind === 'tag_add') await this.deps.proposals.removeTag(trx, spotId, tagId);
    else await this.deps.proposals.setTagStatus(trx, spotId, tagId, 'active');
  }

  /** The spot, locked, with its open proposal of one kind, read in one query. */
  private async spotWithOpen(
    trx: CommunityTransaction,
    spotId: number,
    kind: 'title' | 'location',
  ): Promise<{ spot: LockedSpot; open: ProposalRow | undefined }> {
    const found = await this.deps.proposals.lockSpotWithOpen(trx, spotId, kind);
    if (!found) throw notFound('spot');
    return found;
  }

  private async spotOrThrow(trx: CommunityTransaction, spotId: number): Promise<LockedSpot> {
    const spot = await this.deps.proposals.lockSpot(trx, spotId);
    if (!spot) throw notFound('spot');
    return spot;
  }

  /** Where the spot's title stands (read without locking: the spot is locked already). */
  private async spotNow(trx: CommunityTransaction, spotId: number) {
    const spot = await this.deps.proposals.spotById(trx, spotId);
    if (!spot) throw notFound('spot');
    return spot;
  }

  private async titleState(trx: CommunityTransaction, spotId: number) {
    const spot = await this.spotNow(trx, spotId);
    const open = await this.deps.proposals.open(trx, spotId, 'title');
    return {
      title: spot.title,
      newTitle: open?.new_title != null ? { title: open.new_title, rating: open.rating } : null,
    };
  }

  private async moveState(
    trx: CommunityTransaction,
    user: CurrentUser,
    spotId: number,
    outcome: Outcome,
  ): Promise<MovePointAnswer> {
    const spot = await this.spotNow(trx, spotId);
    const open = await this.deps.proposals.open(trx, spotId, 'location');
    const seen = positionSeenBy(user, spot);
    return {
      ok: true,
      status: outcome.status,
      message: MOVE_RECORDED_MESSAGE,
      rating: outcome.rating,
      lat: seen.lat,
      long: seen.lng,
      newLocation:
        open?.new_lat != null && open.new_lng != null
          ? { lat: open.new_lat, long: open.new_lng, rating: open.rating }
          : null,
    };
  }

  private async sensitiveState(
    trx: CommunityTransaction,
    spotId: number,
    outcome: Outcome,
  ): Promise<SensitiveAnswer> {
    const spot = await this.spotNow(trx, spotId);
    const open = await this.deps.proposals.open(trx, spotId, 'sensitive');
    return {
      ok: true,
      status: outcome.status,
      rating: outcome.rating,
      sensitive: sensitivityOf(spot),
      newSensitive: open ? pendingSensitivity(open) : null,
    };
  }

  private async tagList(trx: CommunityTransaction, spotId: number): Promise<SpotTag[]> {
    const tags = await this.deps.proposals.tagsOf(trx, spotId);
    const result: SpotTag[] = [];
    for (const tag of tags) {
      const open =
        tag.status === 'active'
          ? undefined
          : await this.deps.proposals.openForTag(trx, spotId, tag.tag_id);
      result.push({
        tag: tag.name,
        request:
          tag.status === 'pending_add' ? 'add' : tag.status === 'pending_delete' ? 'delete' : null,
        isNew: false,
        auto: tag.auto === 1,
        toDelete: tag.status === 'pending_delete',
        rating: open?.rating ?? 0,
      });
    }
    return result;
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

/** A spot's sensitivity as the API shows it; null when it is not sensitive. */
export function sensitivityOf(spot: {
  sensitive_reason: string | null;
  sensitive_note: string | null;
}): Sensitivity | null {
  if (!isSensitiveReason(spot.sensitive_reason)) return null;
  return { reason: spot.sensitive_reason, note: spot.sensitive_note };
}

/** What an open `sensitive` proposal would set, with its votes. */
export function pendingSensitivity(
  proposal: Pick<ProposalRow, 'new_sensitive' | 'sensitive_reason' | 'sensitive_note' | 'rating'>,
): PendingSensitivity {
  return {
    sensitive: proposal.new_sensitive === 1,
    reason: isSensitiveReason(proposal.sensitive_reason) ? proposal.sensitive_reason : null,
    note: proposal.sensitive_note,
    rating: proposal.rating,
  };
}

function isSensitiveReason(reason: string | null): reason is SensitiveReason {
  return (SENSITIVE_REASONS as readonly (string | null)[]).includes(reason);
}

function ref(proposal: ProposalRow) {
  return { type: 'proposal' as const, id: proposal.id };
}

const STATUS: Record<ProposalRow['status'], ProposalStatus> = {
  pending: 'pending',
  applied: 'applied',
  dropped: 'rejected',
};

/** A proposal as lists show it; a sensitive spot's position as `viewer` may see it. */
export function proposalView(
  row: ProposalListRow,
  near: { lat: number; lng: number } | null = null,
  viewer: PositionViewer | null = null,
): ProposalView {
  const position = positionSeenBy(viewer, joinedSpotPosition(row));
  const newLocation =
    row.new_lat != null && row.new_lng != null
      ? position.blurred
        ? null
        : { lat: row.new_lat, long: row.new_lng }
      : null;
  return {
    id: row.id,
    kind: row.kind,
    status: STATUS[row.status],
    rating: row.rating,
    created: new Date(row.created_at).toISOString(),
    decided: row.decided_at != null ? new Date(row.decided_at).toISOString() : null,
    user:
      row.user_id != null
        ? toUserRef(row.user_id, row.username, row.display_name, row.picture)
        : null,
    spot: {
      id: row.spot_id!,
      title: row.spot_title,
      slug: row.spot_slug,
      lat: position.lat,
      long: position.lng,
    },
    newTitle: row.new_title,
    newLocation,
    tag: row.tag_name,
    photoId: row.photo_id,
    newSpotId: row.new_spot_id,
    newSensitive: row.kind === 'sensitive' ? pendingSensitivity(row) : null,
    distanceM: near ? Math.round(distanceM(near, position)) : null,
    photo:
      row.kind === 'photo_move' && row.photo_id != null
        ? { id: row.photo_id, title: row.photo_title ?? '', urls: photoUrls(row.photo_id) }
        : null,
    newSpot: newSpotSeenBy(row, viewer),
  };
}

/** The spot a photo move leads to, where `viewer` may know it is. */
function newSpotSeenBy(
  row: ProposalListRow,
  viewer: PositionViewer | null,
): ProposalView['newSpot'] {
  if (row.kind !== 'photo_move' || row.new_spot_id == null || row.to_lat == null) return null;
  const seen = positionSeenBy(viewer, {
    lat: row.to_lat,
    lng: row.to_lng!,
    exact_lat: row.to_exact_lat,
    exact_lng: row.to_exact_lng,
    user_id: row.to_user_id,
    sensitive_reason: row.to_sensitive_reason,
  });
  return {
    id: row.new_spot_id,
    title: row.to_title ?? '',
    slug: row.to_slug ?? '',
    lat: seen.lat,
    long: seen.lng,
  };
}

/** The latitude and longitude box `km` around a position (all longitudes near the poles). */
function boxAround(center: { lat: number; lng: number }, km: number) {
  const dLat = km / 111.32;
  const cos = Math.cos((center.lat * Math.PI) / 180);
  const dLng = cos > km / 20_000 ? dLat / cos : 180;
  return {
    south: center.lat - dLat,
    north: center.lat + dLat,
    west: dLng >= 180 ? -180 : center.lng - dLng,
    east: dLng >= 180 ? 180 : center.lng + dLng,
  };
}
