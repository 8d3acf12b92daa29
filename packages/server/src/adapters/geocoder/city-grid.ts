import { boxAround, distanceM } from '@vantage/shared';
import { COORDINATE_SCALE, type CityTable } from './city-table';

const CELL_DEG = 1;
const COLUMNS = 360 / CELL_DEG;
const ROWS = 180 / CELL_DEG;

function column(lngDeg: number): number {
  const wrapped = (((lngDeg + 180) % 360) + 360) % 360;
  return Math.min(COLUMNS - 1, Math.floor(wrapped / CELL_DEG));
}

function row(latDeg: number): number {
  return Math.max(0, Math.min(ROWS - 1, Math.floor((latDeg + 90) / CELL_DEG)));
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
    const center = { lat: latDeg, lng: lngDeg };
    const box = boxAround(center, radiusM);
    const widthDeg = box.west <= box.east ? box.east - box.west : box.east - box.west + 360;
    const firstRow = row(box.south);
    const lastRow = row(box.north);
    const columns = Math.min(COLUMNS, Math.floor(widthDeg / CELL_DEG) + 2);
    const firstColumn = column(box.west);
    let best: { index: number; distanceM: number } | null = null;
    for (let r = firstRow; r <= lastRow; r++) {
      for (let k = 0; k < columns; k++) {
        const cell = r * COLUMNS + ((firstColumn + k) % COLUMNS);
        for (let j = this.cellStart[cell]!; j < this.cellStart[cell + 1]!; j++) {
          const index = this.items[j]!;
          const d = distanceM(center, {
            lat: this.table.lat[index]! / COORDINATE_SCALE,
            lng: this.table.lng[index]! / COORDINATE_SCALE,
          });
          if (d <= radiusM && (best === null || d < best.distanceM) && accept(index)) {
            best = { index, distanceM: d };
          }
        }
      }
    }
    return best;
  }
}
