import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BoundingBox } from '@vantage/shared';
import type { Feature, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { runAtOnce, runInSlices, type SlicedWork } from '../../lib/slices';
import { countryCoder } from '../boundaries/country-coder';
import { countryName } from '../boundaries/world-regions';
import { foldName } from './text-fold';

/** A country or territory as forward search finds it. */
export interface CountryEntry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** Folded texts that name it: its names, and its ISO codes. */
  keys: string[];
  /** Where its main land lies (overseas parts left out), and the middle of its largest piece. */
  bbox: BoundingBox;
  lat: number;
  lng: number;
}

interface Part {
  box: BoundingBox;
  areaDeg2: number;
}

function ringPart(ring: Position[]): Part {
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  let twiceArea = 0;
  // A ring across the antimeridian jumps from 180 to -180: follow it past 180 instead.
  const xs: number[] = [];
  let turn = 0;
  for (const [x = 0] of ring) {
    const previous = xs.at(-1);
    if (previous !== undefined && x + turn - previous > 180) turn -= 360;
    else if (previous !== undefined && previous - (x + turn) > 180) turn += 360;
    xs.push(x + turn);
  }
  for (let i = 0; i < ring.length; i++) {
    const x = xs[i]!;
    const y = ring[i]![1] ?? 0;
    const nextX = xs[(i + 1) % ring.length]!;
    const nextY = ring[(i + 1) % ring.length]![1] ?? 0;
    twiceArea += x * nextY - nextX * y;
    south = Math.min(south, y);
    north = Math.max(north, y);
    west = Math.min(west, x);
    east = Math.max(east, x);
  }
  // Degrees of longitude shrink towards the poles.
  const shrink = Math.cos((((south + north) / 2) * Math.PI) / 180);
  return { box: { south, west, north, east }, areaDeg2: (Math.abs(twiceArea) / 2) * shrink };
}

function outerRings(geometry: Geometry): Position[][] {
  if (geometry.type === 'Polygon') return geometry.coordinates.slice(0, 1);
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.map((polygon) => polygon[0]!);
  if (geometry.type === 'GeometryCollection') return geometry.geometries.flatMap(outerRings);
  return [];
}

/** The part moved by a whole turn of longitude where that brings it nearer `to`. */
function nearestCopy(part: Part, to: BoundingBox): BoundingBox {
  const centre = (to.west + to.east) / 2;
  const partCentre = (part.box.west + part.box.east) / 2;
  const turn = partCentre - centre > 180 ? -360 : centre - partCentre > 180 ? 360 : 0;
  return { ...part.box, west: part.box.west + turn, east: part.box.east + turn };
}

/**
 * The box of a country's largest piece of land and the pieces near it: France with Corsica
 * but without French Guiana, Italy with Sicily and Sardinia, Norway without Svalbard. A box
 * across the antimeridian has west > east, as Nominatim's do.
 */
export function mainLand(
  geometry: Geometry,
): { bbox: BoundingBox; centre: [number, number] } | null {
  const parts = outerRings(geometry)
    .filter((ring) => ring.length >= 4)
    .map(ringPart);
  const largest = parts.reduce<Part | null>(
    (best, part) => (best === null || part.areaDeg2 > best.areaDeg2 ? part : best),
    null,
  );
  if (!largest) return null;
  const { box } = largest;
  const marginLat = Math.max(2, (box.north - box.south) * 0.25);
  const marginLng = Math.max(2, (box.east - box.west) * 0.25);
  const near = parts
    .map((part) => nearestCopy(part, box))
    .filter(
      (other) =>
        other.south <= box.north + marginLat &&
        other.north >= box.south - marginLat &&
        other.west <= box.east + marginLng &&
        other.east >= box.west - marginLng,
    );
  const wrap = (lng: number) => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng);
  return {
    bbox: {
      south: Math.min(...near.map((part) => part.south)),
      west: wrap(Math.min(...near.map((part) => part.west))),
      north: Math.max(...near.map((part) => part.north)),
      east: wrap(Math.max(...near.map((part) => part.east))),
    },
    // The middle of the largest piece: the United States' is in Kansas, not in Canada.
    centre: [(box.south + box.north) / 2, wrap((box.west + box.east) / 2)],
  };
}

/** Land outlines (Natural Earth 1:50m, from world-atlas) by ISO 3166-1 numeric code. */
function* landByNumericCode(): SlicedWork<Map<string, Geometry>> {
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{
    countries: GeometryCollection;
  }>;
  const land = new Map<string, Geometry>();
  for (const geometry of topology.objects.countries.geometries) {
    yield;
    // A country is one (multi)polygon, so its feature is one too, never a collection.
    const country = feature(topology, geometry) as Feature;
    if (country.id !== undefined) land.set(String(country.id), country.geometry);
  }
  return land;
}

/**
 * Every country and territory with an ISO code (country-coder), boxed by its land (world-atlas;
 * country-coder's outlines take in the sea around islands).
 */
export function loadCountryIndex(): CountryEntry[] {
  return runAtOnce(countryIndexWork());
}

/** {@link loadCountryIndex} a country at a time, between other work of the event loop. */
export function loadCountryIndexInSlices(): Promise<CountryEntry[]> {
  return runInSlices(countryIndexWork());
}

function* countryIndexWork(): SlicedWork<CountryEntry[]> {
  const outlines = yield* landByNumericCode();
  yield;
  const { aggregateFeature, borders } = countryCoder();
  const entries: CountryEntry[] = [];
  for (const area of borders.features) {
    yield;
    const { iso1A2: code, iso1A3, iso1N3, nameEn, level } = area.properties;
    if (!code || !['country', 'territory', 'region'].includes(level)) continue;
    // Antarctica's land wraps the pole, which a box of its pieces cannot follow.
    const geometry =
      (iso1N3 && code !== 'AQ' ? outlines.get(iso1N3) : undefined) ??
      area.geometry ??
      aggregateFeature(area.properties.id)?.geometry;
    const land = geometry ? mainLand(geometry) : null;
    if (!land) continue;
    const name = countryName(code) ?? nameEn;
    const keys = new Set([name, nameEn, code, ...(iso1A3 ? [iso1A3] : [])].map(foldName));
    entries.push({
      code,
      name,
      keys: [...keys],
      bbox: land.bbox,
      lat: land.centre[0],
      lng: land.centre[1],
    });
  }
  return entries;
}
