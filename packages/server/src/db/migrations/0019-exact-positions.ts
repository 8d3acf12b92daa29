import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

type AnyDb = Kysely<unknown>;

/** The blur cell of migration time: a square whose half-diagonal is 1,500 m. */
const CELL_SIDE_M = 1_500 * Math.SQRT2;
const METRES_PER_DEGREE_LAT = 111_320;
const MAX_GRID_LAT_DEG = 85;
const MAX_MERCATOR_LAT = 85.0511287798066;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The centre of the blur cell holding a position, as the site computed it when this ran. */
function cellCentre(lat: number, lng: number): { lat: number; lng: number } {
  const latStepDeg = CELL_SIDE_M / METRES_PER_DEGREE_LAT;
  const centreLat = (Math.floor(lat / latStepDeg) + 0.5) * latStepDeg;
  const cosLat = Math.cos((Math.min(Math.abs(centreLat), MAX_GRID_LAT_DEG) * Math.PI) / 180);
  const lngStepDeg = latStepDeg / cosLat;
  const centreLng = (Math.floor(lng / lngStepDeg) + 0.5) * lngStepDeg;
  return {
    lat: round6(Math.max(-90, Math.min(90, centreLat))),
    lng: round6(Math.max(-180, Math.min(180, centreLng))),
  };
}

/** The stored tile keys of a position (levels 0, 5, 7 and 10), as migration 0001 keys them. */
function tileKeys(lat: number, lng: number) {
  const key = (zoom: number) => {
    const n = 2 ** zoom;
    const clamped = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
    const latRad = (clamped * Math.PI) / 180;
    const x = Math.floor(((lng + 180) / 360) * n);
    const y = Math.floor(
      ((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * n,
    );
    return Math.min(n - 1, Math.max(0, x)) * n + Math.min(n - 1, Math.max(0, y));
  };
  return { tile0: key(0), tile5: key(5), tile7: key(7), tile10: key(10) };
}

interface SensitiveRow {
  id: number;
  lat: number;
  lng: number;
}

/**
 * The exact position of a sensitive place is kept apart from the position everyone may know.
 * `lat`/`lng` (and so the spatial index, the tile keys and every box and distance worked out
 * from them) now hold the centre of its blur cell; `exact_lat`/`exact_lng` hold the place,
 * null for every spot that is not sensitive.
 */
export function exactPositions(engine: Engine): Migration {
  const real = engine === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('spots').addColumn('exact_lat', real).execute();
      await db.schema.alterTable('spots').addColumn('exact_lng', real).execute();
      const rows =
        await sql<SensitiveRow>`SELECT id, lat, lng FROM spots WHERE sensitive_reason IS NOT NULL`.execute(
          db,
        );
      for (const row of rows.rows) {
        const lat = Number(row.lat);
        const lng = Number(row.lng);
        const shown = cellCentre(lat, lng);
        const tiles = tileKeys(shown.lat, shown.lng);
        await sql`UPDATE spots SET exact_lat = ${lat}, exact_lng = ${lng}, lat = ${shown.lat}, lng = ${shown.lng},
          tile0 = ${tiles.tile0}, tile5 = ${tiles.tile5}, tile7 = ${tiles.tile7}, tile10 = ${tiles.tile10}
          WHERE id = ${row.id}`.execute(db);
      }
    },
    async down(db: AnyDb) {
      const rows = await sql<{ id: number; exact_lat: number; exact_lng: number }>`
        SELECT id, exact_lat, exact_lng FROM spots WHERE exact_lat IS NOT NULL`.execute(db);
      for (const row of rows.rows) {
        const tiles = tileKeys(Number(row.exact_lat), Number(row.exact_lng));
        await sql`UPDATE spots SET lat = exact_lat, lng = exact_lng,
          tile0 = ${tiles.tile0}, tile5 = ${tiles.tile5}, tile7 = ${tiles.tile7}, tile10 = ${tiles.tile10}
          WHERE id = ${row.id}`.execute(db);
      }
      await db.schema.alterTable('spots').dropColumn('exact_lng').execute();
      await db.schema.alterTable('spots').dropColumn('exact_lat').execute();
    },
  };
}
