import {
  MAX_BOUNDS,
  lngLatToTile,
  splitAntimeridian,
  type BBox,
  type SpotTileLevel,
  type TileSpot,
  wrapLng,
} from '@vantage/shared';

/** One `/pspots/{level}/{x}/{y}` list. */
export interface SpotTile {
  level: SpotTileLevel;
  x: number;
  y: number;
}

/** Upper bound of tile requests per view; a 4K screen at the top of a level needs about 40. */
export const MAX_TILES_PER_VIEW = 64;
const SEARCH_RADIUS = Math.ceil(Math.sqrt(MAX_TILES_PER_VIEW));

/** The precomputed list level the map reads at a zoom: 0 below 5, 5 at 5–6, 7 at 7–9, 10 from 10. */
export function tileLevelForZoom(zoom: number): SpotTileLevel {
  if (zoom < 5) return 0;
  if (zoom < 7) return 5;
  if (zoom < 10) return 7;
  return 10;
}

/** The tiles covering a view, nearest the centre first; level 0 is always the single world tile. */
export function tilesForView(bounds: BBox, zoom: number): SpotTile[] {
  const level = tileLevelForZoom(zoom);
  if (level === 0) return [{ level, x: 0, y: 0 }];
  const view: BBox = {
    south: clamp(bounds.south, MAX_BOUNDS.minLat, MAX_BOUNDS.maxLat),
    north: clamp(bounds.north, MAX_BOUNDS.minLat, MAX_BOUNDS.maxLat),
    west: clamp(bounds.west, MAX_BOUNDS.minLng, MAX_BOUNDS.maxLng),
    east: clamp(bounds.east, MAX_BOUNDS.minLng, MAX_BOUNDS.maxLng),
  };
  const columns = 2 ** level;
  const centreLng =
    view.west <= view.east
      ? (view.west + view.east) / 2
      : wrapLng((view.west + view.east + 360) / 2);
  const centre = lngLatToTile(centreLng, (view.south + view.north) / 2, level);
  const columnDistance = (x: number) => {
    const d = Math.abs(x - centre.x);
    return Math.min(d, columns - d);
  };
  const tiles: SpotTile[] = [];
  for (const box of splitAntimeridian(view)) {
    const topLeft = lngLatToTile(box.west, box.north, level);
    const bottomRight = lngLatToTile(box.east, box.south, level);
    // Tiles beyond this window around the centre could never survive the cap below.
    const yFrom = Math.max(topLeft.y, centre.y - SEARCH_RADIUS);
    const yTo = Math.min(bottomRight.y, centre.y + SEARCH_RADIUS);
    for (let x = topLeft.x; x <= bottomRight.x; x++) {
      if (columnDistance(x) > SEARCH_RADIUS) continue;
      for (let y = yFrom; y <= yTo; y++) tiles.push({ level, x, y });
    }
  }
  if (tiles.length <= MAX_TILES_PER_VIEW) return tiles;
  const distance = (tile: SpotTile) => Math.hypot(columnDistance(tile.x), tile.y - centre.y);
  return tiles.sort((a, b) => distance(a) - distance(b)).slice(0, MAX_TILES_PER_VIEW);
}

/** Merges tile lists into one list without repeats (a spot near a tile edge may appear twice). */
export function mergeTileSpots(lists: ReadonlyArray<readonly TileSpot[] | undefined>): TileSpot[] {
  const byId = new Map<number, TileSpot>();
  for (const list of lists) {
    for (const spot of list ?? []) {
      if (!byId.has(spot.id)) byId.set(spot.id, spot);
    }
  }
  return [...byId.values()];
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
