import {
  titleSlug,
  type CurrentUser,
  type EditTitleAnswer,
  type TitleVoteAnswer,
  type VoteDirection,
} from '@vantage/shared';
import { badRequest, notFound } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import type * as SpotWriter from '../spots/spot-writer.repository';
import { cleanLine, spotOf, SpotProposals, type ProposalHandler } from './proposal-kind';
import type { CommunityTransaction } from './vote.repository';

/** A new title: the spot and its address (its slug) are renamed once it is applied. */
export function titleHandler(spots: Pick<typeof SpotWriter, 'renameSpot'>): ProposalHandler {
  return {
    same: (open, values) => open.new_title?.toLowerCase() === values.newTitle?.toLowerCase(),
    describeOpen: (open) =>
      `A new title “${open.new_title ?? ''}” is waiting for votes. Please vote on it first.`,
    async apply(trx, changed, locked, proposal) {
      const spot = spotOf(locked);
      const title = proposal.new_title!;
      await spots.renameSpot(trx, spot.id, title, titleSlug(title));
      await changed({
        spotId: spot.id,
        userId: proposal.user_id,
        proposalId: proposal.id,
        kind: 'renamed',
        before: { title: spot.title },
        after: { title },
      });
    },
  };
}

/** Proposals of new titles and the votes on them. */
export class TitleProposals extends SpotProposals {
  /** `POST /editTitle/{id}`. */
  async propose(actor: CurrentUser | null, spotId: number, raw: string) {
    const user = requireUser(actor);
    const newTitle = cleanLine(raw);
    if (newTitle === '') throw badRequest('newTitle', 'must not be empty');
    return this.engine.proposing(user, async (trx, changed): Promise<EditTitleAnswer> => {
      const spot = await this.engine.lockSpot(trx, spotId);
      if (newTitle === spot.title) throw badRequest('newTitle', 'is the title already');
      const outcome = await this.engine.propose(trx, changed, user, spot, 'title', { newTitle });
      const state = await this.state(trx, spotId);
      return { ok: true, status: outcome.status, newSpot: { title: newTitle }, ...state };
    });
  }

  /** `POST /editTitle/{id}/rateUp|rateDown`. */
  async rate(
    actor: CurrentUser | null,
    spotId: number,
    direction: VoteDirection,
  ): Promise<TitleVoteAnswer> {
    return this.engine.voting(actor, async (trx, changed, user) => {
      const { spot, open } = await this.engine.lockSpotWithOpen(trx, spotId, 'title');
      if (!open) throw notFound('pending title of this spot');
      const outcome = await this.engine.vote(trx, changed, user, spot, open, direction);
      // The spot is locked and was the only one to change: the answer needs no second read.
      const pending = outcome.status === 'pending';
      return {
        status: outcome.status,
        title: outcome.status === 'applied' ? open.new_title! : spot.title,
        newTitle: pending ? { title: open.new_title!, rating: outcome.rating } : null,
      };
    });
  }

  private async state(trx: CommunityTransaction, spotId: number) {
    const spot = await this.engine.spotNow(trx, spotId);
    const open = await this.proposals.open(trx, spotId, 'title');
    return {
      title: spot.title,
      newTitle: open?.new_title != null ? { title: open.new_title, rating: open.rating } : null,
    };
  }
}
