import type { BBox, TileSpot } from '@vantage/shared';

/** Spot bar height in px: 150, or 120 in the mobile layout. */
export const SPOT_BAR_HEIGHT_PX = { desktop: 150, mobile: 120 } as const;

/** The spot bar shows a new view's list at the latest this long after it arrives. */
export const SPOT_BAR_SWAP_MAX_MS = 700;

function inLongitudes(lng: number, bounds: BBox): boolean {
  // A view across the antimeridian has its west edge east of its east edge.
  return bounds.west <= bounds.east
    ? lng >= bounds.west && lng <= bounds.east
    : lng >= bounds.west || lng <= bounds.east;
}

/** The loaded spots inside the view, best first (ties by id, so the order is stable). */
export function spotsInView(spots: readonly TileSpot[], bounds: BBox): TileSpot[] {
  return spots
    .filter(
      (spot) =>
        spot.lat >= bounds.south && spot.lat <= bounds.north && inLongitudes(spot.long, bounds),
    )
    .sort((a, b) => b.score - a.score || a.id - b.id);
}

/** True when both lists name the same spots in the same order. */
export function sameSpots(a: readonly { id: number }[], b: readonly { id: number }[]): boolean {
  return a.length === b.length && a.every((spot, index) => spot.id === b[index]?.id);
}

/**
 * Calls `swap` once `ready` settles (say, when the new list's previews have loaded) or after
 * `maxWaitMs`, whichever comes first, so the bar never shows a list of empty cards for long.
 * Returns a cancel function for when a newer list arrives first.
 */
export function scheduleListSwap(
  ready: Promise<unknown>,
  maxWaitMs: number,
  swap: () => void,
): () => void {
  let settled = false;
  const finish = () => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    swap();
  };
  const timer = setTimeout(finish, maxWaitMs);
  ready.then(finish, finish);
  return () => {
    settled = true;
    clearTimeout(timer);
  };
}
