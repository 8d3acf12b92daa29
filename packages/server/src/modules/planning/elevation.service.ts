import type { CurrentUser } from '@vantage/shared';
import type { ElevationSource } from '../../adapters/elevation';
import { ServiceUnavailableError } from '../../lib/circuit-breaker';
import { badRequest, notFound } from '../../lib/errors';
import { exactlySeenOrRefused } from '../../lib/spot-position';
import type { WarnLog } from '../../lib/log';
import { requireUser } from '../../lib/permissions';
import type { PlanningRepository } from './planning.repository';

/** A member's elevation of a spot may differ from the ground's by at most this much. */
export const ELEVATION_ADJUST_MAX_M = 300;

/** After a failed lookup, a spot's elevation is not asked for again for this long. */
const RETRY_AFTER_MS = 10 * 60_000;

/** A spot as the elevation rules need it. */
export interface ElevationSpot {
  id: number;
  lat: number;
  lng: number;
  elev: number | null;
}

/**
 * Spot elevations: the ground's from an elevation service, asked once per spot and kept, and
 * members' corrections, which become the spot's elevation.
 */
export class ElevationService {
  private readonly pending = new Map<number, Promise<number | null>>();
  private readonly failedAtMs = new Map<number, number>();

  constructor(
    private readonly repository: PlanningRepository,
    private readonly source: ElevationSource | null,
    private readonly log: WarnLog,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The spot's elevation; when it has none, the ground's, asked for once and stored. A
   * failing service is logged and gives null, so the page shows no elevation, never an error.
   */
  async elevationOf(spot: ElevationSpot): Promise<number | null> {
    if (spot.elev !== null || !this.source) return spot.elev;
    return this.baseElevation(spot);
  }

  /** The ground elevation at the spot as the service gave it, asking once when never asked. */
  private async baseElevation(spot: ElevationSpot): Promise<number | null> {
    const lookup = await this.repository.elevationLookup(spot.id);
    if (lookup) return lookup.base_elev;
    const source = this.source;
    if (!source) return null;
    const failedAt = this.failedAtMs.get(spot.id);
    if (failedAt !== undefined && this.now() - failedAt < RETRY_AFTER_MS) return null;
    const inFlight = this.pending.get(spot.id);
    if (inFlight) return inFlight;
    const loading = (async () => {
      try {
        const elevM = await source.elevationM(spot.lat, spot.lng);
        await this.repository.storeElevationLookup(spot.id, elevM, source.name);
        this.failedAtMs.delete(spot.id);
        return elevM;
      } catch (error) {
        this.failedAtMs.set(spot.id, this.now());
        if (this.failedAtMs.size > 10_000) this.failedAtMs.clear();
        if (!(error instanceof ServiceUnavailableError)) {
          this.log.warn({ err: error, spotId: spot.id }, `elevation from ${source.name} failed`);
        }
        return null;
      }
    })().finally(() => this.pending.delete(spot.id));
    this.pending.set(spot.id, loading);
    return loading;
  }

  /**
   * A signed-in user's elevation for a spot (`POST /elevation/{id}`): recorded, and the
   * spot's elevation from then on. It must lie within ±300 m of the ground's when known.
   */
  async adjust(
    actor: CurrentUser | null,
    spotId: number,
    elevationM: number,
  ): Promise<{ elev: number }> {
    const user = requireUser(actor);
    const row = await this.repository.spot(spotId);
    if (!row) throw notFound('spot');
    // The ground's elevation is read where the place is, which only some may know.
    const spot = { id: row.id, elev: row.elev, ...exactlySeenOrRefused(user, row) };
    const baseM = await this.baseElevation(spot);
    if (baseM !== null && Math.abs(elevationM - baseM) > ELEVATION_ADJUST_MAX_M) {
      throw badRequest(
        'elevation',
        `must be within ${ELEVATION_ADJUST_MAX_M} m of the ground elevation (${Math.round(baseM)} m)`,
      );
    }
    const elev = Math.round(elevationM * 10) / 10;
    await this.repository.adjustElevation(spot.id, user.id, elev);
    return { elev };
  }
}
