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
export {
  assertKnownTimeZone,
  dayLengthMs,
  formatZonedTime,
  instantFromZoned,
  isKnownTimeZone,
  solarDayBoundsMs,
  timeZoneOffsetMs,
  zonedDayBoundsMs,
  zonedParts,
  type ZonedParts,
} from './zoned-time.js';
