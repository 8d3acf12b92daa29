import { lngLatToTile, splitAntimeridian, wrapLng, type BBox } from '@vantage/shared';

/** A box grown by a distance on every side (in longitude by the cosine of its widest edge). */
export function widenedBy(box: BBox, marginM: number): BBox {
  const latDeg = marginM / 111_320;
  const widest = Math.min(89, Math.max(Math.abs(box.south), Math.abs(box.north)));
  const lngDeg = Math.min(180, latDeg / Math.cos((widest * Math.PI) / 180));
  const south = Math.max(-90, box.south - latDeg);
  const north = Math.min(90, box.north + latDeg);
  const span = box.west <= box.east ? box.east - box.west : box.east + 360 - box.west;
  if (span + 2 * lngDeg >= 360) return { south, north, west: -180, east: 180 };
  return { south, north, west: wrapLng(box.west - lngDeg), east: wrapLng(box.east + lngDeg) };
}

/** Whether a position lies in a box (which may cross the antimeridian). */
export function inBox(box: BBox, position: { lat: number; lng: number }): boolean {
  if (position.lat < box.south || position.lat > box.north) return false;
  for (const part of splitAntimeridian(box)) {
    if (position.lng >= part.west && position.lng <= part.east) return true;
  }
  return false;
}

/** How many tiles of a zoom a box spans (columns times rows). */
export function tileSpan(box: BBox, zoom: number): number {
  let columns = 0;
  let rows = 0;
  for (const part of splitAntimeridian(box)) {
    const from = lngLatToTile(part.west, part.north, zoom);
    const to = lngLatToTile(part.east, part.south, zoom);
    columns += to.x - from.x + 1;
    rows = Math.max(rows, to.y - from.y + 1);
  }
  return columns * rows;
}
