import {
  type LatLng,
  moonIllumination,
  moonPath,
  moonPosition,
  moonTimes,
  type MoonTimes,
  sunPath,
  sunPosition,
  sunTimes,
  type SunTimes,
  zonedDayBoundsMs,
} from '@vantage/shared';
import { azimuthCrossings, type PathPoint } from './azimuth-geometry';
import {
  lightTimeline,
  phaseOfAltitude,
  segmentAt,
  sunEventsIn,
  type LightPhase,
  type LightSegment,
  type SunEvent,
} from './light-phases';

/** Where and in which zone the planning happens. */
export interface PlanningPlace extends LatLng {
  elevM: number | null;
  /** The spot's zone; every time is shown on its wall clock. */
  timeZone: string;
}

/** A rise or set: when, and towards which azimuth. */
export interface HorizonEvent {
  epochMs: number;
  azimuthDeg: number;
}

/** Everything about the spot's calendar day that does not change with the time of day. */
export interface DayLight {
  startMs: number;
  endMs: number;
  sunTimes: SunTimes;
  moonTimes: MoonTimes;
  events: SunEvent[];
  segments: LightSegment[];
  sunrise: HorizonEvent | null;
  sunset: HorizonEvent | null;
  moonrise: HorizonEvent | null;
  moonset: HorizonEvent | null;
  sunPath: PathPoint[];
  moonPath: PathPoint[];
  /** The sun each time its azimuth reaches a multiple of 60° while it is up. */
  shadowSteps: PathPoint[];
}

/** Shadows are drawn every 60 degrees of the sun's azimuth. */
export const SHADOW_STEP_DEG = 60;

function toPathPoints(points: { time: Date; azimuthDeg: number; altitudeDeg: number }[]) {
  return points.map((point) => ({
    epochMs: point.time.getTime(),
    azimuthDeg: point.azimuthDeg,
    altitudeDeg: point.altitudeDeg,
  }));
}

/** The sun and moon over the spot's calendar day containing `epochMs`. */
export function dayLight(place: PlanningPlace, epochMs: number): DayLight {
  const { lat, lng, timeZone } = place;
  const options = { timeZone };
  const elevM = place.elevM ?? undefined;
  const { startMs, endMs } = zonedDayBoundsMs(epochMs, timeZone);
  const date = new Date(epochMs);
  const sun = sunTimes(date, lat, lng, elevM, options);
  const moon = moonTimes(date, lat, lng, elevM, options);
  const window = { startMs, endMs };
  const events = sunEventsIn(window, sun);
  const initial = phaseOfAltitude(sunPosition(new Date(startMs), lat, lng).altitudeDeg);
  const sunAt = (at: Date | null): HorizonEvent | null =>
    at && { epochMs: at.getTime(), azimuthDeg: sunPosition(at, lat, lng).azimuthDeg };
  const moonAt = (at: Date | null): HorizonEvent | null =>
    at && { epochMs: at.getTime(), azimuthDeg: moonPosition(at, lat, lng).azimuthDeg };
  const path = toPathPoints(sunPath(date, lat, lng, options));
  return {
    startMs,
    endMs,
    sunTimes: sun,
    moonTimes: moon,
    events,
    segments: lightTimeline(window, initial, events),
    sunrise: sunAt(sun.sunrise),
    sunset: sunAt(sun.sunset),
    moonrise: moonAt(moon.rise),
    moonset: moonAt(moon.set),
    sunPath: path,
    moonPath: toPathPoints(moonPath(date, lat, lng, options)),
    shadowSteps: azimuthCrossings(path, SHADOW_STEP_DEG),
  };
}

/** The sky at the planning instant. */
export interface SkyNow {
  sun: { azimuthDeg: number; altitudeDeg: number };
  moon: { azimuthDeg: number; altitudeDeg: number };
  /** Lit fraction of the moon, 0 … 1. */
  moonLit: number;
  /** 0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter. */
  moonPhase: number;
  phase: LightPhase;
}

/** Sun and moon positions and the light at one instant. */
export function skyAt(place: PlanningPlace, epochMs: number, day?: DayLight): SkyNow {
  const date = new Date(epochMs);
  const sun = sunPosition(date, place.lat, place.lng);
  const moon = moonPosition(date, place.lat, place.lng);
  const illumination = moonIllumination(date);
  const segment = day ? segmentAt(day.segments, epochMs) : null;
  return {
    sun: { azimuthDeg: sun.azimuthDeg, altitudeDeg: sun.altitudeDeg },
    moon: { azimuthDeg: moon.azimuthDeg, altitudeDeg: moon.altitudeDeg },
    moonLit: illumination.fraction,
    moonPhase: illumination.phase,
    phase: segment?.phase ?? phaseOfAltitude(sun.altitudeDeg),
  };
}

/** The moon's phase in words. */
export function moonPhaseName(phase: number): string {
  const names = [
    'New moon',
    'Waxing crescent',
    'First quarter',
    'Waxing gibbous',
    'Full moon',
    'Waning gibbous',
    'Last quarter',
    'Waning crescent',
  ];
  return names[Math.round(phase * 8) % 8]!;
}
