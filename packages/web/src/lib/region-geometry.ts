import {
  REGION_ZOOM_FACTOR,
  regionPath,
  regionToBBox,
  round6,
  wrapLng,
  type BBox,
  type Region,
} from '@vantage/shared';

/** Zoom in stops before a region side would be smaller than this (about 10 m of latitude). */
export const MIN_REGION_SPAN_DEG = 0.0001;

/** Whether Zoom in can still shrink the region without going below {@link MIN_REGION_SPAN_DEG}. */
export function canZoomIn(region: Region): boolean {
  return Math.min(region.dLat, region.dLong) / REGION_ZOOM_FACTOR >= MIN_REGION_SPAN_DEG;
}

/**
 * The region after Zoom in, which zooms by 1.15 times the region size: the same centre, with the height and the width each divided by 1.15, so the old
 * region is 1.15 times the new one. Rounded to 6 decimals like every region number.
 */
export function zoomInRegion(region: Region): Region {
  return {
    lat: region.lat,
    long: region.long,
    dLat: round6(region.dLat / REGION_ZOOM_FACTOR),
    dLong: round6(region.dLong / REGION_ZOOM_FACTOR),
  };
}

/**
 * The region of a map view's bounds: centre and full height and width, 6 decimals. A box with
 * `west > east` crosses the antimeridian; the centre's longitude is wrapped into −180 … 180.
 */
export function regionForBounds(bounds: BBox): Region {
  const south = Math.max(-90, Math.min(bounds.south, bounds.north));
  const north = Math.min(90, Math.max(bounds.south, bounds.north));
  let dLong = bounds.east - bounds.west;
  if (dLong <= 0) dLong += 360;
  dLong = Math.min(360, dLong);
  return {
    lat: round6((south + north) / 2),
    long: round6(wrapLng(bounds.west + dLong / 2)),
    dLat: Math.max(1e-6, round6(Math.min(180, north - south))),
    dLong: Math.max(1e-6, round6(dLong)),
  };
}

/** The edges of a map's visible bounds, as MapLibre's `LngLatBounds` gives them. */
interface MapBounds {
  getSouth(): number;
  getWest(): number;
  getNorth(): number;
  getEast(): number;
}

/** The region a map shows: {@link regionForBounds} of its visible bounds. */
export function regionOfMap(map: { getBounds(): MapBounds }): Region {
  const bounds = map.getBounds();
  return regionForBounds({
    south: bounds.getSouth(),
    west: bounds.getWest(),
    north: bounds.getNorth(),
    east: bounds.getEast(),
  });
}

/** The region view's address for a map view's bounds. */
export function regionPathForBounds(bounds: BBox): string {
  return regionPath(regionForBounds(bounds));
}

/**
 * The region as the map's bounds `[[west, south], [east, north]]`; across the antimeridian
 * the east edge goes past 180 so the box stays one piece.
 */
export function regionMapBounds(region: Region): [[number, number], [number, number]] {
  const box = regionToBBox(region);
  const east = box.west > box.east ? box.east + 360 : box.east;
  return [
    [round6(box.west), round6(box.south)],
    [round6(east), round6(box.north)],
  ];
}
