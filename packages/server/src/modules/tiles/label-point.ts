import type { Position } from 'geojson';
import { EARTH_RADIUS_M } from '@vantage/shared';

const EARTH_RADIUS_KM = EARTH_RADIUS_M / 1000;
const MAX_MERCATOR_LAT_DEG = 85.0511;
const RAD = Math.PI / 180;

/** Area of a closed longitude/latitude ring on the sphere in km², whatever its winding. */
export function ringAreaKm2(ring: readonly Position[]): number {
  // Chamberlain & Duquette, "Some algorithms for polygons on a sphere" (JPL, 2007).
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [lng1 = 0, lat1 = 0] = ring[i] ?? [];
    const [lng2 = 0, lat2 = 0] = ring[i + 1] ?? [];
    sum += (lng2 - lng1) * RAD * (2 + Math.sin(lat1 * RAD) + Math.sin(lat2 * RAD));
  }
  return Math.abs((sum * EARTH_RADIUS_KM * EARTH_RADIUS_KM) / 2);
}

/** Area of a longitude/latitude polygon (outer ring minus holes) in km². */
export function polygonAreaKm2(polygon: readonly (readonly Position[])[]): number {
  const [outer = [], ...holes] = polygon;
  return holes.reduce((area, hole) => area - ringAreaKm2(hole), ringAreaKm2(outer));
}

type Point = [x: number, y: number];

function toMercator([lng = 0, lat = 0]: Position): Point {
  const clamped = Math.max(-MAX_MERCATOR_LAT_DEG, Math.min(MAX_MERCATOR_LAT_DEG, lat));
  return [lng, Math.log(Math.tan(Math.PI / 4 + (clamped * RAD) / 2)) / RAD];
}

function fromMercator([x, y]: Point): [lonDeg: number, latDeg: number] {
  return [x, (2 * Math.atan(Math.exp(y * RAD)) - Math.PI / 2) / RAD];
}

function segmentDistanceSq(px: number, py: number, a: Point, b: Point): number {
  let [x, y] = a;
  let dx = b[0] - x;
  let dy = b[1] - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((px - x) * dx + (py - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) [x, y] = b;
    else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  dx = px - x;
  dy = py - y;
  return dx * dx + dy * dy;
}

/** Distance from a point to the polygon's edge: positive inside, negative outside. */
function signedDistance(px: number, py: number, rings: readonly Point[][]): number {
  let inside = false;
  let minSq = Number.POSITIVE_INFINITY;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i] as Point;
      const b = ring[j] as Point;
      if (a[1] > py !== b[1] > py && px < ((b[0] - a[0]) * (py - a[1])) / (b[1] - a[1]) + a[0]) {
        inside = !inside;
      }
      minSq = Math.min(minSq, segmentDistanceSq(px, py, a, b));
    }
  }
  return (inside ? 1 : -1) * Math.sqrt(minSq);
}

interface Cell {
  x: number;
  y: number;
  half: number;
  distance: number;
  /** Best distance any point inside this cell could reach. */
  potential: number;
}

function cell(x: number, y: number, half: number, rings: readonly Point[][]): Cell {
  const distance = signedDistance(x, y, rings);
  return { x, y, half, distance, potential: distance + half * Math.SQRT2 };
}

/**
 * The point of a longitude/latitude polygon farthest from its edges (its pole of inaccessibility), found
 * on the Web Mercator plane so that the label sits in the middle of the shape as drawn.
 * Follows the grid-refinement idea of Mapbox's polylabel.
 */
export function labelPoint(
  polygon: readonly (readonly Position[])[],
): [lonDeg: number, latDeg: number] {
  const rings = polygon.map((ring) => ring.map(toMercator));
  const outer = rings[0] ?? [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of outer) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  if (outer.length === 0) return [0, 0];
  const size = Math.min(maxX - minX, maxY - minY);
  if (size === 0) return fromMercator([minX, minY]);

  const precision = Math.max(maxX - minX, maxY - minY) / 250;
  // A plain array kept sorted would also do, but countries like Russia need thousands of cells.
  const queue: Cell[] = [];
  const push = (c: Cell) => {
    queue.push(c);
    let i = queue.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((queue[parent] as Cell).potential >= c.potential) break;
      queue[i] = queue[parent] as Cell;
      i = parent;
    }
    queue[i] = c;
  };
  const pop = (): Cell | undefined => {
    const top = queue[0];
    const last = queue.pop();
    if (queue.length > 0 && last) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let largest = i;
        let best = last.potential;
        if (left < queue.length && (queue[left] as Cell).potential > best) {
          largest = left;
          best = (queue[left] as Cell).potential;
        }
        if (right < queue.length && (queue[right] as Cell).potential > best) largest = right;
        if (largest === i) break;
        queue[i] = queue[largest] as Cell;
        i = largest;
      }
      queue[i] = last;
    }
    return top;
  };

  const half = size / 2;
  for (let x = minX; x < maxX; x += size) {
    for (let y = minY; y < maxY; y += size) push(cell(x + half, y + half, half, rings));
  }
  let best = cell((minX + maxX) / 2, (minY + maxY) / 2, 0, rings);

  for (let steps = 0; steps < 20_000; steps++) {
    const current = pop();
    if (!current) break;
    if (current.distance > best.distance) best = current;
    if (current.potential - best.distance <= precision) continue;
    const h = current.half / 2;
    push(cell(current.x - h, current.y - h, h, rings));
    push(cell(current.x + h, current.y - h, h, rings));
    push(cell(current.x - h, current.y + h, h, rings));
    push(cell(current.x + h, current.y + h, h, rings));
  }
  return fromMercator([best.x, best.y]);
}
