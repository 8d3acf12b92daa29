import {
  moonIllumination,
  moonPath,
  moonPosition,
  sunPath,
  sunPosition,
  sunTimes,
  type LocalDayOptions,
  type MoonIllumination,
  type PathPoint,
  type SkyPosition,
} from '@vantage/shared';

/** Where a spot is, as the sky maths needs it. */
export interface SkyPlace {
  lat: number;
  lng: number;
  /** Eye elevation in metres; it lowers the visible horizon for sunrise and sunset. */
  elevM: number;
  /** IANA zone of the spot; without it the day is the mean solar day of the longitude. */
  timeZone: string | null;
}

/** A sunrise or sunset on the horizon. */
export interface HorizonEvent {
  kind: 'sunrise' | 'sunset';
  time: Date;
  azimuthDeg: number;
}

/** Everything the 360 view draws in the sky for one instant at one place. */
export interface SkyScene {
  sun: SkyPosition;
  moon: SkyPosition & { parallacticAngleRad: number };
  moonLight: MoonIllumination;
  sunPath: PathPoint[];
  moonPath: PathPoint[];
  horizonEvents: HorizonEvent[];
}

function dayOptions(place: SkyPlace): LocalDayOptions | undefined {
  return place.timeZone ? { timeZone: place.timeZone } : undefined;
}

/** The paths and horizon events of the local day containing an instant (they change daily). */
export function skyDay(
  epochMs: number,
  place: SkyPlace,
): Pick<SkyScene, 'sunPath' | 'moonPath' | 'horizonEvents'> {
  const date = new Date(epochMs);
  const options = dayOptions(place);
  const times = sunTimes(date, place.lat, place.lng, place.elevM, options);
  const horizonEvents: HorizonEvent[] = [];
  for (const kind of ['sunrise', 'sunset'] as const) {
    const time = times[kind];
    if (time) {
      horizonEvents.push({
        kind,
        time,
        azimuthDeg: sunPosition(time, place.lat, place.lng).azimuthDeg,
      });
    }
  }
  return {
    sunPath: sunPath(date, place.lat, place.lng, options),
    moonPath: moonPath(date, place.lat, place.lng, options),
    horizonEvents,
  };
}

/** The sun and the moon at an instant (they change by the minute). */
export function skyNow(
  epochMs: number,
  place: SkyPlace,
): Pick<SkyScene, 'sun' | 'moon' | 'moonLight'> {
  const date = new Date(epochMs);
  const moon = moonPosition(date, place.lat, place.lng);
  return {
    sun: sunPosition(date, place.lat, place.lng),
    moon: {
      azimuthDeg: moon.azimuthDeg,
      altitudeDeg: moon.altitudeDeg,
      parallacticAngleRad: moon.parallacticAngleRad,
    },
    moonLight: moonIllumination(date),
  };
}

/**
 * A path cut where it crosses the horizon, so the part above can be drawn solid and the part
 * below faint. Each run shares its end point with the next so the line has no gap.
 */
export function splitAtHorizon(path: PathPoint[]): { above: boolean; points: PathPoint[] }[] {
  const runs: { above: boolean; points: PathPoint[] }[] = [];
  for (const point of path) {
    const above = point.altitudeDeg >= 0;
    const last = runs[runs.length - 1];
    if (last && last.above === above) {
      last.points.push(point);
    } else {
      const previous = last?.points[last.points.length - 1];
      runs.push({ above, points: previous ? [previous, point] : [point] });
    }
  }
  return runs.filter((run) => run.points.length > 1);
}
