import { processImage, type ProcessedImage } from '../../media/image-pipeline';
import type { MediaStore } from '../../media/media-store';
import { putDerivatives } from '../../media/photo-files';
import type { NewPhoto } from '../../db/types';
import type { PhotoRepository } from './photo.repository';

export type PhotoFields = Omit<
  NewPhoto,
  'width' | 'height' | 'ar' | 'blurhash' | 'original_key' | 'created_at' | 'updated_at'
> & {
  created_at?: number;
};

/** Stores a new photo: derivatives and the private original in the media store, the row in the database. */
export class PhotoIngest {
  constructor(
    private readonly photos: PhotoRepository,
    private readonly media: MediaStore,
  ) {}

  async ingest(original: Buffer, originalExtension: string, fields: PhotoFields): Promise<number> {
    const id = await this.insert(await processImage(original), fields);
    const originalKey = `originals/${id}.${originalExtension}`;
    await this.media.put(originalKey, original, fields.original_type ?? 'application/octet-stream');
    await this.photos.setOriginalKey(id, originalKey);
    return id;
  }

  /**
   * Stores a generated photo (the demo's) from the renditions made from its pixels: there is
   * no file to keep as the original, so its large rendition is the largest it has.
   */
  async ingestRendered(processed: ProcessedImage, fields: PhotoFields): Promise<number> {
    return this.insert(processed, fields);
  }

  /** The photo's row and its public derivatives. */
  private async insert(processed: ProcessedImage, fields: PhotoFields): Promise<number> {
    const now = Date.now();
    const id = await this.photos.insert({
      ...fields,
      width: processed.width,
      height: processed.height,
      ar: processed.ar,
      blurhash: processed.blurhash,
      created_at: fields.created_at ?? now,
      updated_at: fields.created_at ?? now,
    });
    await putDerivatives(this.media, id, processed);
    return id;
  }
}
