/** Thumbnails are 400 px high and large renditions at most 2048 px on the long edge (server image pipeline). */
const THUMB_HEIGHT = 400;
const LARGE_EDGE = 2048;

/** The pixel widths of a photo's thumbnail and large rendition, from its aspect ratio. */
export function renditionWidths(ar: number): { thumb: number; large: number } {
  return {
    thumb: Math.round(THUMB_HEIGHT * ar),
    large: Math.round(ar >= 1 ? LARGE_EDGE : LARGE_EDGE * ar),
  };
}
