import {
  BadgesAnswer,
  type CurrentUser,
  Description,
  DescriptionBody,
  DescriptionParams,
  EditTagsAnswer,
  EditTagsBody,
  EditTitleAnswer,
  EditTitleBody,
  HistoryParams,
  IdParams,
  MovePhotoAnswer,
  MovePhotoBody,
  MovePointAnswer,
  MovePointBody,
  ProposalList,
  ProposalVoteAnswer,
  RateTagBody,
  RatingAnswer,
  ReviewCountAnswer,
  ReviewQuery,
  RevertChangesAnswer,
  RevertChangesBody,
  SensitiveAnswer,
  SensitiveBody,
  SpotHistoryAnswer,
  TitleVoteAnswer,
  UserImpactAnswer,
  voteDirectionOf,
} from '@vantage/shared';
import type { z } from 'zod';
import { notFound } from '../../lib/errors';
import { documentedAs } from '../../lib/route-docs';
import { signedInOnly } from '../../lib/session-http';
import { zodRoutes, type ZodApp } from '../../lib/zod-app';
import type { DescriptionService } from './description.service';
import type { HistoryService } from './history.service';
import type { PhotoMoveService } from './photo-move.service';
import type { ProposalService } from './proposal.service';
import type { ReputationService } from './reputation.service';

const doc = documentedAs(['community']);
const ACTIONS = ['rateUp', 'rateDown'] as const;
/** Proposals and votes on them: one open proposal per target (409) and hourly limits (429). */
const proposalErrors = [401, 404, 409, 429] as const;

/** What the community's routes call. */
export interface CommunityRouteDeps {
  proposals: ProposalService;
  photoMoves: PhotoMoveService;
  descriptions: DescriptionService;
  history: HistoryService;
  reputation: ReputationService;
}

/** HTTP for proposals (spots' and photos' moves) and votes, descriptions, the History, the Review page and badges. */
export function communityRoutes(deps: CommunityRouteDeps) {
  return zodRoutes((app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    proposalRoutes(app, deps);
    voteRoutes(app, deps);
    descriptionRoutes(app, deps);
    historyAndReviewRoutes(app, deps);
    reputationRoutes(app, deps);
  });
}

/** Proposals of a new title, position, sensitivity or tags, and moves of photos. */
function proposalRoutes(app: ZodApp, { proposals, photoMoves }: CommunityRouteDeps) {
  proposalRoute(
    app,
    '/editTitle/:id',
    'Proposes a new title (needs login): pending until the votes of other members reach +3',
    { body: EditTitleBody, answer: EditTitleAnswer },
    (user, id, body) => proposals.titles.propose(user, id, body.newTitle),
  );
  proposalRoute(
    app,
    '/movePoint/:id',
    'Proposes a new position of a spot (needs login; at most 2 km unless an administrator)',
    { body: MovePointBody, answer: MovePointAnswer },
    (user, id, body) => proposals.positions.propose(user, id, body),
  );
  proposalRoute(
    app,
    '/movePhoto/:id',
    'Asks to move a photo to another spot (needs login): pending until the votes of other members reach +3, applied at once for its owner or an administrator',
    { body: MovePhotoBody, answer: MovePhotoAnswer },
    (user, id, body) => photoMoves.requestMove(user, id, body.newIdSpot),
  );
  proposalRoute(
    app,
    '/point/:id/sensitive',
    'Proposes to protect a fragile place (sensitive true, with a reason) or to lift its protection (needs login): pending until the votes of other members reach +3',
    { body: SensitiveBody, answer: SensitiveAnswer },
    (user, id, body) => proposals.sensitivity.propose(user, id, body),
  );
  proposalRoute(
    app,
    '/point/:id/editTags',
    'Proposes the tags of a spot (needs login): new names are requests to add, missing ones to delete',
    { body: EditTagsBody, answer: EditTagsAnswer },
    (user, id, body) => proposals.tags.editTags(user, id, body.tags),
  );
  proposalRoute(
    app,
    '/point/:id/rateTag',
    'Votes on the open request about a tag (needs login; value 0 withdraws the vote)',
    { body: RateTagBody, answer: ProposalVoteAnswer },
    (user, id, body) => proposals.tags.rateTag(user, id, body.tag, body.value),
  );
}

/**
 * A member's proposal about the spot or photo `:id`, or a vote on one: the body (if any) in,
 * the proposal as it then stands out.
 */
function proposalRoute<Body, Answer>(
  app: ZodApp,
  url: string,
  summary: string,
  { body, answer }: { body?: z.ZodType<Body>; answer: z.ZodType<Answer> },
  run: (user: CurrentUser | null, id: number, body: Body) => Promise<Answer>,
) {
  app.post(
    url,
    doc(
      summary,
      {
        params: IdParams,
        ...(body && { body }),
        response: { 200: answer },
        errors: proposalErrors,
      },
      signedInOnly,
    ),
    // The body is validated by `body`; the type provider does not carry a generic schema's type.
    (request) => run(request.user, request.params.id, request.body as Body),
  );
}

