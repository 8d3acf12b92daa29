import * as spotWriter from '../spots/spot-writer.repository';
import type { TagRepository } from '../spots/tag.repository';
import { photoMoveHandler } from './photo-move.service';
import { PositionProposals, positionHandler } from './position-proposal.service';
import { ProposalEngine, type ProposalEngineDeps } from './proposal-engine.service';
import type { ProposalHandlers } from './proposal-kind';
import { ProposalLists } from './proposal-lists.service';
import type { ProposalRepository } from './proposal.repository';
import { sensitiveHandler, SensitiveProposals } from './sensitive-proposal.service';
import { tagHandler, TagProposals } from './tag-proposal.service';
import { titleHandler, TitleProposals } from './title-proposal.service';

/** What the community's proposals are built from. */
export interface ProposalServiceDeps extends Omit<ProposalEngineDeps, 'proposals'> {
  proposals: ProposalRepository;
  tags: Pick<TagRepository, 'getOrCreate'>;
}

/**
 * The community's proposals about spots and photos: the engine (votes, thresholds,
 * decisions), one handler per kind registered with it, and the endpoints of each kind. A new
 * kind is one file with its handler and endpoints, added to the handlers here.
 */
export class ProposalService {
  readonly engine: ProposalEngine;
  readonly proposeTitle: TitleProposals['propose'];
  readonly rateTitle: TitleProposals['rate'];
  readonly proposeMove: PositionProposals['propose'];
  readonly rateMove: PositionProposals['rate'];
  readonly proposeSensitive: SensitiveProposals['propose'];
  readonly rateSensitive: SensitiveProposals['rate'];
  readonly editTags: TagProposals['editTags'];
  readonly rateTag: TagProposals['rateTag'];
  readonly openOfSpot: ProposalLists['openOfSpot'];
  readonly review: ProposalLists['review'];
  readonly votableCount: ProposalLists['votableCount'];
  readonly ofUser: ProposalLists['ofUser'];

  constructor(deps: ProposalServiceDeps) {
    const { proposals, reputation } = deps;
    const handlers: ProposalHandlers = {
      title: titleHandler(spotWriter),
      location: positionHandler(spotWriter, reputation),
      sensitive: sensitiveHandler(spotWriter),
      tag_add: tagHandler(proposals, spotWriter, 'tag_add'),
      tag_delete: tagHandler(proposals, spotWriter, 'tag_delete'),
      photo_move: photoMoveHandler(proposals),
    };
    const engine = new ProposalEngine(deps, handlers);
    this.engine = engine;
    const titles = new TitleProposals(engine, proposals);
    const positions = new PositionProposals(engine, proposals);
    const sensitivity = new SensitiveProposals(engine, proposals);
    const tags = new TagProposals(engine, proposals, deps.tags);
    const lists = new ProposalLists(proposals);
    this.proposeTitle = titles.propose.bind(titles);
    this.rateTitle = titles.rate.bind(titles);
    this.proposeMove = positions.propose.bind(positions);
    this.rateMove = positions.rate.bind(positions);
    this.proposeSensitive = sensitivity.propose.bind(sensitivity);
    this.rateSensitive = sensitivity.rate.bind(sensitivity);
    this.editTags = tags.editTags.bind(tags);
    this.rateTag = tags.rateTag.bind(tags);
    this.openOfSpot = lists.openOfSpot.bind(lists);
    this.review = lists.review.bind(lists);
    this.votableCount = lists.votableCount.bind(lists);
    this.ofUser = lists.ofUser.bind(lists);
  }

  /** One decision's transaction (see {@link ProposalEngine.run}). */
  run: ProposalEngine['run'] = (work) => this.engine.run(work);
}
