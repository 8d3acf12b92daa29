import { useCallback, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/**
 * A small picture in a circle (or a rounded square), or what stands in for it (initials, an
 * icon) when there is none or it fails to load.
 *
 * The picture is the element's own `<img>`, so it loads as the page's other images do (lazily
 * when asked) and the browser fetches it once. A failure counts whether it came before the
 * page hydrated (an image already complete with no size) or after (its error event).
 */
export function RoundPicture({
  src,
  alt,
  variant = 'circular',
  lazy = false,
  referrerPolicy,
  sx,
  children,
}: {
  src: string | null | undefined;
  alt: string;
  variant?: 'circular' | 'rounded';
  lazy?: boolean;
  referrerPolicy?: React.HTMLAttributeReferrerPolicy;
  sx?: SystemStyleObject<Theme>;
  /** What is shown without the picture. */
  children: ReactNode;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPicture = Boolean(src) && failedSrc !== src;
  const seeFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && src) setFailedSrc(src);
    },
    [src],
  );
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        overflow: 'hidden',
        userSelect: 'none',
        lineHeight: 1,
        borderRadius: variant === 'circular' ? '50%' : 1,
        ...sx,
      }}
    >
      {showPicture ? (
        <Box
          component="img"
          ref={seeFailure}
          src={src ?? undefined}
          alt={alt}
          loading={lazy ? 'lazy' : undefined}
          referrerPolicy={referrerPolicy}
          onError={() => setFailedSrc(src ?? null)}
          sx={{
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            // A broken picture's alternative text never shows over the circle.
            color: 'transparent',
            textIndent: 10000,
          }}
        />
      ) : (
        children
      )}
    </Box>
  );
}
