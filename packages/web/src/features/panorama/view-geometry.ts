import { destination, wrapLng, type LatLng } from '@vantage/shared';

/**
 * Angles of the 360 view. The viewer is turned so that its yaw IS the compass heading
 * (0 = north, clockwise) and its pitch the altitude above the horizon; each panorama source is
 * rotated into that frame by its north and horizon correction.
 */

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** A direction in the viewer, in radians as the viewer takes them. */
export interface ViewerPosition {
  yaw: number;
  pitch: number;
}

/** The cardinal directions a user can fix north by. */
export const CARDINAL_HEADINGS = { North: 0, East: 90, South: 180, West: 270 } as const;
export type Cardinal = keyof typeof CARDINAL_HEADINGS;

/** A heading in [0, 360). */
export function normalizeHeadingDeg(deg: number): number {
  const wrapped = deg % 360;
  return wrapped < 0 ? wrapped + 360 : wrapped === 0 ? 0 : wrapped;
}

/** An angle in (−180, 180]: the form corrections are stored in. */
export function signedAngleDeg(deg: number): number {
  const heading = normalizeHeadingDeg(deg);
  return heading > 180 ? heading - 360 : heading;
}

/** Where a body at this azimuth and altitude shows in the viewer. */
export function skyToViewer(sky: { azimuthDeg: number; altitudeDeg: number }): ViewerPosition {
  return {
    yaw: toRad(normalizeHeadingDeg(sky.azimuthDeg)),
    pitch: toRad(Math.max(-90, Math.min(90, sky.altitudeDeg))),
  };
}

/** The compass heading and pitch, in degrees, of a viewer direction. */
export function viewerToView(position: ViewerPosition): { headingDeg: number; pitchDeg: number } {
  return { headingDeg: normalizeHeadingDeg(toDeg(position.yaw)), pitchDeg: toDeg(position.pitch) };
}

/** The viewer direction of a heading and pitch in degrees (a saved view, a chosen direction). */
export function viewToViewer(view: { heading: number; pitch: number }): ViewerPosition {
  return skyToViewer({ azimuthDeg: view.heading, altitudeDeg: view.pitch });
}

/**
 * The viewer's sphere correction for a panorama whose own yaw 0 looks `headingAdj` degrees
 * east of north and whose horizon sits `pitchAdj` degrees low. The viewer rotates the sphere
 * the other way round (a positive pan moves the picture to lower yaws).
 */
export function sphereCorrection(adjust: { headingAdj: number; pitchAdj: number }): {
  pan: number;
  tilt: number;
} {
  return { pan: -toRad(adjust.headingAdj), tilt: -toRad(adjust.pitchAdj) };
}

/**
 * The north correction after the user has turned the view to where `cardinal` truly is and
 * confirmed. The view shows `viewHeadingDeg` under the current
 * correction, so the picture's own direction there is `viewHeadingDeg − headingAdj`, which must
 * become the cardinal heading.
 */
export function fixedHeadingAdj(
  cardinal: Cardinal,
  viewHeadingDeg: number,
  currentHeadingAdj: number,
): number {
  const pictureHeadingDeg = viewHeadingDeg - currentHeadingAdj;
  return round2(signedAngleDeg(CARDINAL_HEADINGS[cardinal] - pictureHeadingDeg));
}

/**
 * The position a step of `distM` metres from `from` towards `headingDeg` reaches (along the
 * great circle), its longitude wrapped into −180 … 180 as the panorama service expects.
 */
export function stepTowards(from: LatLng, headingDeg: number, distM: number): LatLng {
  const reached = destination(from, headingDeg, distM);
  return { lat: reached.lat, lng: wrapLng(reached.lng) };
}

/** Rounds to 0.01: enough for any view angle and stable in saved views. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
