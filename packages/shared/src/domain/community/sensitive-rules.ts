import { canSeeExactSpotPosition, type PositionViewer, type ProtectedSpot } from '../access.js';
import { round6 } from '../geo.js';

/**
 * Fragile places. The community may mark a spot sensitive (wildlife, private land, a place
 * damaged by crowds): everyone but its author, administrators and trusted members then sees a
 * blurred position, the spot leaves exports and the map's close-zoom tile lists, and its
 * photos never show their GPS.
 */

/** Why a place is sensitive. */
export const SENSITIVE_REASONS = ['wildlife', 'private_land', 'crowd_damage', 'other'] as const;
/** A reason a place is sensitive. */
export type SensitiveReason = (typeof SENSITIVE_REASONS)[number];

/** How each reason reads on the spot page and in proposals. */
export const SENSITIVE_REASON_LABELS: Record<SensitiveReason, string> = {
  wildlife: 'Wildlife (nesting, breeding or resting animals)',
  private_land: 'Private land',
  crowd_damage: 'Damaged by crowds',
  other: 'Another reason',
};

/** Longest free text a member may add to the reason, in characters. */
export const SENSITIVE_NOTE_MAX = 500;

/**
 * The most a blurred position lies from the exact one, in metres. The public position is the
 * centre of a fixed grid cell whose half-diagonal is this radius, so every request answers
 * the same point: averaging many answers cannot recover the exact place.
 */
export const SENSITIVE_BLUR_RADIUS_M = 1_500;

/**
 * Map tiles of this zoom and closer leave sensitive spots out; coarser tiles show them at
 * their blurred position.
 */
export const SENSITIVE_TILE_MIN_HIDDEN_ZOOM = 9;

const METRES_PER_DEGREE_LAT = 111_320;
/** Grid cells stop shrinking in longitude near the poles. */
const MAX_GRID_LAT_DEG = 85;

/** The side of a grid cell in metres: a square whose half-diagonal is the blur radius. */
const CELL_SIDE_M = SENSITIVE_BLUR_RADIUS_M * Math.SQRT2;

/**
 * The public position of a sensitive place: the centre of the grid cell that holds it. Cells
 * are `CELL_SIDE_M` tall; their width in degrees follows the latitude of the cell's centre,
 * so every cell is about as wide as it is tall.
 */
export function blurredPosition(position: { lat: number; lng: number }): {
  lat: number;
  lng: number;
} {
  const latStepDeg = CELL_SIDE_M / METRES_PER_DEGREE_LAT;
  const lat = (Math.floor(position.lat / latStepDeg) + 0.5) * latStepDeg;
  const cosLat = Math.cos((Math.min(Math.abs(lat), MAX_GRID_LAT_DEG) * Math.PI) / 180);
  const lngStepDeg = latStepDeg / cosLat;
  const lng = (Math.floor(position.lng / lngStepDeg) + 0.5) * lngStepDeg;
  return {
    lat: round6(Math.max(-90, Math.min(90, lat))),
    lng: round6(Math.max(-180, Math.min(180, lng))),
  };
}

/**
 * How a spot's position is stored. `lat`/`lng` are the position everyone may know: the exact
 * one of an ordinary spot, the blurred one of a sensitive place, so that every spatial index,
 * tile list, distance and box is worked out from what anyone may know. The exact position of
 * a sensitive place is kept apart in `exact` (null for every other spot).
 */
export interface StoredSpotPosition extends ProtectedSpot {
  lat: number;
  lng: number;
  exact: { lat: number; lng: number } | null;
}

/** Which of a spot's positions a viewer may know, and whether it is the blurred one. */
export interface VisiblePosition {
  lat: number;
  lng: number;
  /** True when the viewer sees the public position of a sensitive place, not the place. */
  blurred: boolean;
}

/**
 * The one rule of which position a viewer may know: the exact position of a sensitive place
 * to those who may see it exactly, its public (blurred) position to everyone else, and the
 * position of any other spot to all. Every computation whose result reaches the viewer
 * (distances, boxes, azimuths, horizons, refusals, echoes) starts from this position.
 */
export function visibleSpotPosition(
  viewer: PositionViewer | null | undefined,
  spot: StoredSpotPosition,
): VisiblePosition {
  if (!spot.sensitive) return { lat: spot.lat, lng: spot.lng, blurred: false };
  if (spot.exact && canSeeExactSpotPosition(viewer, spot)) {
    return { lat: spot.exact.lat, lng: spot.exact.lng, blurred: false };
  }
  return { lat: spot.lat, lng: spot.lng, blurred: true };
}

/**
 * Where a spot's positions are stored once its sensitivity is `sensitive` and it lies at
 * `exact`: a sensitive place keeps its exact position apart and shows the centre of its cell.
 */
export function storedPositions(
  exact: { lat: number; lng: number },
  sensitive: boolean,
): { lat: number; lng: number; exact: { lat: number; lng: number } | null } {
  if (!sensitive) return { lat: exact.lat, lng: exact.lng, exact: null };
  return { ...blurredPosition(exact), exact: { lat: exact.lat, lng: exact.lng } };
}

/**
 * What happens to the open proposals a member voted on when their account is deleted: the
 * vote is withdrawn and the score counted again, but a withdrawal never decides a proposal,
 * even when the new score reaches ±3; the next vote decides it by the usual rule.
 */
export function ratingAfterWithdrawal(
  rating: number,
  withdrawnVote: number,
): { rating: number; decided: false } {
  return { rating: rating - withdrawnVote, decided: false };
}
