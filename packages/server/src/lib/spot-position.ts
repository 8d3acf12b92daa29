import {
  distanceM,
  visibleSpotPosition,
  type PositionViewer,
  type VisiblePosition,
} from '@vantage/shared';
import { HttpError } from './errors';

/**
 * The columns of a spot row the position rule reads. `lat`/`lng` hold the position everyone
 * may know; `exact_lat`/`exact_lng` the exact position of a sensitive place (null otherwise).
 */
export interface SpotPositionColumns {
  lat: number;
  lng: number;
  exact_lat: number | null;
  exact_lng: number | null;
  user_id: number | null;
  sensitive_reason: string | null;
}

/** The column names to select with a spot for {@link positionSeenBy}. */
export const SPOT_POSITION_COLUMNS = [
  'spots.lat',
  'spots.lng',
  'spots.exact_lat',
  'spots.exact_lng',
  'spots.user_id',
  'spots.sensitive_reason',
] as const;

/**
 * The position of a spot that `viewer` may know, by the shared access policy: every answer,
 * distance, box, azimuth, horizon or refusal that reaches the viewer starts from it.
 */
export function positionSeenBy(
  viewer: PositionViewer | null | undefined,
  row: SpotPositionColumns,
): VisiblePosition {
  return visibleSpotPosition(viewer, {
    authorId: row.user_id,
    sensitive: row.sensitive_reason !== null,
    lat: row.lat,
    lng: row.lng,
    exact:
      row.exact_lat !== null && row.exact_lng !== null
        ? { lat: row.exact_lat, lng: row.exact_lng }
        : null,
  });
}

/**
 * Where a spot really is: for work whose result reaches nobody but those who may see the
 * place exactly (its stored ground elevation, a move's history, the search for its place's
 * areas by an administrator's revert).
 */
export function exactPositionOf(row: Omit<SpotPositionColumns, 'user_id' | 'sensitive_reason'>): {
  lat: number;
  lng: number;
} {
  return row.exact_lat !== null && row.exact_lng !== null
    ? { lat: row.exact_lat, lng: row.exact_lng }
    : { lat: row.lat, lng: row.lng };
}

/**
 * The position of a spot a member is about to change where it is, or what is measured from
 * there (its position, elevation or default view): a protected place is changed only by those
 * who may see where it is, so no refusal or echo measures from it for anyone else.
 */
export function exactlySeenOrRefused(
  viewer: PositionViewer,
  row: SpotPositionColumns,
): { lat: number; lng: number } {
  const seen = positionSeenBy(viewer, row);
  if (seen.blurred) {
    throw new HttpError(
      403,
      'protected_place',
      'This place is protected: only its author, administrators and trusted members, who see where it is, can change its position, elevation or default view.',
    );
  }
  return { lat: seen.lat, lng: seen.lng };
}

/**
 * Whether a position someone recorded (where they stood for a panorama's correction, say)
 * would tell where a protected place is: it lies within `marginM` of the place, and whoever
 * recorded it could see the place exactly. Such records are left out for viewers who may not.
 */
export function recordedAtHiddenPlace(
  place: SpotPositionColumns,
  recorded: { lat: number; lng: number },
  recorder: PositionViewer | null,
  marginM: number,
): boolean {
  if (place.sensitive_reason === null || positionSeenBy(recorder, place).blurred) return false;
  return distanceM(exactPositionOf(place), recorded) <= marginM;
}

/** A spot's position columns joined to another row (a photo's, a proposal's) as `spot_…`. */
export interface JoinedSpotPositionColumns {
  spot_lat: number;
  spot_lng: number;
  spot_exact_lat: number | null;
  spot_exact_lng: number | null;
  spot_user_id: number | null;
  spot_sensitive_reason: string | null;
}

/** The column names to select with a joined spot (`spots`) as {@link JoinedSpotPositionColumns}. */
export const JOINED_SPOT_POSITION_COLUMNS = [
  'spots.lat as spot_lat',
  'spots.lng as spot_lng',
  'spots.exact_lat as spot_exact_lat',
  'spots.exact_lng as spot_exact_lng',
  'spots.user_id as spot_user_id',
  'spots.sensitive_reason as spot_sensitive_reason',
] as const;

/** The position columns of a spot joined to another row, for {@link positionSeenBy}. */
export function joinedSpotPosition(row: JoinedSpotPositionColumns): SpotPositionColumns {
  return {
    lat: row.spot_lat,
    lng: row.spot_lng,
    exact_lat: row.spot_exact_lat,
    exact_lng: row.spot_exact_lng,
    user_id: row.spot_user_id,
    sensitive_reason: row.spot_sensitive_reason,
  };
}
