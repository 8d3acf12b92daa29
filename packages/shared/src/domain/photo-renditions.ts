import type { ImageUrls } from '../schemas/common.js';

/** Long edge of a photo's large rendition, in pixels (the server's image pipeline). */
export const PHOTO_LARGE_EDGE_PX = 2048;

/** Height of a photo's thumbnail, in pixels (the server's image pipeline). */
export const PHOTO_THUMB_HEIGHT_PX = 400;

/**
 * Widths of the responsive renditions a photo is served at, in pixels. A fixed list, so the
 * media route can make any of them on demand and no request can ask for an arbitrary size.
 */
export const PHOTO_VARIANT_WIDTHS_PX = [320, 640, 960, 1280, 1600, 2048] as const;

/** Encodings of the responsive renditions, best compression first (a `<picture>` source order). */
export const PHOTO_VARIANT_FORMATS = ['avif', 'webp'] as const;

/** One encoding of the responsive renditions. */
export type PhotoVariantFormat = (typeof PHOTO_VARIANT_FORMATS)[number];

/** A responsive rendition: its width in pixels and its encoding. */
export interface PhotoVariant {
  widthPx: number;
  format: PhotoVariantFormat;
}

/** The content type a responsive rendition is served with. */
export function photoVariantContentType(format: PhotoVariantFormat): string {
  return `image/${format}`;
}

/** The file name of a responsive rendition beside the photo's large one, such as `640w.webp`. */
export function photoVariantName({ widthPx, format }: PhotoVariant): string {
  return `${widthPx}w.${format}`;
}

/** The rendition a file name stands for, or null unless it is one of the offered ones. */
export function parsePhotoVariantName(name: string): PhotoVariant | null {
  const match = /^(\d{3,4})w\.(avif|webp)$/.exec(name);
  if (!match) return null;
  const widthPx = Number(match[1]);
  const format = match[2] as PhotoVariantFormat;
  return (PHOTO_VARIANT_WIDTHS_PX as readonly number[]).includes(widthPx)
    ? { widthPx, format }
    : null;
}

/** The pixel size of a photo's large rendition, from its aspect ratio (width / height). */
export function largeRenditionSizePx(ar: number): { widthPx: number; heightPx: number } {
  const safeAr = Number.isFinite(ar) && ar > 0 ? ar : 1;
  const widthPx = Math.max(
    1,
    Math.round(safeAr >= 1 ? PHOTO_LARGE_EDGE_PX : PHOTO_LARGE_EDGE_PX * safeAr),
  );
  const heightPx = Math.max(
    1,
    Math.round(safeAr >= 1 ? PHOTO_LARGE_EDGE_PX / safeAr : PHOTO_LARGE_EDGE_PX),
  );
  return { widthPx, heightPx };
}

/**
 * The widths a photo is offered at: the listed widths up to its large rendition's width (a
 * rendition is never enlarged, so a wider one would only repeat the largest), at least one.
 */
export function photoVariantWidthsPx(ar: number): number[] {
  const { widthPx } = largeRenditionSizePx(ar);
  const widths = PHOTO_VARIANT_WIDTHS_PX.filter((width) => width <= widthPx);
  return widths.length > 0 ? widths : [PHOTO_VARIANT_WIDTHS_PX[0]];
}

/** The address of one responsive rendition, or null when the large rendition's address has another shape. */
export function photoVariantUrl(urls: ImageUrls, variant: PhotoVariant): string | null {
  const folder = /^(.*\/)large\.jpg$/.exec(urls.large)?.[1];
  return folder === undefined ? null : `${folder}${photoVariantName(variant)}`;
}

/**
 * A `srcset` of a photo's responsive renditions in one encoding, such as
 * `/media/photos/7/320w.webp 320w, /media/photos/7/640w.webp 640w`; empty when the photo's
 * addresses do not allow renditions.
 */
export function photoVariantSrcSet(
  urls: ImageUrls,
  ar: number,
  format: PhotoVariantFormat,
): string {
  const entries: string[] = [];
  for (const widthPx of photoVariantWidthsPx(ar)) {
    const url = photoVariantUrl(urls, { widthPx, format });
    if (url === null) return '';
    entries.push(`${url} ${widthPx}w`);
  }
  return entries.join(', ');
}
