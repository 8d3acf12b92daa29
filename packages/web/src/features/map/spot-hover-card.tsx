import { useEffect, useState } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  CACHE_LIFETIME_MS,
  HOVER_PREVIEW_DELAY_MS,
  PointPreview,
  type TileSpot,
} from '@vantage/shared';
import { apiFetch } from '../../api/client';
import { ProgressiveImage } from '../../components/progressive-image';

/** The hover card is 250×180 with its photo cropped to an aspect ratio between 1 and 2.2 (spec 1 §2). */
const CARD_WIDTH = 250;
const CARD_HEIGHT = 180;
const clampAr = (ar: number) => Math.min(2.2, Math.max(1, ar));

/** A preview of the hovered spot, shown once the pointer has rested on it for 300 ms. */
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

  const preview = useQuery({
    queryKey: ['pointPreview', shown?.id],
    queryFn: () => apiFetch(`/pointPreview/${shown?.id}`, PointPreview),
    enabled: shown != null,
    staleTime: CACHE_LIFETIME_MS,
  });

  if (!shown) return null;
  const image = preview.data?.image;
  const ar = image ? clampAr(image.ar) : CARD_WIDTH / CARD_HEIGHT;
  const imageHeight = Math.min(CARD_HEIGHT - 36, Math.round(CARD_WIDTH / ar));

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
      <Box sx={{ width: CARD_WIDTH, pointerEvents: 'none' }}>
        {preview.isPending ? (
          <Skeleton variant="rectangular" width={CARD_WIDTH} height={imageHeight} />
        ) : image ? (
          <ProgressiveImage
            src={image.urls.thumb}
            alt=""
            blurhash={image.blurhash}
            ar={image.ar}
            fill
            eager
            sx={{ height: imageHeight }}
          />
        ) : null}
        <Typography variant="subtitle2" noWrap sx={{ px: 1.25, py: 0.75 }}>
          {shown.title}
        </Typography>
      </Box>
    </Popup>
  );
}
