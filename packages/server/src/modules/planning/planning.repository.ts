import { splitAntimeridian, type BBox } from '@vantage/shared';
import { spotInBox } from '../../db/spatial';
import { SPOT_POSITION_COLUMNS } from '../../lib/spot-position';
import type { EpochMs } from '../../db/types';
import { storeSpotElevation } from '../spots/spot-writer.repository';
import { SqlRepository } from '../../db/sql-repository';

/** A forecast kept for a spot. */
export interface StoredForecast {
  provider: string;
  /** JSON list of weather entries. */
  data: string;
  fetchedAtMs: EpochMs;
}

/** SQL of the planning calls: weather cache, 360° views and corrections, elevations. */
export class PlanningRepository extends SqlRepository {
  /** A spot's elevation and its positions, for the position rule. */
  spot(id: number) {
    return this.db
      .selectFrom('spots')
      .select(['spots.id', 'spots.elev', ...SPOT_POSITION_COLUMNS])
      .where('spots.id', '=', id)
      .executeTakeFirst();
  }

  /** The sensitive places whose public position lies in a box (not crossing the antimeridian). */
  sensitiveIn(box: BBox) {
    return this.db
      .selectFrom('spots')
      .select(SPOT_POSITION_COLUMNS)
      .where(spotInBox(this.engine, box))
      .where('spots.sensitive_reason', 'is not', null)
      .execute();
  }

  async storedForecast(spotId: number): Promise<StoredForecast | undefined> {
    const row = await this.db
      .selectFrom('weather_cache')
      .select(['provider', 'data', 'fetched_at'])
      .where('spot_id', '=', spotId)
      .executeTakeFirst();
    return row && { provider: row.provider, data: row.data, fetchedAtMs: row.fetched_at };
  }

  async storeForecast(spotId: number, forecast: StoredForecast, ttlMs: number): Promise<void> {
    const values = {
      provider: forecast.provider,
      data: forecast.data,
      fetched_at: forecast.fetchedAtMs,
      expires_at: forecast.fetchedAtMs + ttlMs,
    };
    await this.db
      .insertInto('weather_cache')
      .values({ spot_id: spotId, ...values })
      .onConflict((conflict) => conflict.column('spot_id').doUpdateSet(values))
      .execute();
  }

  async insertView(view: {
    spotId: number;
    userId: number;
    lat: number;
    lng: number;
    heading: number;
    pitch: number;
    fov: number;
  }): Promise<void> {
    await this.db
      .insertInto('views_3d')
      .values({
        spot_id: view.spotId,
        user_id: view.userId,
        lat: view.lat,
        lng: view.lng,
        heading: view.heading,
        pitch: view.pitch,
        fov: view.fov,
        created_at: Date.now(),
      })
      .execute();
  }

  async insertAdjustment(adjustment: {
    userId: number;
    lat: number;
    lng: number;
    headingAdj: number;
    pitchAdj: number;
  }): Promise<void> {
    await this.db
      .insertInto('adjustments_3d')
      .values({
        user_id: adjustment.userId,
        lat: adjustment.lat,
        lng: adjustment.lng,
        heading_adj: adjustment.headingAdj,
        pitch_adj: adjustment.pitchAdj,
        created_at: Date.now(),
      })
      .execute();
  }

  /**
   * The newest corrections inside a latitude/longitude box, which may cross the antimeridian
   * (the caller measures distances).
   */
  adjustmentsIn(box: BBox, limit: number) {
    return this.db
      .selectFrom('adjustments_3d')
      .leftJoin('users', 'users.id', 'adjustments_3d.user_id')
      .select([
        'adjustments_3d.lat',
        'adjustments_3d.lng',
        'adjustments_3d.heading_adj',
        'adjustments_3d.pitch_adj',
        'adjustments_3d.created_at',
        'adjustments_3d.user_id',
        'users.admin as user_admin',
        'users.impact as user_impact',
      ])
      .where('adjustments_3d.lat', '>=', box.south)
      .where('adjustments_3d.lat', '<=', box.north)
      .where((eb) =>
        eb.or(
          splitAntimeridian(box).map((part) =>
            eb.and([
              eb('adjustments_3d.lng', '>=', part.west),
              eb('adjustments_3d.lng', '<=', part.east),
            ]),
          ),
        ),
      )
      .orderBy('adjustments_3d.created_at', 'desc')
      .orderBy('adjustments_3d.id', 'desc')
      .limit(limit)
      .execute();
  }

  elevationLookup(spotId: number) {
    return this.db
      .selectFrom('elevation_lookups')
      .select(['base_elev', 'looked_up_at'])
      .where('spot_id', '=', spotId)
      .executeTakeFirst();
  }

  /** Keeps the service's answer and gives the spot that elevation unless it already has one. */
  async storeElevationLookup(spotId: number, baseElevM: number | null, source: string) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('elevation_lookups')
        .values({ spot_id: spotId, base_elev: baseElevM, source, looked_up_at: Date.now() })
        .onConflict((conflict) =>
          conflict
            .column('spot_id')
            .doUpdateSet({ base_elev: baseElevM, source, looked_up_at: Date.now() }),
        )
        .execute();
      if (baseElevM !== null) {
        await storeSpotElevation(trx, spotId, baseElevM, { ifMissing: true });
      }
    });
  }

  /** Records a user's elevation for a spot and makes it the spot's elevation. */
  async adjustElevation(spotId: number, userId: number, elevM: number): Promise<void> {
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('elevation_adjustments')
        .values({ spot_id: spotId, user_id: userId, elevation: elevM, created_at: now })
        .execute();
      await storeSpotElevation(trx, spotId, elevM, { updatedAt: now });
    });
  }

  /** The spot's best-rated equirectangular 360° photo. */
  bestPanoPhoto(spotId: number) {
    return this.db
      .selectFrom('photos')
      .select(['id', 'title'])
      .where('spot_id', '=', spotId)
      .where('pano', '=', 1)
      .orderBy('rating', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  /** A spot's position, time zone and newest default view heading, for its "when to go" card. */
  async spotOutlook(spotId: number) {
    const spot = await this.db
      .selectFrom('spots')
      .select(['spots.id', 'spots.tz', ...SPOT_POSITION_COLUMNS])
      .where('spots.id', '=', spotId)
      .executeTakeFirst();
    if (!spot) return undefined;
    const view = await this.db
      .selectFrom('views_3d')
      .select('heading')
      .where('spot_id', '=', spotId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { ...spot, headingDeg: view?.heading ?? null };
  }

  /** When the spot's photos were taken (EXIF), newest first, at most `limit`. */
  async photoTakenTimes(spotId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('photos')
      .select('taken_at')
      .where('spot_id', '=', spotId)
      .where('taken_at', 'is not', null)
      .orderBy('taken_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => Number(row.taken_at));
  }
}
