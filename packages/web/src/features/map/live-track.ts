import { destination, distanceM, type LatLng } from '@vantage/shared';
import type { TrackPosition } from './track-file';

/** One fix of the device's position. */
export interface PositionFix {
  lat: number;
  lng: number;
  /** Radius of the 68% circle around it, in metres. */
  accuracyM: number;
}

/** The path walked: the fixes kept, oldest first, and its length. */
export interface WalkedPath {
  positions: TrackPosition[];
  lengthM: number;
}

export const EMPTY_PATH: WalkedPath = { positions: [], lengthM: 0 };

/** Fixes vaguer than this show the dot and its circle but do not draw the path. */
export const PATH_ACCURACY_LIMIT_M = 100;
/** The least step the path takes: smaller moves are the fix wandering around a standing phone. */
export const PATH_MIN_STEP_M = 3;

const latLng = ([lng, lat]: TrackPosition): LatLng => ({ lat, lng });

/** The path with `fix` added, when it is precise enough and far enough from the last point. */
export function extendPath(path: WalkedPath, fix: PositionFix): WalkedPath {
  if (fix.accuracyM > PATH_ACCURACY_LIMIT_M) return path;
  const next: TrackPosition = [fix.lng, fix.lat];
  const last = path.positions.at(-1);
  if (!last) return { positions: [next], lengthM: 0 };
  const stepM = distanceM(latLng(last), fix);
  // A step shorter than the fix's own uncertainty is noise, not a walk.
  if (stepM < Math.max(PATH_MIN_STEP_M, fix.accuracyM / 2)) return path;
  return { positions: [...path.positions, next], lengthM: path.lengthM + stepM };
}

/** The ring of the accuracy circle around a fix, closed, as a GeoJSON polygon wants it. */
export function accuracyRing(fix: PositionFix, steps = 48): TrackPosition[] {
  const ring: TrackPosition[] = [];
  for (let step = 0; step < steps; step++) {
    const { lat, lng } = destination(fix, (360 * step) / steps, Math.max(fix.accuracyM, 1));
    ring.push([lng, lat]);
  }
  ring.push(ring[0]!);
  return ring;
}

/** What the geolocation API's error means for the visitor, in one line. */
export function positionErrorMessage(code: number | null): string {
  switch (code) {
    case 1:
      return 'Location permission was denied, so the map cannot show where you are.';
    case null:
      return 'This browser cannot tell where you are.';
    default:
      return 'Your position is not available right now.';
  }
}
