import type { ImageUrls } from '@vantage/shared';
import { ProgressiveImage, type ProgressiveImageProps } from './progressive-image';

/** The thumbnail of an image filling its parent (cards, lists, the map's hover card). */
export function ThumbnailFill({
  image,
  eager = false,
  sx,
}: {
  image: { urls: ImageUrls; blurhash: string | null; ar: number };
  eager?: boolean;
  sx?: ProgressiveImageProps['sx'];
}) {
  return (
    <ProgressiveImage
      src={image.urls.thumb}
      alt=""
      blurhash={image.blurhash}
      ar={image.ar}
      fill
      eager={eager}
      sx={sx}
    />
  );
}
