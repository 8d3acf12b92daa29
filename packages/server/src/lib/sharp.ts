import type Sharp from 'sharp';
import { loadedOnFirstUse } from './on-first-use';

/**
 * sharp (libvips), loaded on first use, so a server that has not handled an image since it
 * started does not hold its native code (about 20 MB). libvips' operation cache is off: every
 * image here is new (an upload, a terrain tile, a demo scene), so the cache only kept pixels
 * that are never asked for again.
 */
export const loadSharp: () => Promise<typeof Sharp> = loadedOnFirstUse(() =>
  import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }),
);
