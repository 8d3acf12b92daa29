import { startTransition, useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import {
  largeRenditionSizePx,
  LEAD_PHOTO_TIMING,
  PHOTO_VARIANT_FORMATS,
  photoVariantContentType,
  photoVariantSrcSet,
  type ImageUrls,
} from '@vantage/shared';
import { blurhashToDataUrl } from '../lib/blurhash-url';
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
  /**
   * The photo's addresses: when given, the browser also chooses among its responsive
   * renditions in AVIF and WebP (`src` and `srcSet` stay the fallback).
   */
  urls?: ImageUrls;
  /** Where the photo sits in its box when cropped (CSS `object-position`). */
  objectPosition?: string;
  alt: string;
  blurhash: string | null;
  /** Width / height of the photo; sets the box shape unless `fill` is set. */
  ar: number;
  /** Fill the parent instead of keeping the photo's aspect ratio. */
  fill?: boolean;
  /** Above-the-fold images load eagerly with high priority. */
  eager?: boolean;
  /** Overrides the fetch priority that `eager` implies (the second of two eager photos). */
  fetchPriority?: 'high' | 'auto';
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}

// Not a Box: Box would take `width` and `height` as styles, and they must stay attributes.
// Every attribute given reaches the element, also `elementtiming`, which the list of known
// attributes that a styled element forwards by default leaves out.
const PhotoImg = styled('img', { shouldForwardProp: (prop) => prop !== 'sx' })<{
  elementtiming?: string;
}>({});

/**
 * A photo that shows its blurhash while the real image loads, lazily unless `eager` (then with
 * high fetch priority), at the size the layout needs when its addresses (`urls`) are given.
 */
export function ProgressiveImage({
  src,
  srcSet,
  sizes,
  urls,
  objectPosition = 'center',
  alt,
  blurhash,
  ar,
  fill = false,
  eager = false,
  fetchPriority = eager ? 'high' : 'auto',
  sx,
}: ProgressiveImageProps) {
  // The large rendition's size: the browser knows the shape before a byte arrives.
  const { widthPx, heightPx } = largeRenditionSizePx(ar);
  const [loaded, setLoaded] = useState(false);
  // The same placeholder on the server and in the browser: the page's first paint has it.
  const placeholder = useMemo(() => blurhashToDataUrl(blurhash, ar), [blurhash, ar]);
  // An image served from cache, or shown before a served page hydrates, may finish before React
  // attaches onLoad. React attaches it while it commits, where an update would be rendered at
  // once, in the same task, for every photo of the page: as a transition it waits for the
  // commit's end and is rendered in slices between the browser's own work.
  const imageRef = useCallback((node: HTMLImageElement | null) => {
    if (node?.complete && node.naturalWidth > 0) startTransition(() => setLoaded(true));
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
      <picture>
        {urls &&
          PHOTO_VARIANT_FORMATS.map((format) => {
            const variants = photoVariantSrcSet(urls, ar, format);
            return variants ? (
              <source
                key={format}
                type={photoVariantContentType(format)}
                srcSet={variants}
                sizes={sizes}
              />
            ) : null;
          })}
        <PhotoImg
          ref={imageRef}
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt={alt}
          width={widthPx}
          height={heightPx}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={fetchPriority}
          elementtiming={fetchPriority === 'high' ? LEAD_PHOTO_TIMING : undefined}
          onLoad={() => setLoaded(true)}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            objectPosition,
            // A page's first photos show as soon as they arrive, even before the scripts run
            // (server-rendered HTML), rather than waiting for the load event to fade them in.
            opacity: eager || loaded ? 1 : 0,
            transition: eager ? undefined : 'opacity 400ms ease-out',
          }}
        />
      </picture>
    </Box>
  );
}
