import {
  largeRenditionSizePx,
  PHOTO_THUMB_HEIGHT_PX,
  PHOTO_VARIANT_FORMATS,
  photoVariantUrl,
  photoVariantWidthsPx,
  type ImageUrls,
} from '@vantage/shared';

/** The pixel widths of a photo's thumbnail and large rendition, from its aspect ratio. */
export function renditionWidths(ar: number): { thumb: number; large: number } {
  return {
    thumb: Math.round(PHOTO_THUMB_HEIGHT_PX * ar),
    large: largeRenditionSizePx(ar).widthPx,
  };
}

/** Every responsive rendition a page may ask for of a photo (each width in each encoding). */
export function photoVariantUrls(urls: ImageUrls, ar: number): string[] {
  return PHOTO_VARIANT_FORMATS.flatMap((format) =>
    photoVariantWidthsPx(ar).flatMap((widthPx) => photoVariantUrl(urls, { widthPx, format }) ?? []),
  );
}
