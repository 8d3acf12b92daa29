import { type BBox, wrapLng } from '@vantage/shared';
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
  const spanLng = longitudeSpan(box);
  const north = mercatorY(Math.max(box.north, box.south));
  const south = mercatorY(Math.min(box.north, box.south));
  const width = Math.max(1, viewport.width - 2 * FRAME_PADDING_PX);
  const height = Math.max(1, viewport.height - 2 * FRAME_PADDING_PX);
  const zoomX = spanLng > 0 ? Math.log2((width * 360) / (WORLD_PX_AT_ZOOM_0 * spanLng)) : Infinity;
  const zoomY =
    north > south
      ? Math.log2((height * 2 * Math.PI) / (WORLD_PX_AT_ZOOM_0 * (north - south)))
      : Infinity;
  const zoom = Math.max(0, Math.min(PLACE_MAX_ZOOM, zoomX, zoomY));
  return {
    lat: latitudeOfMercatorY((north + south) / 2),
    lng: wrapLng(box.west + spanLng / 2),
    zoom: Math.floor(zoom * 100) / 100,
  };
}
