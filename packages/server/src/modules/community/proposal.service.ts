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
  readonly titles: TitleProposals;
  readonly positions: PositionProposals;
  readonly sensitivity: SensitiveProposals;
  readonly tags: TagProposals;
  readonly lists: ProposalLists;

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
    this.titles = new TitleProposals(engine, proposals);
    this.positions = new PositionProposals(engine, proposals);
    this.sensitivity = new SensitiveProposals(engine, proposals);
    this.tags = new TagProposals(engine, proposals, deps.tags);
    this.lists = new ProposalLists(proposals);
  }

  /** One decision's transaction (see {@link ProposalEngine.run}). */
  run: ProposalEngine['run'] = (work) => this.engine.run(work);
}
