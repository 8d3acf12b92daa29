import type { FoundImage } from '@vantage/shared';

/** Images smaller than this are icons or buttons, not photographs. */
export const MIN_IMAGE_WIDTH_PX = 200;
export const MIN_IMAGE_HEIGHT_PX = 100;

/** How loading one found image in the browser went. */
export type ImageLoad =
  | { status: 'loading' }
  | { status: 'loaded'; widthPx: number; heightPx: number }
  | { status: 'failed' };

/** Large enough to be a photograph: at least 200 px wide and 100 px high. */
export function isLargeEnough(widthPx: number, heightPx: number): boolean {
  return widthPx >= MIN_IMAGE_WIDTH_PX && heightPx >= MIN_IMAGE_HEIGHT_PX;
}

/** Whether an image may still be offered: loading, or loaded at a photograph's size. */
function offered(load: ImageLoad | undefined): boolean {
  if (!load || load.status === 'loading') return true;
  return load.status === 'loaded' && isLargeEnough(load.widthPx, load.heightPx);
}

/**
 * The found images to show: those that failed to load, or whose loaded natural size is under
 * 200 × 100 px, are dropped; the page's order is kept.
 */
export function offeredImages(
  images: readonly FoundImage[],
  loads: Readonly<Record<string, ImageLoad>>,
): FoundImage[] {
  const seen = new Set<string>();
  return images.filter((image) => {
    if (seen.has(image.url)) return false;
    seen.add(image.url);
    return offered(loads[image.url]);
  });
}

/**
 * The image chosen without asking: once every image has loaded or failed, the only one left
 * at a photograph's size; null while loading, or when there are several or none.
 */
export function autoSelectedImage(
  images: readonly FoundImage[],
  loads: Readonly<Record<string, ImageLoad>>,
): string | null {
  if (images.some((image) => (loads[image.url]?.status ?? 'loading') === 'loading')) return null;
  const usable = offeredImages(images, loads);
  return usable.length === 1 ? usable[0]!.url : null;
}

/** An author link the API takes: http(s) only, else nothing. */
export function httpUrlOrUndefined(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  return trimmed && /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(trimmed) ? trimmed : undefined;
}
