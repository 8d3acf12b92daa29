import { timeZoneOffsetMs, withoutRefusedCharacters, type Exif } from '@vantage/shared';
import { loadedOnFirstUse } from '../lib/on-first-use';
import { timeZoneAt } from '../lib/time-zone';

const exifr = loadedOnFirstUse(async () => (await import('exifr')).default);

/** What a photo's metadata says about it: its EXIF fields, and where and when it was taken. */
export interface PhotoFacts {
  exif: Exif | null;
  lat: number | null;
  lng: number | null;
  takenAtEpochMs: number | null;
  /** The XMP marks an equirectangular 360° panorama (Google's GPano). */
  gpanoEquirectangular: boolean;
}

type Tags = Record<string, unknown>;

/**
 * Reads the EXIF block (a TIFF structure, with or without the `Exif\0\0` prefix) and the XMP
 * packet that sharp extracts from any supported container, JPEG, PNG, WebP or HEIF alike.
 * Unreadable metadata is ignored: the photo is still accepted, just without facts.
 */
export async function readPhotoFacts(
  exifBlock: Buffer | undefined,
  xmp: Buffer | undefined,
): Promise<PhotoFacts> {
  const facts: PhotoFacts = {
    exif: null,
    lat: null,
    lng: null,
    takenAtEpochMs: null,
    gpanoEquirectangular: xmp != null && isEquirectangularXmp(xmp.toString('utf8')),
  };
  if (!exifBlock || exifBlock.length < 8) return facts;
  const tiff =
    exifBlock.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exifBlock.subarray(6) : exifBlock;
  // Loaded outside the `try`: a library that fails to load is an error, not unreadable metadata.
  const library = await exifr();
  let parsed: { ifd0?: Tags; exif?: Tags; gps?: Tags } | undefined;
  try {
    parsed = (await library.parse(tiff, {
      tiff: true,
      ifd0: {},
      exif: true,
      gps: true,
      interop: false,
      ifd1: false,
      xmp: false,
      icc: false,
      iptc: false,
      mergeOutput: false,
      reviveValues: false,
      translateValues: false,
      sanitize: true,
    })) as typeof parsed;
  } catch {
    return facts;
  }
  const ifd0 = parsed?.ifd0 ?? {};
  const exif = parsed?.exif ?? {};
  const gps = parsed?.gps ?? {};

  const lat = finite(gps.latitude);
  const lng = finite(gps.longitude);
  // 0,0 is what a camera writes when it had no fix.
  if (
    lat != null &&
    lng != null &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    !(lat === 0 && lng === 0)
  ) {
    facts.lat = round6(lat);
    facts.lng = round6(lng);
  }

  const wallTime = text(exif.DateTimeOriginal) ?? text(exif.CreateDate) ?? text(ifd0.ModifyDate);
  const offset = text(exif.OffsetTimeOriginal) ?? text(exif.OffsetTime);
  facts.takenAtEpochMs = wallTime ? takenAt(wallTime, offset, facts.lat, facts.lng) : null;

  const fields: Exif = {};
  const model = text(ifd0.Model);
  const make = text(ifd0.Make);
  const lens = text(exif.LensModel);
  if (model) fields.Model = model;
  if (make) fields.Make = make;
  if (lens) fields.Lens = lens;
  if (facts.takenAtEpochMs != null) fields.Date = facts.takenAtEpochMs;
  const focal = positive(exif.FocalLength);
  const focal35 = positive(exif.FocalLengthIn35mmFormat);
  const fNumber = positive(exif.FNumber);
  const exposure = positive(exif.ExposureTime);
  const iso = positive(Array.isArray(exif.ISO) ? (exif.ISO as unknown[])[0] : exif.ISO);
  if (focal != null) fields.Focal = round(focal, 2);
  if (focal35 != null) fields.Focal35 = round(focal35, 1);
  if (fNumber != null) fields.FNumber = round(fNumber, 2);
  if (exposure != null) fields.Exposure = round(exposure, 8);
  if (iso != null) fields.ISO = Math.round(iso);
  facts.exif = Object.keys(fields).length > 0 ? fields : null;
  return facts;
}

/** Google's photo-sphere XMP: `GPano:ProjectionType` as an attribute or as an element. */
export function isEquirectangularXmp(xmp: string): boolean {
  return /GPano:ProjectionType\s*(?:=\s*["']|>)\s*equirectangular/i.test(xmp);
}

/**
 * EXIF times are wall-clock times without a zone: the zone comes from the offset tag when the
 * camera wrote one, otherwise from the photo's GPS position, otherwise UTC is assumed.
 */
function takenAt(
  wallTime: string,
  offset: string | undefined,
  lat: number | null,
  lng: number | null,
): number | null {
  const match = /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(wallTime);
  if (!match) return null;
  const part = (index: number) => Number(match[index] ?? 0);
  const year = part(1);
  const asUtc = Date.UTC(year, part(2) - 1, part(3), part(4), part(5), part(6));
  if (!Number.isFinite(asUtc) || year < 1900) return null;
  const offsetMatch = offset ? /^([+-])(\d{2}):?(\d{2})$/.exec(offset.trim()) : null;
  if (offsetMatch) {
    const minutes = Number(offsetMatch[2]) * 60 + Number(offsetMatch[3]);
    return asUtc - (offsetMatch[1] === '-' ? -1 : 1) * minutes * 60_000;
  }
  const zone = lat != null && lng != null ? timeZoneAt(lat, lng) : null;
  return zone ? asUtc - timeZoneOffsetMs(asUtc, zone) : asUtc;
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Cameras pad fixed-size fields with NULs and spaces; the member sends this text back with
  // the photo, where the site refuses control characters.
  const trimmed = withoutRefusedCharacters(value).trim();
  return trimmed === '' ? undefined : trimmed.slice(0, 200);
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function positive(value: unknown): number | null {
  const number = finite(value);
  return number != null && number > 0 ? number : null;
}

function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

function round6(value: number): number {
  return round(value, 6);
}
