import type { Geometry, Position } from 'geojson';

interface Ring {
  /** x0, y0, x1, y1, … in degrees (longitude, latitude). */
  points: Float64Array;
  west: number;
  south: number;
  east: number;
  north: number;
}

interface Area<T> {
  value: T;
  rings: Ring[];
  west: number;
  south: number;
  east: number;
  north: number;
}

function toRing(positions: Position[]): Ring {
  const points = new Float64Array(positions.length * 2);
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  positions.forEach(([x = 0, y = 0], i) => {
    points[2 * i] = x;
    points[2 * i + 1] = y;
    west = Math.min(west, x);
    east = Math.max(east, x);
    south = Math.min(south, y);
    north = Math.max(north, y);
  });
  return { points, west, south, east, north };
}

function polygons(geometry: Geometry): Position[][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(polygons);
  return [];
}

/** Even-odd ray casting: a point inside a hole crosses the outer ring and the hole. */
function crossings(ring: Ring, x: number, y: number): number {
  if (x < ring.west || x > ring.east || y < ring.south || y > ring.north) return 0;
  const { points } = ring;
  let count = 0;
  const n = points.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = points[2 * i]!;
    const yi = points[2 * i + 1]!;
    const xj = points[2 * j]!;
    const yj = points[2 * j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) count++;
  }
  return count;
}

/** Polygons in flat arrays with a box around each, for point-in-polygon queries. */
export class PolygonIndex<T> {
  private readonly areas: Area<T>[] = [];

  add(value: T, geometry: Geometry): void {
    const rings = polygons(geometry).flatMap((polygon) => polygon.map(toRing));
    if (rings.length === 0) return;
    this.areas.push({
      value,
      rings,
      west: Math.min(...rings.map((ring) => ring.west)),
      south: Math.min(...rings.map((ring) => ring.south)),
      east: Math.max(...rings.map((ring) => ring.east)),
      north: Math.max(...rings.map((ring) => ring.north)),
    });
  }

  /** The values of every area containing the point. */
  containing(lat: number, lng: number): T[] {
    const found: T[] = [];
    for (const area of this.areas) {
      if (lng < area.west || lng > area.east || lat < area.south || lat > area.north) continue;
      let count = 0;
      for (const ring of area.rings) count += crossings(ring, lng, lat);
      if (count % 2 === 1) found.push(area.value);
    }
    return found;
  }
}
