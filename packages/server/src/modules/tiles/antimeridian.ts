import type { Geometry, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';

// world-atlas keeps Natural Earth's spherical topology: a ring that crosses the antimeridian
// jumps from +180° to −180° within itself, and Antarctica's ring circles the South Pole without
// ever closing. Tilers treat longitude and latitude as a plane, where those jumps become streaks across the
// whole map. These helpers turn such shapes into their planar equivalents: longitudes are made
// continuous (geojson-vt wraps anything beyond ±180° onto the other side of the world), and a
// ring around a pole is closed along that pole.

const MAX_MERCATOR_LAT_DEG = 85.0511;

function unwrap(line: readonly Position[]): Position[] {
  const out: Position[] = [];
  let offset = 0;
  let previous: number | undefined;
  for (const [lng = 0, lat = 0] of line) {
    if (previous !== undefined) {
      const step = lng - previous;
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    previous = lng;
    out.push([lng + offset, lat]);
  }
  return out;
}

function planarArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x1 = 0, y1 = 0] = ring[j] ?? [];
    const [x2 = 0, y2 = 0] = ring[i] ?? [];
    sum += (x1 - x2) * (y1 + y2);
  }
  return sum / 2;
}

/** A ring with continuous longitudes, closed along the pole it circles; null if it has no area. */
export function planarRing(ring: readonly Position[]): Position[] | null {
  // A ring wholly beyond Web Mercator's latitude limit cannot be drawn on a web map.
  if (ring.every(([, lat = 0]) => Math.abs(lat) > MAX_MERCATOR_LAT_DEG)) return null;
  const out = unwrap(ring);
  const first = out[0];
  const last = out[out.length - 1];
  if (!first || !last) return null;
  const [firstLon = 0, firstLat = 0] = first;
  const [lastLon = 0] = last;
  if (Math.abs(lastLon - firstLon) > 180) {
    const meanLat = out.reduce((sum, [, lat = 0]) => sum + lat, 0) / out.length;
    const pole = meanLat < 0 ? -90 : 90;
    out.push([lastLon, pole], [firstLon, pole], [firstLon, firstLat]);
  }
  return Math.abs(planarArea(out)) < 1e-9 ? null : out;
}

function planarPolygon(polygon: readonly (readonly Position[])[]): Position[][] | null {
  const rings = polygon.map(planarRing).filter((ring): ring is Position[] => ring !== null);
  if (rings.length === 0) return null;
  // A ring along the pole comes first in some polygons; without it, the largest ring is the outline.
  const outer = rings.reduce((a, b) => (Math.abs(planarArea(b)) > Math.abs(planarArea(a)) ? b : a));
  return [outer, ...rings.filter((ring) => ring !== outer)];
}

/** The planar form of a (multi)polygon, or null if nothing with an area is left. */
export function planarPolygons(geometry: Polygon | MultiPolygon): MultiPolygon | null {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const coordinates = polygons
    .map(planarPolygon)
    .filter((polygon): polygon is Position[][] => polygon !== null);
  return coordinates.length > 0 ? { type: 'MultiPolygon', coordinates } : null;
}

/** The planar form of a mesh: each line with continuous longitudes. */
export function planarLines(geometry: MultiLineString): MultiLineString {
  return { type: 'MultiLineString', coordinates: geometry.coordinates.map(unwrap) };
}

/** True when a geometry is an areal type this module can make planar. */
export function isAreal(geometry: Geometry): geometry is Polygon | MultiPolygon {
  return geometry.type === 'Polygon' || geometry.type === 'MultiPolygon';
}
