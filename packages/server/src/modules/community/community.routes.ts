import {
  BadgesAnswer,
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
  SensitiveAnswer,
  SensitiveBody,
  SpotHistoryAnswer,
  TitleVoteAnswer,
  UserImpactAnswer,
  voteDirectionOf,
} from '@vantage/shared';
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
function proposalRoutes(app: ZodApp, deps: CommunityRouteDeps) {
  app.post(
    '/editTitle/:id',
    doc(
      'Proposes a new title (needs login): pending until the votes of other members reach +3',
      {
        params: IdParams,
        body: EditTitleBody,
        response: { 200: EditTitleAnswer },
        errors: proposalErrors,
      },
      signedInOnly,
    ),
    (request) =>
      deps.proposals.proposeTitle(request.user, request.params.id, request.body.newTitle),
  );
  app.post(
    '/movePoint/:id',
    doc(
      'Proposes a new position of a spot (needs login; at most 2 km unless an administrator)',
      {
        params: IdParams,
        body: MovePointBody,
        response: { 200: MovePointAnswer },
        errors: proposalErrors,
      },
      signedInOnly,
    ),
    (request) => deps.proposals.proposeMove(request.user, request.params.id, request.body),
  );
  app.post(
    '/movePhoto/:id',
    doc(
      'Asks to move a photo to another spot (needs login): pending until the votes of other members reach +3, applied at once for its owner or an administrator',
      {
        params: IdParams,
        body: MovePhotoBody,
        response: { 200: MovePhotoAnswer },
        errors: proposalErrors,
      },
      signedInOnly,
    ),
    (request) =>
      deps.photoMoves.requestMove(request.user, request.params.id, request.body.newIdSpot),
  );
  app.post(
    '/point/:id/sensitive',
    doc(
      'Proposes to protect a fragile place (sensitive true, with a reason) or to lift its protection (needs login): pending until the votes of other members reach +3',
      {
        params: IdParams,
        body: SensitiveBody,
        response: { 200: SensitiveAnswer },
        errors: proposalErrors,
      },
      signedInOnly,
    ),
    (request) => deps.proposals.proposeSensitive(request.user, request.params.id, request.body),
  );
  app.post(
    '/point/:id/editTags',
    doc(
      'Proposes the tags of a spot (needs login): new names are requests to add, missing ones to delete',
      {
        params: IdParams,
        body: EditTagsBody,
        response: { 200: EditTagsAnswer },
        errors: proposalErrors,
      },
      signedInOnly,
    ),
    (request) => deps.proposals.editTags(request.user, request.params.id, request.body.tags),
  );
  app.post(
    '/point/:id/rateTag',
    doc(
      'Votes on the open request about a tag (needs login; value 0 withdraws the vote)',
      {
        params: IdParams,
        body: RateTagBody,
        response: { 200: ProposalVoteAnswer },
        errors: proposalErrors,
      },
      signedInOnly,
    ),
    (request) =>
      deps.proposals.rateTag(request.user, request.params.id, request.body.tag, request.body.value),
  );
}

/** Votes for and against each kind of pending proposal, and on descriptions. */
function voteRoutes(app: ZodApp, deps: CommunityRouteDeps) {
  for (const action of ACTIONS) {
    const direction = voteDirectionOf(action);
    const way = direction > 0 ? 'for' : 'against';
    app.post(
      `/editTitle/:id/${action}`,
      doc(
        `Votes ${way} the pending title (needs login)`,
        { params: IdParams, response: { 200: TitleVoteAnswer }, errors: proposalErrors },
        signedInOnly,
      ),
      (request) => deps.proposals.rateTitle(request.user, request.params.id, direction),
    );
    const moveAction = action === 'rateUp' ? 'moveRateUp' : 'moveRateDown';
    app.post(
      `/point/:id/${moveAction}`,
      doc(
        `Votes ${way} the pending move of a spot (needs login)`,
        { params: IdParams, response: { 200: MovePointAnswer }, errors: proposalErrors },
        signedInOnly,
      ),
      (request) => deps.proposals.rateMove(request.user, request.params.id, direction),
    );
    const sensitiveAction = action === 'rateUp' ? 'sensitiveRateUp' : 'sensitiveRateDown';
    app.post(
      `/point/:id/${sensitiveAction}`,
      doc(
        `Votes ${way} the pending proposal about a spot's sensitivity (needs login)`,
        { params: IdParams, response: { 200: SensitiveAnswer }, errors: proposalErrors },
        signedInOnly,
      ),
      (request) => deps.proposals.rateSensitive(request.user, request.params.id, direction),
    );
    app.post(
      `/movePhoto/:id/${action}`,
      doc(
        `Votes ${way} the pending move of a photo (needs login); the photo's owner and administrators decide at once`,
        { params: IdParams, response: { 200: MovePhotoAnswer }, errors: proposalErrors },
        signedInOnly,
      ),
      (request) => deps.photoMoves.rateMove(request.user, request.params.id, direction),
    );
    app.post(
      `/point/:id/desc/:descId/${action}`,
      doc(
        `Votes a description ${direction > 0 ? 'up' : 'down'} (needs login); answers its rating`,
        { params: DescriptionParams, response: { 200: RatingAnswer }, errors: [401, 404, 409] },
        signedInOnly,
      ),
      (request) =>
        deps.descriptions.rate(request.user, request.params.id, request.params.descId, direction),
    );
  }
}

/** Members' descriptions of a spot. */
function descriptionRoutes(app: ZodApp, deps: CommunityRouteDeps) {
  app.post(
    '/point/:id/desc',
    doc(
      "Saves the member's description of a spot (one per member: a second edits the first)",
      {
        params: IdParams,
        body: DescriptionBody,
        response: { 200: Description },
        errors: [401, 404, 409],
      },
      signedInOnly,
    ),
    (request) => deps.descriptions.save(request.user, request.params.id, request.body.description),
  );
  app.post(
    '/point/:id/desc/:descId',
    doc(
      'Edits a description (its author only)',
      {
        params: DescriptionParams,
        body: DescriptionBody,
        response: { 200: Description },
        errors: [401, 404, 409],
      },
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
  app.get(
    '/review',
    doc('Open proposals across the site: nearest to the given position first, then oldest', {
      querystring: ReviewQuery,
      response: { 200: ProposalList },
    }),
    (request) => {
      const { lat, long } = request.query;
      return deps.proposals.review(
        lat !== undefined && long !== undefined ? { lat, lng: long } : null,
        request.user,
      );
    },
  );
  app.get(
    '/review/count',
    doc(
      'How many open proposals the member can still vote on, near the given position or anywhere',
      { querystring: ReviewQuery, response: { 200: ReviewCountAnswer }, errors: [401] },
    ),
    async (request) => {
      const { lat, long } = request.query;
      return {
        open: await deps.proposals.votableCount(
          request.user,
          lat !== undefined && long !== undefined ? { lat, lng: long } : null,
        ),
      };
    },
  );
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
        proposals: await deps.proposals.ofUser(request.params.id, request.user),
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
