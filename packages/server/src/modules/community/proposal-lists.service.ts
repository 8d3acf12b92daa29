import {
  actsAsMember,
  distanceM,
  REVIEW_NEAR_KM,
  type CurrentUser,
  type PositionViewer,
  type ProposalStatus,
  type ProposalView,
} from '@vantage/shared';
import { joinedSpotPosition, positionSeenBy } from '../../lib/spot-position';
import { pendingSensitivity } from '../../lib/spot-sensitivity';
import { photoUrls } from '../../media/media-urls';
import { requireUser } from '../../lib/permissions';
import { toUserRef } from '../../lib/user-ref';
import type { ProposalListRow, ProposalRepository, ProposalRow } from './proposal.repository';

/** Lists of proposals: a spot's open ones, the Review page, a member's. */
export class ProposalLists {
  constructor(
    private readonly proposals: Pick<
      ProposalRepository,
      'openOfSpot' | 'review' | 'countVotable' | 'ofUser'
    >,
  ) {}

  /** A spot's open proposals. */
  async openOfSpot(spotId: number, viewer: PositionViewer | null): Promise<ProposalView[]> {
    return (await this.proposals.openOfSpot(spotId)).map((row) => proposalView(row, null, viewer));
  }

  /** Open proposals across the site for the Review page: nearest first, then oldest. */
  async review(
    near: { lat: number; lng: number } | null,
    viewer: PositionViewer | null,
  ): Promise<ProposalView[]> {
    const rows = await this.proposals.review(near, 50);
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
    return this.proposals.countVotable(user.id, near ? boxAround(near, REVIEW_NEAR_KM) : null);
  }

  /** A member's proposals and how each ended. */
  async ofUser(userId: number, viewer: PositionViewer | null): Promise<ProposalView[]> {
    return (await this.proposals.ofUser(userId, 100)).map((row) => proposalView(row, null, viewer));
  }
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
