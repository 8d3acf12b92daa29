import { DEFAULT_VIEW_BOUNDS, wrapLng, type BBox } from '@vantage/shared';
import type { InitialMapView } from '../map';
import type { MapPosition } from '../../core/map-url';

/** MapLibre draws the world 512 px wide at zoom 0. */
const WORLD_PX_AT_ZOOM_0 = 512;
/** Web Mercator stops at this latitude. */
const MERCATOR_MAX_LAT = 85.051129;
/** A place's box is framed no closer than this (a peak's box can be a few metres wide). */
export const PLACE_MAX_ZOOM = 16;
/** Pixels kept free around a framed box. */
const FRAME_PADDING_PX = 40;

const toRad = Math.PI / 180;

/** Mercator y of a latitude, in radians (the world spans −π … π). */
function mercatorY(latDeg: number): number {
  const lat = Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, latDeg)) * toRad;
  return Math.log(Math.tan(Math.PI / 4 + lat / 2));
}

function latitudeOfMercatorY(y: number): number {
  return (2 * Math.atan(Math.exp(y)) - Math.PI / 2) / toRad;
}

/** Width of a box in degrees of longitude; `west > east` means it crosses the antimeridian. */
export function longitudeSpan(box: BBox): number {
  return box.west <= box.east ? box.east - box.west : box.east + 360 - box.west;
}

/**
 * The centre and zoom at which a map of `viewport` pixels shows the whole box (rounded down to
 * 2 decimals, at most zoom {@link PLACE_MAX_ZOOM}): the form the map page's address takes.
 */
export function framePosition(box: BBox, viewport: { width: number; height: number }): MapPosition {
  const spanLong = longitudeSpan(box);
  const north = mercatorY(Math.max(box.north, box.south));
  const south = mercatorY(Math.min(box.north, box.south));
  const width = Math.max(1, viewport.width - 2 * FRAME_PADDING_PX);
  const height = Math.max(1, viewport.height - 2 * FRAME_PADDING_PX);
  const zoomX =
    spanLong > 0 ? Math.log2((width * 360) / (WORLD_PX_AT_ZOOM_0 * spanLong)) : Infinity;
  const zoomY =
    north > south
      ? Math.log2((height * 2 * Math.PI) / (WORLD_PX_AT_ZOOM_0 * (north - south)))
      : Infinity;
  const zoom = Math.max(0, Math.min(PLACE_MAX_ZOOM, zoomX, zoomY));
  return {
    lat: latitudeOfMercatorY((north + south) / 2),
    long: wrapLng(box.west + spanLong / 2),
    zoom: Math.floor(zoom * 100) / 100,
  };
}

/** Degrees kept around a set of spots so the outermost pins are not cut by the map's edge. */
const MIN_MARGIN_DEG = 0.02;
const MARGIN_SHARE = 0.15;
/** One spot alone is shown at this zoom. */
export const SINGLE_SPOT_ZOOM = 12;

/** How a map opens to show every spot: the world without spots, one spot close up, else their box. */
export function spotsView(spots: readonly { lat: number; long: number }[]): InitialMapView {
  const [first] = spots;
  if (!first) return { bounds: DEFAULT_VIEW_BOUNDS };
  if (spots.every((spot) => spot.lat === first.lat && spot.long === first.long)) {
    return { lat: first.lat, long: first.long, zoom: SINGLE_SPOT_ZOOM };
  }
  const lats = spots.map((spot) => spot.lat);
  const longs = spots.map((spot) => spot.long);
  const [south, north, west, east] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...longs),
    Math.max(...longs),
  ];
  const padLat = Math.max((north - south) * MARGIN_SHARE, MIN_MARGIN_DEG);
  const padLong = Math.max((east - west) * MARGIN_SHARE, MIN_MARGIN_DEG);
  return {
    bounds: [
      [Math.max(-180, west - padLong), Math.max(-85, south - padLat)],
      [Math.min(180, east + padLong), Math.min(85, north + padLat)],
    ],
  };
}
