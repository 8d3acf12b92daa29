import { CROP_FACTORS, type CropFactorName } from '../planning';

/** Widest horizontal field of view the 360 view shows. */
export const FOV_CAP_DEG = 177;
/** Narrowest horizontal field of view: about a 2000 mm lens on full frame. */
export const FOV_MIN_DEG = 1;
/** One press of a lens button changes the focal length by this many mm. */
export const LENS_STEP_MM = 1.7;
/** Width of 35 mm film: the base of every 35 mm-equivalent focal length. */
export const FILM_WIDTH_MM = 36;
/** The lens a first visit to a spot opens with (35 mm equivalent). */
export const DEFAULT_FOCAL35_MM = 24;

/** Typical prime and zoom stops per sensor, in real (not equivalent) mm. */
export const LENS_PRESETS_MM: Record<CropFactorName, readonly number[]> = {
  '4/3': [7, 11, 14, 18, 22, 35, 50],
  'C APS-C': [10, 15, 18, 24, 35, 50, 70],
  'APS-C': [10, 16, 24, 35, 50, 70, 85],
  FF: [15, 20, 24, 35, 50, 70, 85, 105],
  MF: [23, 32, 45, 50, 64, 80, 110],
};

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Horizontal field of view of a 35 mm-equivalent focal length, capped at 177°. */
export function hFovDegFromFocal35(focal35Mm: number): number {
  if (!(focal35Mm > 0)) return FOV_CAP_DEG;
  const fovDeg = toDeg(2 * Math.atan(FILM_WIDTH_MM / (2 * focal35Mm)));
  return clamp(fovDeg, FOV_MIN_DEG, FOV_CAP_DEG);
}

/** The 35 mm-equivalent focal length that gives a horizontal field of view. */
export function focal35FromHFovDeg(hFovDeg: number): number {
  const fovDeg = clamp(hFovDeg, FOV_MIN_DEG, FOV_CAP_DEG);
  return FILM_WIDTH_MM / (2 * Math.tan(toRad(fovDeg) / 2));
}

/** Shortest and longest 35 mm-equivalent focal lengths the view can show. */
export const FOCAL35_RANGE_MM = {
  min: focal35FromHFovDeg(FOV_CAP_DEG),
  max: focal35FromHFovDeg(FOV_MIN_DEG),
} as const;

/** The real focal length on a sensor with this crop factor for a 35 mm equivalent. */
export function sensorFocalMm(focal35Mm: number, crop: CropFactorName): number {
  return focal35Mm / CROP_FACTORS[crop];
}

/** The 35 mm equivalent of a real focal length on a sensor with this crop factor. */
export function focal35Mm(sensorMm: number, crop: CropFactorName): number {
  return sensorMm * CROP_FACTORS[crop];
}

/**
 * One lens-button press: the real focal length moves by 1.7 mm (zooming in for +1, out for
 * −1) and the answer is the new 35 mm equivalent, kept within what the view can show.
 */
export function stepLens(
  currentFocal35Mm: number,
  direction: 1 | -1,
  crop: CropFactorName,
): number {
  const sensorMm = sensorFocalMm(currentFocal35Mm, crop) + direction * LENS_STEP_MM;
  return clamp(focal35Mm(sensorMm, crop), FOCAL35_RANGE_MM.min, FOCAL35_RANGE_MM.max);
}

/** The label of a lens: '16 mm (24 mm eq.)', or just '24 mm' on full frame. */
export function lensLabel(focal35: number, crop: CropFactorName): string {
  const real = roundFocal(sensorFocalMm(focal35, crop));
  const equivalent = roundFocal(focal35);
  return crop === 'FF' ? `${equivalent} mm` : `${real} mm (${equivalent} mm eq.)`;
}

/** Focal lengths read as whole millimetres, except very wide ones (below 10 mm) to 0.1 mm. */
export function roundFocal(mm: number): number {
  // Trims the float noise of a round trip through the field of view (52.49999… is 52.5).
  const settled = Math.round(mm * 100) / 100;
  return settled < 10 ? Math.round(settled * 10) / 10 : Math.round(settled);
}

/** Vertical field of view for a horizontal one on a viewer of this width/height ratio. */
export function vFovDegFromHFov(hFovDeg: number, aspect: number): number {
  return toDeg(2 * Math.atan(Math.tan(toRad(hFovDeg) / 2) / aspect));
}

/** Horizontal field of view for a vertical one on a viewer of this width/height ratio. */
export function hFovDegFromVFov(vFovDeg: number, aspect: number): number {
  return toDeg(2 * Math.atan(Math.tan(toRad(vFovDeg) / 2) * aspect));
}

/**
 * The viewer's zoom level (0 at `maxFovDeg` … 100 at `minFovDeg`, linear in vertical FOV) for
 * a vertical field of view. Unlike the viewer's own helper it keeps fractions, so a 1.7 mm
 * step is never rounded away.
 */
export function zoomLevelForVFov(vFovDeg: number, minFovDeg: number, maxFovDeg: number): number {
  if (maxFovDeg <= minFovDeg) return 0;
  return clamp(((maxFovDeg - vFovDeg) / (maxFovDeg - minFovDeg)) * 100, 0, 100);
}
