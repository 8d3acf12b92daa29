import {
  Body,
  Equator,
  EquatorFromVector,
  GeoMoon,
  GeoVector,
  Horizon,
  Illumination,
  KM_PER_AU,
  MoonPhase,
  Observer,
  SiderealTime,
} from 'astronomy-engine';
import { assertPlaceAndTime } from './local-day.js';

/** Where a body appears in the sky: azimuth from north clockwise, apparent altitude. */
export interface SkyPosition {
  azimuthDeg: number;
  /** Apparent altitude of the centre, with standard refraction (what the eye sees). */
  altitudeDeg: number;
}

/** The Moon's sky position with its distance and parallactic angle. */
export interface MoonPosition extends SkyPosition {
  /** Centre of the Earth to centre of the Moon. */
  distanceKm: number;
  /** Angle between the direction to the zenith and to celestial north at the Moon, radians. */
  parallacticAngleRad: number;
}

/** The lit part of the Moon, like SunCalc's getMoonIllumination. */
export interface MoonIllumination {
  /** Illuminated fraction of the disc, 0 … 1. */
  fraction: number;
  /** 0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter. */
  phase: number;
  /** Midpoint angle of the lit limb, radians, eastward from north (negative waxing). */
  angle: number;
}

// The radii astronomy-engine's rise/set search uses.
const MOON_RADIUS_KM = 1738.1;
const SUN_RADIUS_KM = 695_700;
const REFRACTION_AT_HORIZON_DEG = 34 / 60;
const DEG = Math.PI / 180;

/** Apparent position of the Sun (refracted altitude) for an observer at lat, lng. */
export function sunPosition(date: Date, latDeg: number, lngDeg: number): SkyPosition {
  assertPlaceAndTime(date, latDeg, lngDeg);
  const observer = new Observer(latDeg, lngDeg, 0);
  const equ = Equator(Body.Sun, date, observer, true, true);
  const hor = Horizon(date, observer, equ.ra, equ.dec, 'normal');
  return { azimuthDeg: hor.azimuth, altitudeDeg: hor.altitude };
}

/** Apparent topocentric position of the Moon (refracted altitude), distance and parallactic angle. */
export function moonPosition(date: Date, latDeg: number, lngDeg: number): MoonPosition {
  assertPlaceAndTime(date, latDeg, lngDeg);
  const observer = new Observer(latDeg, lngDeg, 0);
  const equ = Equator(Body.Moon, date, observer, true, true);
  const hor = Horizon(date, observer, equ.ra, equ.dec, 'normal');
  const hourAngleRad = ((SiderealTime(date) - equ.ra) * 15 + lngDeg) * DEG;
  const latRad = latDeg * DEG;
  const decRad = equ.dec * DEG;
  const parallacticAngleRad = Math.atan2(
    Math.sin(hourAngleRad),
    Math.tan(latRad) * Math.cos(decRad) - Math.sin(decRad) * Math.cos(hourAngleRad),
  );
  return {
    azimuthDeg: hor.azimuth,
    altitudeDeg: hor.altitude,
    distanceKm: GeoMoon(date).Length() * KM_PER_AU,
    parallacticAngleRad,
  };
}

/** Illuminated fraction, phase (0 new … 0.5 full) and bright-limb angle of the Moon. */
export function moonIllumination(date: Date): MoonIllumination {
  if (!Number.isFinite(date.getTime())) throw new RangeError('date: invalid date');
  const sun = EquatorFromVector(GeoVector(Body.Sun, date, true));
  const moon = EquatorFromVector(GeoMoon(date));
  const sunRa = sun.ra * 15 * DEG;
  const moonRa = moon.ra * 15 * DEG;
  const sunDec = sun.dec * DEG;
  const moonDec = moon.dec * DEG;
  const angle = Math.atan2(
    Math.cos(sunDec) * Math.sin(sunRa - moonRa),
    Math.sin(sunDec) * Math.cos(moonDec) -
      Math.cos(sunDec) * Math.sin(moonDec) * Math.cos(sunRa - moonRa),
  );
  return {
    fraction: Illumination(Body.Moon, date).phase_fraction,
    phase: MoonPhase(date) / 360,
    angle,
  };
}

/**
 * Altitude of the upper limb of the Sun or Moon with 34′ of horizon refraction, topocentric for
 * an eye heightM above sea level: it crosses minus the horizon dip at the almanac's rise and set.
 */
export function upperLimbAltitudeDeg(
  body: Body.Sun | Body.Moon,
  date: Date,
  latDeg: number,
  lngDeg: number,
  heightM = 0,
): number {
  const observer = new Observer(latDeg, lngDeg, heightM);
  const equ = Equator(body, date, observer, true, true);
  const geometricDeg = Horizon(date, observer, equ.ra, equ.dec).altitude;
  const radiusKm = body === Body.Sun ? SUN_RADIUS_KM : MOON_RADIUS_KM;
  const semiDiameterDeg = Math.asin(radiusKm / (equ.dist * KM_PER_AU)) / DEG;
  return geometricDeg + semiDiameterDeg + REFRACTION_AT_HORIZON_DEG;
}
