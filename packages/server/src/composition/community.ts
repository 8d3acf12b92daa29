import type { Base, Container } from './types';
import { DescriptionService } from '../modules/community/description.service';
import { AuditTrail } from '../modules/moderation/audit-trail';
import { HistoryService } from '../modules/community/history.service';
import { ProposalService } from '../modules/community/proposal.service';
import { ReputationService } from '../modules/community/reputation.service';
import { PhotoVotesService } from '../modules/photo-votes/photo-votes.service';
import { PhotoMoveService } from '../modules/community/photo-move.service';
import type { SpotPlaces } from '../modules/spots/spot-places.service';
import { PostDoor } from '../modules/visibility/post-door.service';

/** The proposal engine, votes on photos, descriptions, the History and impact. */
export function buildCommunity(
  { repositories, rateLimits, notify }: Base,
  built: Pick<Container, 'spotChanges'> & { places: SpotPlaces },
): Pick<
  Container,
  'reputation' | 'proposals' | 'photoMoves' | 'descriptions' | 'history' | 'photoVotes'
> {
  const changes = built.spotChanges;
  const reputation = new ReputationService(repositories.reputation, Date.now, notify);
  const proposals = new ProposalService({
    proposals: repositories.proposals,
    votes: repositories.votes,
    tags: repositories.tags,
    reputation,
    changes,
    places: built.places,
    rateLimits,
    notify,
  });
  return {
    reputation,
    proposals,
    photoMoves: new PhotoMoveService({
      proposals: repositories.proposals,
      engine: proposals.engine,
      changes,
    }),
    descriptions: new DescriptionService(
      repositories.descriptions,
      repositories.votes,
      reputation,
      changes,
      notify,
      new PostDoor({ held: repositories.heldPosts, rateLimits }),
    ),
    history: new HistoryService({
      history: repositories.spotChanges,
      proposals: repositories.proposals,
      proposalService: proposals,
      users: repositories.users,
      tags: repositories.tags,
      audit: new AuditTrail(repositories.moderationLog),
    }),
    photoVotes: new PhotoVotesService({
      repository: repositories.photoVotes,
      votes: repositories.votes,
      reputation,
      changes,
      notify,
    }),
  };
}
