import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ImageUrls } from '@vantage/shared';
import { blurhashToDataUrl } from '../lib/blurhash-url';
import { useHydrated } from '../lib/use-hydrated';
import { renditionWidths } from '../lib/photo-renditions';

/** A `srcset` offering the thumbnail and the large rendition, so the browser picks by layout width. */
export function photoSrcSet(urls: ImageUrls, ar: number): string {
  const widths = renditionWidths(ar);
  return `${urls.thumb} ${widths.thumb}w, ${urls.large} ${widths.large}w`;
}

export interface ProgressiveImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  blurhash: string | null;
  /** Width / height of the photo; sets the box shape unless `fill` is set. */
  ar: number;
  /** Fill the parent instead of keeping the photo's aspect ratio. */
  fill?: boolean;
  /** Above-the-fold images load eagerly with high priority. */
  eager?: boolean;
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}

/** A photo that shows its blurhash while the real image loads, lazily unless `eager`. */
export function ProgressiveImage({
  src,
  srcSet,
  sizes,
  alt,
  blurhash,
  ar,
  fill = false,
  eager = false,
  sx,
}: ProgressiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  // Drawn on a canvas, which the server has not: hydration starts without it.
  const hydrated = useHydrated();
  const placeholder = useMemo(
    () => (hydrated ? blurhashToDataUrl(blurhash, ar) : null),
    [hydrated, blurhash, ar],
  );
  // An image served from cache may finish before React attaches onLoad.
  const imageRef = useCallback((node: HTMLImageElement | null) => {
    if (node?.complete && node.naturalWidth > 0) setLoaded(true);
  }, []);

  return (
    <Box
      sx={[
        {
          position: 'relative',
          overflow: 'hidden',
          bgcolor: 'grey.300',
          backgroundImage: placeholder ? `url(${placeholder})` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        },
        fill ? { width: '100%', height: '100%' } : { width: '100%', aspectRatio: String(ar || 1) },
        sx ?? {},
      ]}
    >
      <Box
        component="img"
        ref={imageRef}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : 'auto'}
        onLoad={() => setLoaded(true)}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          opacity: loaded ? 1 : 0,
          transition: 'opacity 400ms ease-out',
        }}
      />
    </Box>
  );
}
