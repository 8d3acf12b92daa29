import { photoMediaKeys, type ProcessedImage } from './image-pipeline';
import type { MediaStore } from './media-store';

/** Stores a photo's public derivatives under its id. */
export async function putDerivatives(
  media: MediaStore,
  photoId: number,
  processed: ProcessedImage,
): Promise<void> {
  const keys = photoMediaKeys(photoId);
  await Promise.all([
    media.put(keys.large, processed.large, 'image/jpeg'),
    media.put(keys.thumb, processed.thumb, 'image/jpeg'),
    media.put(keys.mini, processed.mini, 'image/webp'),
  ]);
}

/** Removes every file of a photo: its derivatives and its private original. */
export async function deletePhotoFiles(
  media: MediaStore,
  photoId: number,
  originalKey: string | null,
): Promise<void> {
  // The derivatives' folder, validated through photoMediaKeys so a bad id cannot widen it.
  const folder = photoMediaKeys(photoId).large.replace(/[^/]+$/, '');
  await Promise.all([
    media.deletePrefix(folder),
    originalKey ? media.delete(originalKey) : Promise.resolve(),
  ]);
}

/** Where an uploaded original is kept until (and after) its photo is made; never served. */
export function uploadOriginalKey(token: string, ext: string): string {
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(token) || !/^[a-z0-9]{2,5}$/.test(ext)) {
    throw new Error('Invalid upload token or extension');
  }
  return `originals/upload-${token}.${ext}`;
}
