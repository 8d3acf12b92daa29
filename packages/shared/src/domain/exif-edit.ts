import type { Exif } from '../schemas/photo.js';

/** EXIF fields that hold numbers once saved. */
export const NUMERIC_EXIF_FIELDS = ['Focal', 'Focal35', 'FNumber', 'ISO'] as const;

/** EXIF as an edit form holds it: every field may still be the text the person typed. */
export type ExifDraft = Partial<Record<keyof Exif, string | number | null | undefined>>;

const TEXT_FIELDS = ['Model', 'Lens'] as const;

/**
 * Reads a number the way photographers write one: '50', '50 mm', 'f/2.8', 'ISO 400', '2,8'.
 * Null when there is no number in it.
 */
export function parseExifNumber(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value == null) return null;
  const match = /[-+]?\d+(?:[.,]\d+)?/.exec(value.trim());
  if (!match) return null;
  const parsed = Number(match[0].replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Exposure time in seconds from a number or from text such as '1/250', '0.5', '2"' or '1/250 s'.
 * Null when it cannot be read or is not positive.
 */
export function parseExposureSeconds(value: string | number | null | undefined): number | null {
  if (typeof value === 'string') {
    const fraction = /^\s*(\d+(?:[.,]\d+)?)\s*\/\s*(\d+(?:[.,]\d+)?)/.exec(value);
    if (fraction) {
      const seconds =
        Number(fraction[1]!.replace(',', '.')) / Number(fraction[2]!.replace(',', '.'));
      return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
    }
  }
  const seconds = parseExifNumber(value);
  return seconds != null && seconds > 0 ? seconds : null;
}

/** Shows an exposure time: a fraction such as '1/250' under 1 s, otherwise the seconds ('2', '1.5'). */
export function formatExposure(seconds: number | string): string {
  if (typeof seconds === 'string') {
    const parsed = parseExposureSeconds(seconds);
    return parsed == null ? seconds : formatExposure(parsed);
  }
  if (!Number.isFinite(seconds) || seconds <= 0) return String(seconds);
  if (seconds < 1) {
    const denominator = Math.round(1 / seconds);
    // 0.3 s reads better as 0.3 than as 1/3.
    if (Math.abs(1 / denominator - seconds) / seconds < 0.05) return `1/${denominator}`;
  }
  return String(Math.round(seconds * 10) / 10);
}

/**
 * Applies the EXIF editing rules to what the person saved: numeric fields become
 * numbers (unreadable ones are dropped), an exposure like '1/250' becomes 0.004, Make is
 * dropped, and Focal35 is rescaled in proportion to a change of Focal unless the person set
 * Focal35 themselves. Applying it twice gives the same result, so client and server can both
 * apply it.
 */
export function applyExifEdit(previous: Exif | null | undefined, edited: ExifDraft): Exif {
  const result: Exif = {};
  for (const field of TEXT_FIELDS) {
    const value = edited[field];
    const text = value == null ? '' : String(value).trim();
    if (text !== '') result[field] = text;
  }
  const date = edited.Date;
  if (typeof date === 'number' && Number.isFinite(date)) result.Date = date;
  else if (typeof date === 'string' && date.trim() !== '') result.Date = date.trim();

  for (const field of NUMERIC_EXIF_FIELDS) {
    const value = parseExifNumber(edited[field]);
    if (value != null && value > 0) result[field] = value;
  }
  const exposure = parseExposureSeconds(edited.Exposure);
  if (exposure != null) result.Exposure = roundTo(exposure, 8);

  const oldFocal = previous?.Focal;
  const oldFocal35 = previous?.Focal35;
  const focal35Untouched = result.Focal35 == null || result.Focal35 === oldFocal35;
  if (
    result.Focal != null &&
    oldFocal != null &&
    oldFocal > 0 &&
    oldFocal35 != null &&
    result.Focal !== oldFocal &&
    focal35Untouched
  ) {
    result.Focal35 = roundTo((oldFocal35 * result.Focal) / oldFocal, 1);
  }
  return result;
}

function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}
