export { sunEventTime, sunTimes, SUN_EVENT_ALTITUDES_DEG, type SunTimes } from './sun-times.js';
export { moonTimes, type MoonTimes } from './moon-times.js';
export {
  moonIllumination,
  moonPosition,
  sunPosition,
  type MoonIllumination,
  type MoonPosition,
  type SkyPosition,
} from './positions.js';
export { moonPath, sunPath, PATH_POINTS, type PathPoint } from './paths.js';
export {
  assertPlaceAndTime,
  horizonDipDeg,
  localDayBoundsMs,
  type LocalDayOptions,
} from './local-day.js';
// Everything the time-zone arithmetic exports is public.
export * from './zoned-time.js';
