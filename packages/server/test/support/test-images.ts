import zlib from 'node:zlib';
import type { LatLng } from '@vantage/shared';
import sharp from 'sharp';
import { pngFile } from '../../src/lib/png';

/** A position written into test photos' GPS EXIF: Tre Cime di Lavaredo. */
export const GPS_SPOT = { lat: 46.618611, lng: 12.302778 };

/** Degrees as the EXIF GPS rationals `d/1 m/1 s/100`. */
function dms(degrees: number): string {
  const abs = Math.abs(degrees);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 100);
  return `${d}/1 ${m}/1 ${s}/100`;
}

/** EXIF of a camera, with GPS when a position is given (sharp's `withExif` layout). */
export function cameraExif(position?: LatLng): sharp.Exif {
  return {
    IFD0: { Make: 'Nikon', Model: 'NIKON Z 6', Copyright: 'Test Person' },
    IFD2: {
      ExposureTime: '1/250',
      FNumber: '8/1',
      ISOSpeedRatings: '100',
      FocalLength: '24/1',
      FocalLengthIn35mmFilm: '24',
      LensModel: 'NIKKOR Z 24-70mm f/4 S',
      DateTimeOriginal: '2024:07:14 05:42:10',
    },
    ...(position
      ? {
          IFD3: {
            GPSLatitudeRef: position.lat >= 0 ? 'N' : 'S',
            GPSLatitude: dms(position.lat),
            GPSLongitudeRef: position.lng >= 0 ? 'E' : 'W',
            GPSLongitude: dms(position.lng),
          },
        }
      : {}),
  };
}

/** A left-to-right gradient, so a lost orientation or a flat decode would show. */
export function gradient(width: number, height: number): sharp.Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#103060"/><stop offset="1" stop-color="#f0c080"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg), { limitInputPixels: false });
}

/** A JPEG, with a camera's EXIF (and GPS when a position is given) unless told otherwise. */
export async function jpeg(
  width = 1200,
  height = 800,
  options: { position?: LatLng; exif?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  let image = gradient(width, height);
  if (options.exif !== false) image = image.withExif(cameraExif(options.position));
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.jpeg({ quality: 88 }).toBuffer();
}

/** A JPEG whose XMP marks it as a Google photo sphere (equirectangular 360°). */
export async function photoSphereJpeg(width = 1600, height = 800): Promise<Buffer> {
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:GPano="http://ns.google.com/photos/1.0/panorama/" GPano:ProjectionType="equirectangular" GPano:UsePanoramaViewer="True"/></rdf:RDF></x:xmpmeta>`;
  return gradient(width, height).withXmp(xmp).jpeg({ quality: 80 }).toBuffer();
}

export const png = (width = 640, height = 480) => gradient(width, height).png().toBuffer();
export const webp = (width = 640, height = 480, position?: LatLng) =>
  gradient(width, height).withExif(cameraExif(position)).webp().toBuffer();
export const avif = (width = 640, height = 480) =>
  gradient(width, height).avif({ quality: 50, effort: 0 }).toBuffer();

/**
 * A real HEIC (HEVC-coded, 96 × 64, left half blue, right half orange) with an iPhone's EXIF:
 * GPS 46°37'12"N 12°18'0"E, taken 2024-06-01 05:30:00 +02:00, 1/120 s, f/1.78, ISO 64, 6 mm
 * (24 mm equivalent). Encoded with libheif's heif-enc 1.15 (x265) from a JPEG made by sharp,
 * since sharp's prebuilt libvips can neither encode nor decode HEVC.
 */
export const HEIC_WITH_GPS = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAYBtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAA' +
    'AA5waXRtAAAAAAABAAAANGlsb2MAAAAAREAAAgABAAAAAAGkAAEAAAAAAAAAMgACAAAAAAHWAAEAAAAAAAAB2gAAADhpaW5mAAAA' +
    'AAACAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAFWluZmUCAAABAAIAAEV4aWYAAAAAv2lwcnAAAAChaXBjbwAAAHVodmNDAQNwAAAA' +
    'AAAAAAAAHvAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAHroCQCEAAQAoQgEBA3AAAAMAkAAAAwAAAwAeoDCBBZbq' +
    'SSmubAgAAAMACAAAAwAIQCIAAQAHRAHBcrAiQAAAABRpc3BlAAAAAAAAAGAAAABAAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAA' +
    'AAAAAAEAAQOBAoMAAAAaaXJlZgAAAAAAAAAOY2RzYwACAAEAAQAAAhRtZGF0AAAALigBr1i0AOPA6SX//nGvI+lqf/0GPUIAphn0' +
    'RaWDCQzUoxZi8AJhLapul63qBrwAAAAASUkqAAgAAAAJAA8BAgAGAAAAlAAAABABAgAKAAAAigAAABIBAwABAAAAAQAAABoBBQAB' +
    'AAAAegAAABsBBQABAAAAggAAACgBAwABAAAAAgAAABMCAwABAAAAAQAAAGmHBAABAAAAmgAAACWIBAABAAAAcAEAAAAAAAA4YwAA' +
    '6AMAADhjAADoAwAAaVBob25lIDE1AEFwcGxlAA0AmoIFAAEAAABgAQAAnYIFAAEAAABoAQAAJ4gDAAEAAABAAAAAAJAHAAQAAAAw' +
    'MjEwA5ACABQAAABMAQAAEZACAAcAAAA8AQAAAZEHAAQAAAABAgMACpIFAAEAAABEAQAAAKAHAAQAAAAwMTAwAaADAAEAAAD//wAA' +
    'AqAEAAEAAABgAAAAA6AEAAEAAABAAAAABaQDAAEAAAAYAAAAAAAAACswMjowMAAABgAAAAEAAAAyMDI0OjA2OjAxIDA1OjMwOjAw' +
    'AAEAAAB4AAAAsgAAAGQAAAAEAAEAAgACAAAATgAAAAIABQADAAAApgEAAAMAAgACAAAARQAAAAQABQADAAAAvgEAAAAAAAAuAAAA' +
    'AQAAACUAAAABAAAADAAAAAEAAAAMAAAAAQAAABIAAAABAAAAAAAAAAEAAAA=',
  'base64',
);

/** An HTML page, as someone might name `photo.jpg`. */
export const HTML_PAGE = Buffer.from(
  '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** An SVG with a script: an image type browsers would run code in. */
export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** HTML first, a real JPEG after it: sniffers that look further than the start see an image. */
export async function htmlJpegPolyglot(): Promise<Buffer> {
  return Buffer.concat([Buffer.from('<html><script>alert(1)</script><!--'), await jpeg(64, 64)]);
}

/** JPEG magic bytes with an HTML payload where the image data should be. */
export const JPEG_MAGIC_HTML = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0<html><script>alert(1)</script></html>'),
]);

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header declares
 * `width × height` pixels of 8-bit grey, with compressed zero rows for a few of them.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * 16), { level: 9 });
  return pngFile(width, height, 'grey', rows);
}

/** A multipart/form-data body with one file field, as a browser sends a file input. */
export function multipartFile(
  data: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vantage${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'photo'}"; filename="${options.filename ?? 'photo.jpg'}"\r\nContent-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
