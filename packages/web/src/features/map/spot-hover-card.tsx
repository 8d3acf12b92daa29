import { useEffect, useState } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { HOVER_PREVIEW_DELAY_MS, type TileSpot } from '@vantage/shared';
import { usePointPreview } from '../../core/preview-batcher';
import { ThumbnailFill } from '../../components/thumbnail-fill';

/** The hover card fits in 250×180 px; its photo is cropped to an aspect ratio of 1 to 2.2. */
export const HOVER_CARD_MAX = { width: 250, height: 180 } as const;
export const HOVER_CARD_ASPECT = { min: 1, max: 2.2 } as const;
/** Height of a title line below a placeholder. */
const TITLE_HEIGHT = 36;

/** Size of the photo card: as large as fits in 250×180 at the photo's ratio, clamped to 1–2.2. */
export function hoverCardPhotoSize(photoAr: number): { width: number; height: number; ar: number } {
  const ar = Math.min(HOVER_CARD_ASPECT.max, Math.max(HOVER_CARD_ASPECT.min, photoAr || 1));
  const { width: maxWidth, height: maxHeight } = HOVER_CARD_MAX;
  return maxWidth / ar <= maxHeight
    ? { width: maxWidth, height: Math.round(maxWidth / ar), ar }
    : { width: Math.round(maxHeight * ar), height: maxHeight, ar };
}

/**
 * A preview of the hovered spot: shown once the pointer has rested on it for 300 ms, gone as
 * soon as the pointer leaves or `spot` changes (another spot, or the map's spots reloaded).
 */
export function SpotHoverCard({ spot }: { spot: TileSpot | null }) {
  const [shown, setShown] = useState<TileSpot | null>(null);

  useEffect(() => {
    if (!spot) return;
    const timer = window.setTimeout(() => setShown(spot), HOVER_PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setShown(null);
    };
  }, [spot]);

  const preview = usePointPreview(shown?.id ?? null);

  if (!shown) return null;
  const image = preview.data?.image ?? null;
  const title = preview.data?.title ?? shown.title;
  const size = image ? hoverCardPhotoSize(image.ar) : null;

  return (
    <Popup
      longitude={shown.long}
      latitude={shown.lat}
      closeButton={false}
      closeOnClick={false}
      offset={14}
      maxWidth="none"
      className="vantage-hover-card"
    >
      <Box
        role="tooltip"
        aria-label={title}
        sx={{ position: 'relative', pointerEvents: 'none', color: 'text.primary' }}
      >
        {preview.isPending ? (
          <>
            <Skeleton
              variant="rectangular"
              width={HOVER_CARD_MAX.width}
              height={HOVER_CARD_MAX.height - TITLE_HEIGHT}
            />
            <CardTitle title={title} overlay={false} />
          </>
        ) : image && size ? (
          <Box sx={{ width: size.width, height: size.height }}>
            <ThumbnailFill image={image} eager />
            <CardTitle title={title} overlay />
          </Box>
        ) : (
          <Box sx={{ width: HOVER_CARD_MAX.width }}>
            <CardTitle title={title} overlay={false} />
            <Typography
              variant="caption"
              component="p"
              color="text.secondary"
              sx={{ px: 1.25, pb: 0.75 }}
            >
              No photos yet
            </Typography>
          </Box>
        )}
      </Box>
    </Popup>
  );
}

function CardTitle({ title, overlay }: { title: string; overlay: boolean }) {
  return (
    <Typography
      variant="subtitle2"
      component="p"
      noWrap
      sx={
        overlay
          ? {
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              px: 1.25,
              pt: 3,
              pb: 0.75,
              color: 'common.white',
              background: 'linear-gradient(180deg, transparent, rgba(0, 0, 0, 0.68))',
            }
          : { px: 1.25, py: 0.75, height: TITLE_HEIGHT, maxWidth: HOVER_CARD_MAX.width }
      }
    >
      {title}
    </Typography>
  );
}
