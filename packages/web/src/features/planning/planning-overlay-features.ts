import type { Feature, FeatureCollection, LineString, MultiLineString, Point } from 'geojson';
import {
  azimuthLine,
  shadowAzimuth,
  shadowRatio,
  skyPoint,
  lngLatOf,
  type LngLat,
  type PathPoint,
} from './azimuth-geometry';
import type { PlanningPrefs } from './planning-store';
import type { SeenDay } from './seen-from-spot';
import type { DayLight, HorizonEvent, SkyNow } from './sun-moon-day';
import { destination, type LatLng } from '@vantage/shared';

/** What a drawn line or point stands for; the map layers colour by it. */
export type OverlayKind =
  | 'sunrise'
  | 'sunset'
  | 'sun'
  | 'moonrise'
  | 'moonset'
  | 'moon'
  | 'shadow'
  | 'shadow-step'
  | 'sun-path'
  | 'moon-path'
  | 'sunrise-seen'
  | 'sunset-seen'
  | 'moonrise-seen'
  | 'moonset-seen';

/** Sun warm (sunrise yellow, sunset orange-red), moon cool (blue, moonset blue-grey), shadows dark grey. */
export const OVERLAY_COLOUR: Record<OverlayKind, string> = {
  sunrise: '#f7c600',
  sunset: '#e8590c',
  sun: '#f59f00',
  moonrise: '#4dabf7',
  moonset: '#8c9bc4',
  moon: '#364fc7',
  shadow: '#212529',
  'shadow-step': '#495057',
  'sun-path': '#f59f00',
  'moon-path': '#5c7cfa',
  'sunrise-seen': '#f7c600',
  'sunset-seen': '#e8590c',
  'moonrise-seen': '#4dabf7',
  'moonset-seen': '#8c9bc4',
};

/** The rises and sets over the terrain, drawn dashed beside the astronomical ones. */
export const SEEN_KINDS = ['sunrise-seen', 'sunset-seen', 'moonrise-seen', 'moonset-seen'] as const;
/** A rise or set over the terrain this close to the astronomical one is not drawn again. */
const SEEN_APART_MS = 60_000;

export interface OverlayProps {
  kind: OverlayKind;
  /** The body is below the horizon: drawn dashed. */
  below: boolean;
}

type OverlayFeature = Feature<LineString | MultiLineString | Point, OverlayProps>;

/** A shadow of height 1 is drawn this share of the overlay radius long. */
const SHADOW_SCALE = 0.35;

export interface OverlayInput {
  origin: LatLng;
  /** Ground length of the azimuth lines, chosen for the zoom. */
  radiusM: number;
  day: DayLight;
  now: SkyNow;
  prefs: Pick<PlanningPrefs, 'shadows' | 'paths' | 'moon'>;
  /** The rises and sets over the spot's skyline; null without terrain. */
  seen?: SeenDay | null;
}

/**
 * The rises and sets over the terrain that differ from the astronomical ones: the events the
 * map draws and labels a second time.
 */
export function seenEvents(
  day: DayLight,
  seen: SeenDay | null | undefined,
  moon: boolean,
): { kind: (typeof SEEN_KINDS)[number]; event: HorizonEvent }[] {
  if (!seen) return [];
  const pairs = [
    ['sunrise-seen', day.sunrise, seen.sunrise],
    ['sunset-seen', day.sunset, seen.sunset],
    ...(moon
      ? ([
          ['moonrise-seen', day.moonrise, seen.moonrise],
          ['moonset-seen', day.moonset, seen.moonset],
        ] as const)
      : []),
  ] as const;
  return pairs.flatMap(([kind, astronomical, overTerrain]) =>
    astronomical &&
    overTerrain &&
    Math.abs(overTerrain.epochMs - astronomical.epochMs) >= SEEN_APART_MS
      ? [{ kind, event: overTerrain }]
      : [],
  );
}

function line(kind: OverlayKind, coordinates: LngLat[], below = false): OverlayFeature {
  return {
    type: 'Feature',
    properties: { kind, below },
    geometry: { type: 'LineString', coordinates },
  };
}

