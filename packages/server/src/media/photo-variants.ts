import { photoVariantContentType, photoVariantName, type PhotoVariant } from '@vantage/shared';
import { photoMediaKeys, renderVariant } from './image-pipeline';
import type { MediaStore } from './media-store';

/** Renditions made at once at most; the rest wait, so a burst of new photos cannot take every core. */
const RENDER_CONCURRENCY = 2;

/**
 * A photo's responsive renditions (several widths in AVIF and WebP), made from its large
 * rendition the first time one is asked for and kept in the media store beside it, so every
 * photo has them, uploaded before or after they existed, on a local folder or in a bucket.
 */
export class PhotoVariants {
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly media: MediaStore) {}

  /** The rendition's bytes and content type, made now if needed; null when the photo has no large rendition. */
  async get(
    photoId: number,
    variant: PhotoVariant,
  ): Promise<{ data: Buffer; contentType: string } | null> {
    const contentType = photoVariantContentType(variant.format);
    const key = `${photoMediaKeys(photoId).large.replace(/[^/]+$/, '')}${photoVariantName(variant)}`;
    const stored = await this.media.get(key);
    if (stored) return { data: stored.data, contentType };
    // Two visitors asking for the same new rendition share one render.
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.make(photoId, key, variant).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const data = await pending;
    return data ? { data, contentType } : null;
  }

  private async make(photoId: number, key: string, variant: PhotoVariant): Promise<Buffer | null> {
    await this.slot();
    try {
      const large = await this.media.get(photoMediaKeys(photoId).large);
      if (!large) return null;
      const data = await renderVariant(large.data, variant);
      await this.media.put(key, data, photoVariantContentType(variant.format));
      return data;
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private async slot(): Promise<void> {
    if (this.running >= RENDER_CONCURRENCY) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
  }
}
