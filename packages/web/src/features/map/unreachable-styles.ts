/**
 * How long a style whose provider was found unreachable opens on the server's own basemap in
 * the other maps of the visit: 5 minutes. Long enough for the few minutes a visitor spends
 * going from the large map to spot pages and the new-spot map, each of which would otherwise
 * stand blank for up to PROVIDER_TILE_TIMEOUT_MS before falling back; short enough that a
 * provider back from a brief outage (a restart, a tunnel on the train) gives its detailed map
 * to the next map opened soon after. Trying again costs at most that one wait per 5 minutes.
 */
export const UNREACHABLE_REMEMBERED_MS = 5 * 60_000;

/**
 * The styles whose provider a map of this tab found unreachable, and when. Kept in the page's
 * memory, not in sessionStorage: it lasts the visit's in-app navigations, and a reload (what a
 * visitor does to try again, e.g. back online) asks the provider afresh.
 */
export class UnreachableStyles {
  private readonly sinceMs = new Map<string, number>();

  /** A map found the provider of `styleUrl` unreachable at `nowMs` (a clock that never goes back). */
  remember(styleUrl: string, nowMs: number): void {
    this.sinceMs.set(styleUrl, nowMs);
  }

  /** A map loaded tiles from the provider of `styleUrl`: it is reachable again. */
  forget(styleUrl: string): void {
    this.sinceMs.delete(styleUrl);
  }

  /** Should a map opening `styleUrl` at `nowMs` start on the server's own basemap? */
  isUnreachable(styleUrl: string, nowMs: number): boolean {
    const since = this.sinceMs.get(styleUrl);
    if (since === undefined) return false;
    if (nowMs - since < UNREACHABLE_REMEMBERED_MS) return true;
    this.sinceMs.delete(styleUrl);
    return false;
  }
}

/** The verdicts shared by every map of this tab. */
export const unreachableStyles = new UnreachableStyles();

/** The page's monotonic clock: a changed system clock neither lengthens nor ends a verdict. */
export function pageClockMs(): number {
  return performance.now();
}
