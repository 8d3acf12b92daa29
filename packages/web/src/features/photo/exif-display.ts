import { formatExposure, type Exif } from '@vantage/shared';
import { cameraName } from '../../lib/camera-name';

/** One labelled line of the EXIF panel. */
export interface ExifRow {
  label: string;
  value: string;
}

const EXIF_DATE = /^(\d{4})[:-](\d{1,2})[:-](\d{1,2})[ T](\d{1,2}):(\d{2})/;
const pad = (n: number | string) => String(n).padStart(2, '0');

/** '24 mm' or '24 mm (36 mm in 35 mm terms)' when the equivalent focal length differs. */
export function focalText(exif: Pick<Exif, 'Focal' | 'Focal35'>): string | null {
  const round = (mm: number) => String(Math.round(mm * 10) / 10);
  if (exif.Focal === undefined) {
    return exif.Focal35 === undefined ? null : `${round(exif.Focal35)} mm (35 mm equivalent)`;
  }
  const focal = `${round(exif.Focal)} mm`;
  if (exif.Focal35 === undefined || Math.round(exif.Focal35) === Math.round(exif.Focal)) {
    return focal;
  }
  return `${focal} (${round(exif.Focal35)} mm in 35 mm terms)`;
}

/** The shot time as 'yyyy-mm-dd hh:mm' on the wall clock of the place (its zone, if known). */
export function exifDateText(date: Exif['Date'], timeZone: string | null): string | null {
  if (typeof date === 'string') {
    const match = EXIF_DATE.exec(date.trim());
    if (!match) return date.trim() || null;
    const [, y, mo, d, h, mi] = match;
    return `${y}-${pad(mo!)}-${pad(d!)} ${pad(h!)}:${mi}`;
  }
  if (typeof date !== 'number' || !Number.isFinite(date)) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: timeZone ?? 'UTC',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(date);
  } catch {
    return null;
  }
  const field = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const text = `${field('year')}-${field('month')}-${field('day')} ${field('hour')}:${field('minute')}`;
  return timeZone ? text : `${text} UTC`;
}

/** The EXIF panel's lines, in the order a photographer reads them; missing fields are left out. */
export function exifRows(exif: Exif | null, timeZone: string | null): ExifRow[] {
  if (!exif) return [];
  const rows: ExifRow[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value) rows.push({ label, value });
  };
  add('Camera', cameraName(exif));
  add('Lens', exif.Lens?.trim());
  add('Focal length', focalText(exif));
  if (exif.FNumber !== undefined) add('Aperture', `f/${Math.round(exif.FNumber * 10) / 10}`);
  if (exif.Exposure !== undefined && exif.Exposure !== '') {
    // Seconds, as photographers write an exposure: '1/250 s', '2.5 s'.
    const text = formatExposure(exif.Exposure);
    add('Exposure', /s$/.test(text) ? text : `${text} s`);
  }
  if (exif.ISO !== undefined) add('ISO', String(exif.ISO));
  add('Taken', exifDateText(exif.Date, timeZone));
  return rows;
}
