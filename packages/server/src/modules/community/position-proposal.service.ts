import {
  canMoveSpotFar,
  distanceM,
  MAX_MOVE_M,
  MOVE_RECORDED_MESSAGE,
  round6,
  storedPositions,
  type CurrentUser,
  type MovePointAnswer,
  type VoteDirection,
} from '@vantage/shared';
import { badRequest, notFound } from '../../lib/errors';
import { exactlySeenOrRefused, exactPositionOf, positionSeenBy } from '../../lib/spot-position';
import { timeZoneAt } from '../../lib/time-zone';
import { requireUser } from '../../lib/permissions';
import type { ReportChange, SpotChange } from '../spots/spot-changes.service';
import type * as SpotWriter from '../spots/spot-writer.repository';
import type { Outcome } from './proposal-engine.service';
import { spotOf, SpotProposals, type ProposalHandler } from './proposal-kind';
import type { LockedSpot } from './proposal.repository';
import type { ReputationService } from './reputation.service';
import type { CommunityTransaction } from './vote.repository';

/**
 * Moves a spot to `to` (its exact position): a sensitive place is stored at the centre of its
 * new cell, with the time zone there, and keeps `to` apart. The History records the exact
 * positions, which it shows only to those who may see the place exactly.
 */
export async function moveSpot(
  spots: Pick<typeof SpotWriter, 'storeSpotPosition'>,
  trx: CommunityTransaction,
  changed: ReportChange,
  spot: LockedSpot,
  to: { lat: number; lng: number },
  base: Pick<SpotChange, 'spotId' | 'userId' | 'proposalId' | 'revertOf'>,
): Promise<void> {
  const stored = storedPositions(to, spot.sensitive_reason !== null);
  await spots.storeSpotPosition(trx, spot.id, {
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

/**
 * A new position. A move the community turned down credits the spot's author, whose place
 * was right.
 */
export function positionHandler(
  spots: Pick<typeof SpotWriter, 'storeSpotPosition'>,
  reputation: Pick<ReputationService, 'award'>,
): ProposalHandler {
  return {
    same: (open, values) => open.new_lat === values.newLat && open.new_lng === values.newLng,
    describeOpen: () =>
      'Another position of this spot is waiting for votes. Please vote on it first.',
    async apply(trx, changed, locked, proposal) {
      const spot = spotOf(locked);
      await moveSpot(
        spots,
        trx,
        changed,
        spot,
        { lat: proposal.new_lat!, lng: proposal.new_lng! },
        { spotId: spot.id, userId: proposal.user_id, proposalId: proposal.id },
      );
    },
    async rejected(trx, spot, proposal) {
      if (!spot || spot.user_id === proposal.user_id) return;
      const ref = { type: 'proposal' as const, id: proposal.id };
      await reputation.award(trx, spot.user_id, 'spotKeptPlace', ref);
    },
  };
}

/** Proposals of new positions of spots and the votes on them. */
export class PositionProposals extends SpotProposals {
  /** `POST /movePoint/{id}`. */
  async propose(
    actor: CurrentUser | null,
    spotId: number,
    position: { lat: number; long: number },
  ): Promise<MovePointAnswer> {
    const user = requireUser(actor);
    const lat = round6(position.lat);
    const lng = round6(position.long);
    return this.engine.proposing(user, async (trx, changed) => {
      const spot = await this.engine.lockSpot(trx, spotId);
      const seen = exactlySeenOrRefused(user, spot);
      const distance = distanceM(seen, { lat, lng });
      if (distance < 0.5) throw badRequest('lat', 'the spot is at this position already');
      if (distance > MAX_MOVE_M && !canMoveSpotFar(user)) {
        throw badRequest(
          'lat',
          `the new position is ${(distance / 1000).toFixed(1)} km away; a spot moves at most ${MAX_MOVE_M / 1000} km (a place further away is a new spot)`,
        );
      }
      const outcome = await this.engine.propose(trx, changed, user, spot, 'location', {
        newLat: lat,
        newLng: lng,
      });
      return this.state(trx, user, spotId, outcome);
    });
  }

  /** `POST /point/{id}/moveRateUp|moveRateDown`. */
  async rate(
    actor: CurrentUser | null,
    spotId: number,
    direction: VoteDirection,
  ): Promise<MovePointAnswer> {
    return this.engine.voting(actor, async (trx, changed, user) => {
      const { spot, open } = await this.engine.lockSpotWithOpen(trx, spotId, 'location');
      const seen = exactlySeenOrRefused(user, spot);
      if (!open) throw notFound('pending move of this spot');
      const outcome = await this.engine.vote(trx, changed, user, spot, open, direction);
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

  private async state(
    trx: CommunityTransaction,
    user: CurrentUser,
    spotId: number,
    outcome: Outcome,
  ): Promise<MovePointAnswer> {
    const spot = await this.engine.spotNow(trx, spotId);
    const open = await this.proposals.open(trx, spotId, 'location');
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
}
