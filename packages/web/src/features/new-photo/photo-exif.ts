import { withoutRefusedCharacters, type Exif, type LatLng } from '@vantage/shared';
import { cameraName } from '../../lib/camera-name';

/** What the browser read from a photograph before its upload ends. */
export interface ReadExif {
  exif: Exif | null;
  gps: LatLng | null;
}

/** The photo title a file gives: its name without the folder and the extension. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim();
}

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  // Cameras pad their strings with NULs and spaces; the photo is sent with this text, where
  // the site refuses control characters.
  const trimmed = withoutRefusedCharacters(value).trim();
  return trimmed === '' ? undefined : trimmed;
};

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * EXIF dates carry no time zone and exifr revives them as local time, so the local fields give
 * back the camera's clock; it is kept in the API's 'yyyy:mm:dd hh:mm' form.
 */
function exifDate(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return (
      `${value.getFullYear()}:${pad2(value.getMonth() + 1)}:${pad2(value.getDate())} ` +
      `${pad2(value.getHours())}:${pad2(value.getMinutes())}`
    );
  }
  const raw = text(value);
  const match = raw && /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2})/.exec(raw);
  return match ? `${match[1]}:${match[2]}:${match[3]} ${match[4]}:${match[5]}` : undefined;
}

/** A usable GPS fix; 0, 0 is what cameras without a fix often write. */
function gpsOf(tags: Record<string, unknown>): LatLng | null {
  const lat = finite(tags.latitude);
  const lng = finite(tags.longitude);
  if (lat === undefined || lng === undefined) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  return { lat, lng };
}

/** The photo's EXIF fields (as the API stores them) and the GPS fix out of the tags exifr reads. */
export function exifFromTags(tags: Record<string, unknown> | null | undefined): ReadExif {
  if (!tags) return { exif: null, gps: null };
  const candidate: Exif = {
    Make: text(tags.Make),
    Model: text(tags.Model),
    Lens: text(tags.LensModel) ?? text(tags.Lens),
    Date: exifDate(tags.DateTimeOriginal ?? tags.CreateDate ?? tags.ModifyDate),
    Focal: finite(tags.FocalLength),
    Focal35: finite(tags.FocalLengthIn35mmFormat),
    FNumber: finite(tags.FNumber),
    Exposure: finite(tags.ExposureTime),
    ISO: finite(Array.isArray(tags.ISO) ? (tags.ISO as unknown[])[0] : tags.ISO),
  };
  const exif = Object.fromEntries(
    Object.entries(candidate).filter(([, value]) => value !== undefined),
  ) as Exif;
  return { exif: Object.keys(exif).length > 0 ? exif : null, gps: gpsOf(tags) };
}

/** Reads EXIF and GPS from an image file in the browser; a file without them gives nulls. */
export async function readPhotoExif(file: Blob): Promise<ReadExif> {
  const { default: exifr } = await import('exifr');
  try {
    const tags = (await exifr.parse(file, {
      tiff: true,
      exif: true,
      gps: true,
      ifd1: false,
      interop: false,
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      ihdr: false,
    })) as Record<string, unknown> | undefined;
    return exifFromTags(tags);
  } catch (error) {
    // A file the parser cannot read still uploads; the server reads what it can.
    console.warn('EXIF could not be read', error);
    return { exif: null, gps: null };
  }
}

const trimNumber = (value: number, digits: number) => String(Number(value.toFixed(digits)));

/** Exposure in seconds as photographers write it: a fraction under 1 s, '1/250 s'. */
export function formatExposure(exposure: number | string): string {
  if (typeof exposure === 'string') return /s$/.test(exposure.trim()) ? exposure : `${exposure} s`;
  if (exposure <= 0) return `${exposure} s`;
  if (exposure < 1) return `1/${Math.round(1 / exposure)} s`;
  return `${trimNumber(exposure, 1)} s`;
}

/** An EXIF date, epoch ms or 'yyyy:mm:dd hh:mm', as 'yyyy-mm-dd hh:mm'. */
export function formatExifDate(date: number | string): string {
  if (typeof date === 'number') {
    const value = new Date(date);
    return `${value.getFullYear()}-${pad2(value.getMonth() + 1)}-${pad2(value.getDate())} ${pad2(value.getHours())}:${pad2(value.getMinutes())}`;
  }
  return date.replace(/^(\d{4}):(\d{2}):(\d{2})/, '$1-$2-$3');
}

/** The EXIF found, as labelled rows to show under the chosen photograph. */
export function exifRows(exif: Exif | null): { label: string; value: string }[] {
  if (!exif) return [];
  const focal =
    exif.Focal !== undefined
      ? `${trimNumber(exif.Focal, 1)} mm` +
        (exif.Focal35 !== undefined && Math.round(exif.Focal35) !== Math.round(exif.Focal)
          ? ` (${Math.round(exif.Focal35)} mm in 35 mm)`
          : '')
      : undefined;
  const rows: [string, string | undefined][] = [
    ['Camera', cameraName(exif) ?? undefined],
    ['Lens', exif.Lens],
    ['Focal length', focal],
    ['Aperture', exif.FNumber !== undefined ? `f/${trimNumber(exif.FNumber, 1)}` : undefined],
    ['Exposure', exif.Exposure !== undefined ? formatExposure(exif.Exposure) : undefined],
    ['ISO', exif.ISO !== undefined ? String(exif.ISO) : undefined],
    ['Taken', exif.Date !== undefined ? formatExifDate(exif.Date) : undefined],
  ];
  return rows
    .filter((row): row is [string, string] => row[1] !== undefined)
    .map(([label, value]) => ({ label, value }));
}
