import { EARTH_RADIUS_M, type LatLng } from '../geo.js';

/** How far out a horizon profile looks for terrain, in metres. */
export const HORIZON_DISTANCE_M = 30_000;
/** A horizon profile has one elevation angle per this many degrees of azimuth. */
export const HORIZON_STEP_DEG = 1;
/** The eye above the ground at a spot: a photographer standing behind a tripod. */
export const EYE_HEIGHT_M = 1.7;
/**
 * Terrestrial refraction bends a ray over terrain along an arc of about 1/k times the earth's
 * radius; 0.13 is the surveyors' usual coefficient.
 */
export const TERRESTRIAL_REFRACTION_K = 0.13;

/** The nearest terrain looked at, in metres: closer than this is the spot's own ground. */
const FIRST_SAMPLE_M = 30;
/** Samples spread out with distance: each is this fraction farther than the one before. */
const SAMPLE_GROWTH = 0.008;
/** The gap before the highest sample is looked at again in this many parts. */
const REFINE_PARTS = 8;

/** Ground elevation in metres at a position; null where the terrain source has no data. */
export type ElevationSampler = (lat: number, lng: number) => number | null;

/** The skyline seen from one place: the elevation angle of the terrain at every azimuth. */
export interface HorizonProfile {
  /** Apparent elevation angle of the skyline, degrees, index × stepDeg clockwise from north. */
  altitudesDeg: number[];
  stepDeg: number;
  /** How far out the terrain was looked at. */
  distanceM: number;
  /** Ground elevation under the observer (the eye is EYE_HEIGHT_M above it). */
  groundElevM: number;
}

/**
 * The drop of the terrain below the observer's level line at a distance, in metres: the
 * earth's curvature, lessened by the refraction that bends the ray back down.
 */
export function curvatureDropM(distM: number, refractionK = TERRESTRIAL_REFRACTION_K): number {
  return ((distM * distM) / (2 * EARTH_RADIUS_M)) * (1 - refractionK);
}

/**
 * The horizon profile of `observer`: for every azimuth, the highest apparent elevation angle
 * of the terrain out to `distanceM`, with the earth's curvature and terrestrial refraction.
 * Ground without data (the open sea in some sources) counts as sea level. Null when the
 * observer's own ground has no data.
 */
export function horizonProfile(
  sample: ElevationSampler,
  observer: LatLng,
  options: {
    distanceM?: number;
    stepDeg?: number;
    eyeHeightM?: number;
    /**
     * The terrain's ground resolution (a pixel of its tiles), metres: samples are never closer
     * together than half of it, where finer ones could only read the same pixels again.
     */
    resolutionM?: number;
  } = {},
): HorizonProfile | null {
  const distanceM = options.distanceM ?? HORIZON_DISTANCE_M;
  const stepDeg = options.stepDeg ?? HORIZON_STEP_DEG;
  const groundElevM = sample(observer.lat, observer.lng);
  if (groundElevM === null) return null;
  const eyeM = groundElevM + (options.eyeHeightM ?? EYE_HEIGHT_M);

  // Distances and curvature drops are the same along every azimuth.
  const distances: number[] = [];
  const closestStepM = (options.resolutionM ?? 0) / 2;
  for (
    let distM = FIRST_SAMPLE_M;
    distM <= distanceM;
    distM = Math.max(distM * (1 + SAMPLE_GROWTH), distM + closestStepM)
  ) {
    distances.push(distM);
  }
  const drops = distances.map((distM) => curvatureDropM(distM));
  // Over 30 km a plane tangent at the observer is within metres of the great circle.
  const latPerM = 1 / ((EARTH_RADIUS_M * Math.PI) / 180);
  const lngPerM = latPerM / Math.max(1e-6, Math.cos((observer.lat * Math.PI) / 180));

  const count = Math.round(360 / stepDeg);
  const altitudesDeg = new Array<number>(count);
  for (let index = 0; index < count; index += 1) {
    const azimuthRad = (index * stepDeg * Math.PI) / 180;
    const north = Math.cos(azimuthRad);
    const east = Math.sin(azimuthRad);
    const tangentAt = (distM: number, dropM: number) => {
      const lat = observer.lat + north * distM * latPerM;
      const elevM = sample(lat, observer.lng + east * distM * lngPerM) ?? 0;
      return (elevM - eyeM - dropM) / distM;
    };
    let best = -Infinity;
    let bestAt = 0;
    for (let i = 0; i < distances.length; i += 1) {
      const tangent = tangentAt(distances[i]!, drops[i]!);
      if (tangent > best) {
        best = tangent;
        bestAt = i;
      }
    }
    // The skyline's crest lies between the best sample and the one before: look closer there.
    if (bestAt > 0) {
      const nearM = distances[bestAt - 1]!;
      const farM = distances[bestAt]!;
      for (let part = 1; part < REFINE_PARTS; part += 1) {
        const distM = nearM + ((farM - nearM) * part) / REFINE_PARTS;
        best = Math.max(best, tangentAt(distM, curvatureDropM(distM)));
      }
    }
    altitudesDeg[index] = (Math.atan(best) * 180) / Math.PI;
  }
  return { altitudesDeg, stepDeg, distanceM, groundElevM };
}

/** The skyline's elevation angle toward an azimuth, interpolated between the profile's steps. */
export function horizonAltitudeAt(
  profile: Pick<HorizonProfile, 'altitudesDeg' | 'stepDeg'>,
  azimuthDeg: number,
): number {
  const { altitudesDeg, stepDeg } = profile;
  const position = (((azimuthDeg % 360) + 360) % 360) / stepDeg;
  const below = Math.floor(position);
  const fraction = position - below;
  const first = altitudesDeg[below % altitudesDeg.length]!;
  const second = altitudesDeg[(below + 1) % altitudesDeg.length]!;
  return first + (second - first) * fraction;
}