/** The above-horizon runs of a path on the sky chart, plus a point for each hourly sample. */
function pathFeatures(
  kind: 'sun-path' | 'moon-path',
  origin: OverlayInput['origin'],
  path: PathPoint[],
  radiusM: number,
): OverlayFeature[] {
  const runs: LngLat[][] = [];
  const points: OverlayFeature[] = [];
  let run: LngLat[] = [];
  for (const sample of path) {
    const at = skyPoint(origin, sample.azimuthDeg, sample.altitudeDeg, radiusM);
    if (!at) {
      if (run.length > 1) runs.push(run);
      run = [];
      continue;
    }
    run.push(at);
    points.push({
      type: 'Feature',
      properties: { kind, below: false },
      geometry: { type: 'Point', coordinates: at },
    });
  }
  if (run.length > 1) runs.push(run);
  const features: OverlayFeature[] = [...points];
  if (runs.length > 0) {
    features.unshift({
      type: 'Feature',
      properties: { kind, below: false },
      geometry: { type: 'MultiLineString', coordinates: runs },
    });
  }
  return features;
}

function shadowLine(
  kind: 'shadow' | 'shadow-step',
  origin: OverlayInput['origin'],
  sun: { azimuthDeg: number; altitudeDeg: number },
  radiusM: number,
): OverlayFeature | null {
  const ratio = shadowRatio(sun.altitudeDeg);
  if (ratio === null) return null;
  return line(
    kind,
    azimuthLine(origin, shadowAzimuth(sun.azimuthDeg), radiusM * SHADOW_SCALE * ratio, 4),
  );
}

/** A body's rise and set lines (when it has them) and the line towards it now, dashed below the horizon. */
function bodyLines(
  body: 'sun' | 'moon',
  rise: HorizonEvent | null,
  set: HorizonEvent | null,
  current: { azimuthDeg: number; altitudeDeg: number },
  origin: OverlayInput['origin'],
  radiusM: number,
): OverlayFeature[] {
  const towards = (azimuthDeg: number) => azimuthLine(origin, azimuthDeg, radiusM);
  return [
    ...(rise ? [line(`${body}rise`, towards(rise.azimuthDeg))] : []),
    ...(set ? [line(`${body}set`, towards(set.azimuthDeg))] : []),
    line(body, towards(current.azimuthDeg), current.altitudeDeg < 0),
  ];
}

/**
 * The planning overlay as GeoJSON, drawn from the spot the way The Photographer's Ephemeris
 * does: rise, set and current lines along their azimuths, the day's paths as a sky chart
 * (zenith at the spot, horizon at the line ends) with hourly points, and shadows pointing away
 * from the sun, their length the shadow of an object as tall as a share of the radius. The
 * current shadow is joined by the shadows at every 60° of the sun's azimuth through the day.
 * Where the terrain hides the sun or moon at its rise or set, a dashed line shows where it
 * actually comes over (or drops behind) the skyline.
 */
export function overlayFeatures(
  input: OverlayInput,
): FeatureCollection<LineString | MultiLineString | Point, OverlayProps> {
  const { origin, radiusM, day, now, prefs } = input;
  const features: OverlayFeature[] = [];
  if (prefs.paths) {
    features.push(...pathFeatures('sun-path', origin, day.sunPath, radiusM));
    if (prefs.moon) features.push(...pathFeatures('moon-path', origin, day.moonPath, radiusM));
  }
  if (prefs.shadows) {
    for (const step of day.shadowSteps) {
      const feature = shadowLine('shadow-step', origin, step, radiusM);
      if (feature) features.push(feature);
    }
    const current = shadowLine('shadow', origin, now.sun, radiusM);
    if (current) features.push(current);
  }
  if (prefs.moon) {
    features.push(...bodyLines('moon', day.moonrise, day.moonset, now.moon, origin, radiusM));
  }
  for (const { kind, event } of seenEvents(day, input.seen, prefs.moon)) {
    features.push(line(kind, azimuthLine(origin, event.azimuthDeg, radiusM)));
  }
  features.push(...bodyLines('sun', day.sunrise, day.sunset, now.sun, origin, radiusM));
  return { type: 'FeatureCollection', features };
}

/** Where a rise or set label sits: a little past the end of its line. */
export function labelPoint(origin: LatLng, azimuthDeg: number, radiusM: number): LngLat {
  return lngLatOf(destination(origin, azimuthDeg, radiusM * 1.04));
}
