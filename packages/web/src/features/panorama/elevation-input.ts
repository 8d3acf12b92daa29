/** How far the elevation slider reaches either side of the spot's base elevation. */
export const ELEVATION_RANGE_M = 300;

/**
 * The elevation a typed text gives, or null to ignore the keystroke: only numbers count,
 * kept within ±300 m of the base.
 */
export function parseElevation(text: string, baseM: number): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.round(
    Math.min(baseM + ELEVATION_RANGE_M, Math.max(baseM - ELEVATION_RANGE_M, value)),
  );
}

/** Whether a typed text may stand in the field while typing (a number, or its first part). */
export function isElevationDraft(text: string): boolean {
  return /^-?\d*(\.\d*)?$/.test(text.trim());
}
