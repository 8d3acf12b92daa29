import {
  storedPositions,
  type CurrentUser,
  type SensitiveAnswer,
  type SensitiveBody,
  type VoteDirection,
} from '@vantage/shared';
import { badRequest, notFound } from '../../lib/errors';
import { exactPositionOf } from '../../lib/spot-position';
import { isSensitiveReason, pendingSensitivity, sensitivityOf } from '../../lib/spot-sensitivity';
import { requireUser } from '../../lib/permissions';
import type * as SpotWriter from '../spots/spot-writer.repository';
import type { Outcome } from './proposal-engine.service';
import { cleanLine, spotOf, SpotProposals, type ProposalHandler } from './proposal-kind';
import type { CommunityTransaction } from './vote.repository';

/**
 * Protecting a fragile place (with its reason) or lifting the protection. A protected place
 * shows the centre of its cell from now on; a place set free its own.
 */
export function sensitiveHandler(
  spots: Pick<typeof SpotWriter, 'storeSpotSensitivity'>,
): ProposalHandler {
  return {
    same: (open, values) =>
      open.new_sensitive === (values.sensitive?.on ? 1 : 0) &&
      open.sensitive_reason === (values.sensitive?.reason ?? null),
    describeOpen: (open) =>
      open.new_sensitive === 1
        ? 'A proposal to protect this place is waiting for votes. Please vote on it first.'
        : 'A proposal to lift the protection of this place is waiting for votes. Please vote on it first.',
    async apply(trx, changed, locked, proposal) {
      const spot = spotOf(locked);
      const before = sensitivityOf(spot);
      const after =
        proposal.new_sensitive === 1 && isSensitiveReason(proposal.sensitive_reason)
          ? { reason: proposal.sensitive_reason, note: proposal.sensitive_note }
          : null;
      const stored = storedPositions(exactPositionOf(spot), after !== null);
      await spots.storeSpotSensitivity(trx, spot.id, after, stored);
      await changed({
        spotId: spot.id,
        userId: proposal.user_id,
        proposalId: proposal.id,
        kind: after ? 'protected' : 'unprotected',
        before: { sensitive: before },
        after: { sensitive: after },
        staleAt: [{ lat: spot.lat, lng: spot.lng }],
      });
    },
  };
}

/** Proposals to protect places or lift their protection, and the votes on them. */
export class SensitiveProposals extends SpotProposals {
  /**
   * `POST /point/{id}/sensitive`: a proposal to protect a fragile place (with its reason) or to
   * lift the protection. Decided like every proposal; only administrators apply it at once.
   */
  async propose(
    actor: CurrentUser | null,
    spotId: number,
    body: SensitiveBody,
  ): Promise<SensitiveAnswer> {
    const user = requireUser(actor);
    const reason = body.sensitive ? (body.reason ?? null) : null;
    const note = body.sensitive && body.note ? cleanLine(body.note) || null : null;
    return this.engine.proposing(user, async (trx, changed) => {
      const spot = await this.engine.lockSpot(trx, spotId);
      const isSensitive = spot.sensitive_reason !== null;
      if (body.sensitive && isSensitive && spot.sensitive_reason === reason) {
        throw badRequest('sensitive', 'the place is protected for this reason already');
      }
      if (!body.sensitive && !isSensitive) {
        throw badRequest('sensitive', 'the place is not protected');
      }
      const outcome = await this.engine.propose(trx, changed, user, spot, 'sensitive', {
        sensitive: { on: body.sensitive, reason, note },
      });
      return this.state(trx, spotId, outcome);
    });
  }

  /** `POST /point/{id}/sensitiveRateUp|sensitiveRateDown`. */
  async rate(
    actor: CurrentUser | null,
    spotId: number,
    direction: VoteDirection,
  ): Promise<SensitiveAnswer> {
    return this.engine.voting(actor, async (trx, changed, user) => {
      const spot = await this.engine.lockSpot(trx, spotId);
      const open = await this.proposals.open(trx, spotId, 'sensitive');
      if (!open) throw notFound('pending sensitivity proposal of this spot');
      const outcome = await this.engine.vote(trx, changed, user, spot, open, direction);
      return this.state(trx, spotId, outcome);
    });
  }

  private async state(
    trx: CommunityTransaction,
    spotId: number,
    outcome: Outcome,
  ): Promise<SensitiveAnswer> {
    const spot = await this.engine.spotNow(trx, spotId);
    const open = await this.proposals.open(trx, spotId, 'sensitive');
    return {
      ok: true,
      status: outcome.status,
      rating: outcome.rating,
      sensitive: sensitivityOf(spot),
      newSensitive: open ? pendingSensitivity(open) : null,
    };
  }
}