/** Votes for and against each kind of pending proposal, and on descriptions. */
function voteRoutes(app: ZodApp, { proposals, photoMoves, descriptions }: CommunityRouteDeps) {
  for (const action of ACTIONS) {
    const direction = voteDirectionOf(action);
    const way = direction > 0 ? 'for' : 'against';
    const [moveAction, sensitiveAction] =
      action === 'rateUp'
        ? ['moveRateUp', 'sensitiveRateUp']
        : ['moveRateDown', 'sensitiveRateDown'];
    proposalRoute(
      app,
      `/editTitle/:id/${action}`,
      `Votes ${way} the pending title (needs login)`,
      { answer: TitleVoteAnswer },
      (user, id) => proposals.titles.rate(user, id, direction),
    );
    proposalRoute(
      app,
      `/point/:id/${moveAction}`,
      `Votes ${way} the pending move of a spot (needs login)`,
      { answer: MovePointAnswer },
      (user, id) => proposals.positions.rate(user, id, direction),
    );
    proposalRoute(
      app,
      `/point/:id/${sensitiveAction}`,
      `Votes ${way} the pending proposal about a spot's sensitivity (needs login)`,
      { answer: SensitiveAnswer },
      (user, id) => proposals.sensitivity.rate(user, id, direction),
    );
    proposalRoute(
      app,
      `/movePhoto/:id/${action}`,
      `Votes ${way} the pending move of a photo (needs login); the photo's owner and administrators decide at once`,
      { answer: MovePhotoAnswer },
      (user, id) => photoMoves.rateMove(user, id, direction),
    );
    app.post(
      `/point/:id/desc/:descId/${action}`,
      doc(
        `Votes a description ${direction > 0 ? 'up' : 'down'} (needs login); answers its rating`,
        { params: DescriptionParams, response: { 200: RatingAnswer }, errors: [401, 404, 409] },
        signedInOnly,
      ),
      (request) =>
        descriptions.rate(request.user, request.params.id, request.params.descId, direction),
    );
  }
}

/** Members' descriptions of a spot. */
function descriptionRoutes(app: ZodApp, deps: CommunityRouteDeps) {
  const written = {
    body: DescriptionBody,
    response: { 200: Description },
    errors: [401, 404, 409],
  } as const;
  app.post(
    '/point/:id/desc',
    doc(
      "Saves the member's description of a spot (one per member: a second edits the first)",
      { params: IdParams, ...written },
      signedInOnly,
    ),
    (request) => deps.descriptions.save(request.user, request.params.id, request.body.description),
  );
  app.post(
    '/point/:id/desc/:descId',
    doc(
      'Edits a description (its author only)',
      { params: DescriptionParams, ...written },
      signedInOnly,
    ),
    (request) =>
      deps.descriptions.edit(
        request.user,
        request.params.id,
        request.params.descId,
        request.body.description,
      ),
  );
}

/** A spot's History with its reverts, and the Review page of open proposals. */
function historyAndReviewRoutes(app: ZodApp, deps: CommunityRouteDeps) {
  app.get(
    '/point/:id/history',
    doc("A spot's open proposals and its History, newest first", {
      params: IdParams,
      response: { 200: SpotHistoryAnswer },
    }),
    (request) => deps.history.ofSpot(request.params.id, request.user),
  );
  app.post(
    '/point/:id/history/:changeId/revert',
    doc(
      'Reverts an applied change of a spot (administrators); the revert is recorded',
      { params: HistoryParams, response: { 200: SpotHistoryAnswer }, errors: [401, 404, 409] },
      signedInOnly,
    ),
    async (request) => {
      await deps.history.revert(request.user, request.params.id, request.params.changeId);
      return deps.history.ofSpot(request.params.id, request.user);
    },
  );
  app.post(
    '/user/:id/revertChanges',
    doc(
      "Undoes every new title, move and tag change of a member since a moment (administrators), except where someone else changed the same thing since; each undo is recorded in its spot's History",
      {
        params: IdParams,
        body: RevertChangesBody,
        response: { 200: RevertChangesAnswer },
        errors: [400, 401, 403, 404],
      },
      signedInOnly,
    ),
    (request) =>
      deps.history.revertMemberSince(request.user, request.params.id, new Date(request.body.since)),
  );
  app.get(
    '/review',
    doc('Open proposals across the site: nearest to the given position first, then oldest', {
      querystring: ReviewQuery,
      response: { 200: ProposalList },
    }),
    (request) => deps.proposals.lists.review(nearOf(request.query), request.user),
  );
  app.get(
    '/review/count',
    doc(
      'How many open proposals the member can still vote on, near the given position or anywhere',
      { querystring: ReviewQuery, response: { 200: ReviewCountAnswer }, errors: [401] },
    ),
    async (request) => ({
      open: await deps.proposals.lists.votableCount(request.user, nearOf(request.query)),
    }),
  );
}

/** The position the Review page's proposals are nearest to, when the query gives one. */
function nearOf({ lat, long }: z.infer<typeof ReviewQuery>) {
  return lat !== undefined && long !== undefined ? { lat, lng: long } : null;
}

/** Members' impact and the badges. */
function reputationRoutes(app: ZodApp, deps: CommunityRouteDeps) {
  app.get(
    '/user/:id/impact',
    doc("A member's impact, trust tier, badges and proposals with how each ended", {
      params: IdParams,
      response: { 200: UserImpactAnswer },
      errors: [404],
    }),
    async (request) => {
      const profile = await deps.reputation.profile(request.params.id);
      if (!profile) throw notFound('user');
      return {
        ...profile,
        proposals: await deps.proposals.lists.ofUser(request.params.id, request.user),
      };
    },
  );
  app.get(
    '/badges',
    doc('Every badge with its rule and the members who hold it', {
      response: { 200: BadgesAnswer },
    }),
    () => deps.reputation.allBadges(),
  );
}
