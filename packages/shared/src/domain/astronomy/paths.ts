import { localDayBoundsMs, type LocalDayOptions } from './local-day.js';
import { moonPosition, sunPosition } from './positions.js';

/** One sample of a body's path across the sky. */
export interface PathPoint {
  time: Date;
  azimuthDeg: number;
  /** Apparent (refracted) altitude of the centre. */
  altitudeDeg: number;
}

const MS_PER_HOUR = 3_600_000;
/** Hourly samples from the start of the local day to the start of the next. */
export const PATH_POINTS = 25;

function samplePath(
  date: Date,
  lngDeg: number,
  options: LocalDayOptions | undefined,
  position: (time: Date) => { azimuthDeg: number; altitudeDeg: number },
): PathPoint[] {
  const { startMs } = localDayBoundsMs(date.getTime(), lngDeg, options);
  const points: PathPoint[] = [];
  for (let hour = 0; hour < PATH_POINTS; hour++) {
    const time = new Date(startMs + hour * MS_PER_HOUR);
    const { azimuthDeg, altitudeDeg } = position(time);
    points.push({ time, azimuthDeg, altitudeDeg });
  }
  return points;
}

/** The Sun's path over the local day containing date: 25 hourly points. */
export function sunPath(
  date: Date,
  latDeg: number,
  lngDeg: number,
  options?: LocalDayOptions,
): PathPoint[] {
  return samplePath(date, lngDeg, options, (time) => sunPosition(time, latDeg, lngDeg));
}

/** The Moon's path over the local day containing date: 25 hourly points. */
export function moonPath(
  date: Date,
  latDeg: number,
  lngDeg: number,
  options?: LocalDayOptions,
): PathPoint[] {
  return samplePath(date, lngDeg, options, (time) => moonPosition(time, latDeg, lngDeg));
}
