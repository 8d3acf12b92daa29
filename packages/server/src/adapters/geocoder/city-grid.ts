import { COORDINATE_SCALE, type CityTable } from './city-table';

const CELL_DEG = 1;
const COLUMNS = 360 / CELL_DEG;
const ROWS = 180 / CELL_DEG;
const EARTH_RADIUS_M = 6_371_000;
const toRad = (deg: number) => (deg * Math.PI) / 180;

function column(lngDeg: number): number {
  const wrapped = (((lngDeg + 180) % 360) + 360) % 360;
  return Math.min(COLUMNS - 1, Math.floor(wrapped / CELL_DEG));
}

function row(latDeg: number): number {
  return Math.max(0, Math.min(ROWS - 1, Math.floor((latDeg + 90) / CELL_DEG)));
}

/** Great-circle distance in metres. */
export function distanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = toRad(lat2 - lat1);
  const dLng = toRad(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Places bucketed by one-degree cell, so a nearest-place query reads a few cells only. */
export class CityGrid {
  /** Places of cell c are items[cellStart[c]] to items[cellStart[c + 1] - 1]. */
  private readonly cellStart: Uint32Array;
  private readonly items: Uint32Array;

  constructor(private readonly table: CityTable) {
    const cellOf = new Uint32Array(table.count);
    const cellStart = new Uint32Array(COLUMNS * ROWS + 1);
    for (let i = 0; i < table.count; i++) {
      const cell =
        row(table.lat[i]! / COORDINATE_SCALE) * COLUMNS + column(table.lng[i]! / COORDINATE_SCALE);
      cellOf[i] = cell;
      cellStart[cell + 1]!++;
    }
    for (let c = 1; c < cellStart.length; c++) cellStart[c]! += cellStart[c - 1]!;
    const fill = cellStart.slice(0, -1);
    const items = new Uint32Array(table.count);
    for (let i = 0; i < table.count; i++) items[fill[cellOf[i]!]!++] = i;
    this.cellStart = cellStart;
    this.items = items;
  }

  /**
   * The nearest place within `radiusM` that `accept` lets through, with its distance, or null.
   * Radii up to a few hundred kilometres.
   */
  nearest(
    latDeg: number,
    lngDeg: number,
    radiusM: number,
    accept: (index: number) => boolean = () => true,
  ): { index: number; distanceM: number } | null {
    const latSpan = (radiusM / EARTH_RADIUS_M) * (180 / Math.PI);
    const lngSpan = Math.min(180, latSpan / Math.max(Math.cos(toRad(latDeg)), 0.01));
    const firstRow = row(latDeg - latSpan);
    const lastRow = row(latDeg + latSpan);
    const columns = Math.min(COLUMNS, Math.floor((2 * lngSpan) / CELL_DEG) + 2);
    const firstColumn = column(lngDeg - lngSpan);
    let best: { index: number; distanceM: number } | null = null;
    for (let r = firstRow; r <= lastRow; r++) {
      for (let k = 0; k < columns; k++) {
        const cell = r * COLUMNS + ((firstColumn + k) % COLUMNS);
        for (let j = this.cellStart[cell]!; j < this.cellStart[cell + 1]!; j++) {
          const index = this.items[j]!;
          const d = distanceM(
            latDeg,
            lngDeg,
            this.table.lat[index]! / COORDINATE_SCALE,
            this.table.lng[index]! / COORDINATE_SCALE,
          );
          if (d <= radiusM && (best === null || d < best.distanceM) && accept(index)) {
            best = { index, distanceM: d };
          }
        }
      }
    }
    return best;
  }
}
