import { destination, distanceM, MAX_MOVE_M, round6, type LatLng } from '@vantage/shared';

/** The arrow keys move the pin this far; with Shift ten times as far. */
export const NUDGE_M = 10;

const BEARINGS: Record<string, number> = {
  ArrowUp: 0,
  ArrowRight: 90,
  ArrowDown: 180,
  ArrowLeft: 270,
};

/** Where an arrow key moves the pin, or null for another key. */
export function nudged(pin: LatLng, key: string, shift: boolean): LatLng | null {
  const bearing = BEARINGS[key];
  if (bearing === undefined) return null;
  const next = destination(pin, bearing, shift ? NUDGE_M * 10 : NUDGE_M);
  return { lat: round6(next.lat), lng: round6(next.lng) };
}

/** Whether the pin is far enough from the spot to be a move, and near enough to be allowed. */
export function moveCheck(
  spot: LatLng,
  pin: LatLng,
  admin: boolean,
): { ok: true } | { ok: false; reason: string } {
  const distance = distanceM(spot, pin);
  if (distance < 0.5) return { ok: false, reason: 'Move the pin to the exact position first.' };
  if (distance > MAX_MOVE_M && !admin) {
    return {
      ok: false,
      reason: `A spot moves at most ${MAX_MOVE_M / 1000} km; a place further away is a new spot.`,
    };
  }
  return { ok: true };
}
