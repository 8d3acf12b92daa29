import type { ImageUrls } from '@vantage/shared';
import { photoMediaKeys } from './image-pipeline';

/** Public URLs of a photo's derivatives under the media route. */
export function photoUrls(photoId: number, base = '/media'): ImageUrls {
  const keys = photoMediaKeys(photoId);
  return {
    large: `${base}/${keys.large}`,
    thumb: `${base}/${keys.thumb}`,
    mini: `${base}/${keys.mini}`,
  };
}
