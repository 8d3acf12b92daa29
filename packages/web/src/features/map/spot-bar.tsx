import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { To } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { TileSpot } from '@vantage/shared';
import {
  CAROUSEL_CARD_HEIGHT_PX,
  CAROUSEL_CARD_MARGIN_PX,
  SpotCardCarousel,
  cardsToPreload,
  type CarouselGeometry,
} from '../../components/spot-card-carousel';
import { SpotCarouselCard } from '../../components/spot-carousel-card';
import { useIsMobile } from '../../lib/use-is-mobile';
import { pointPreviewQuery, usePointPreview } from '../../core/preview-batcher';
import {
  SPOT_BAR_HEIGHT_PX,
  SPOT_BAR_SWAP_MAX_MS,
  sameSpots,
  scheduleListSwap,
} from './spot-bar-list';

interface BarLayout extends CarouselGeometry {
  cardHeight: number;
}

/** Small cards fill the bar's 150 px (120 px on phones); larger ones use the carousel's defaults. */
function barLayout(expanded: boolean, mobile: boolean): BarLayout {
  if (expanded) {
    const cardHeight = CAROUSEL_CARD_HEIGHT_PX;
    return { cardHeight, cardWidth: Math.round(cardHeight * 1.1), margin: CAROUSEL_CARD_MARGIN_PX };
  }
  const margin = mobile ? 8 : 10;
  const cardHeight = (mobile ? SPOT_BAR_HEIGHT_PX.mobile : SPOT_BAR_HEIGHT_PX.desktop) - 2 * margin;
  return { cardHeight, cardWidth: Math.round(cardHeight * 1.35), margin };
}

/** Loads the previews of a list's first screen of cards (plus the overscan). */
function preloadPreviews(client: QueryClient, spots: readonly TileSpot[], count: number) {
  return Promise.all(
    spots.slice(0, count).map((spot) => client.ensureQueryData(pointPreviewQuery(spot.id))),
  );
}

/**
 * The list the bar shows: a new view's list replaces the old one once the previews of its
 * first cards have loaded, or after 700 ms at the latest, so cards never blink
 * empty while the map moves. Null until the first list arrives.
 */
function useSwappedList(next: TileSpot[] | null, preloadCount: () => number): TileSpot[] | null {
  const client = useQueryClient();
  const [shown, setShown] = useState<TileSpot[] | null>(null);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  useEffect(() => {
    if (next === null) return;
    if (shownRef.current && sameSpots(shownRef.current, next)) return;
    const ready = preloadPreviews(client, next, preloadCount());
    return scheduleListSwap(ready, SPOT_BAR_SWAP_MAX_MS, () => setShown(next));
  }, [next, client]); // eslint-disable-line react-hooks/exhaustive-deps

  return shown;
}

/** Local time at the spot, e.g. '14:05 local time'; nothing for an unknown time zone. */
function localTime(timeZone: string | undefined): string | null {
  if (!timeZone) return null;
  try {
    const time = new Intl.DateTimeFormat(undefined, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
    return `${time} local time`;
  } catch {
    return null;
  }
}

function SpotBarCard({
  spot,
  to,
  expanded,
  onHighlight,
}: {
  spot: TileSpot;
  to: To;
  expanded: boolean;
  onHighlight: (spot: TileSpot | null) => void;
}) {
  const preview = usePointPreview(spot.id);
  return (
    <SpotCarouselCard
      to={to}
      title={preview.data?.title ?? spot.title}
      image={preview.data?.image ?? null}
      loading={preview.isPending}
      variant={expanded ? 'stacked' : 'overlay'}
      subtitle={expanded ? localTime(preview.data?.tz?.name) : null}
      onPointerEnter={() => onHighlight(spot)}
      onPointerLeave={() => onHighlight(null)}
      onFocus={() => onHighlight(spot)}
      onBlur={() => onHighlight(null)}
    />
  );
}

export interface SpotBarProps {
  /** The spots in view, best first; null until the map has loaded them. */
  spots: TileSpot[] | null;
  /** Where a card leads. */
  spotLink: (spot: TileSpot) => To;
  /** Points a spot out on the map while the pointer is on its card. */
  onHighlight: (spot: TileSpot | null) => void;
}

/**
 * The SpotBar: a strip under the large map listing the spots in view, 150 px
 * high (120 px on phones). Its handle switches to the larger spot cards of the carousel.
 */
export function SpotBar({ spots, spotLink, onHighlight }: SpotBarProps) {
  const mobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  const layout = barLayout(expanded, mobile);
  const bar = useRef<HTMLDivElement>(null);
  const shown = useSwappedList(spots, () =>
    cardsToPreload(bar.current?.clientWidth ?? window.innerWidth, layout),
  );
  const height = layout.cardHeight + 2 * layout.margin;

  // A card that leaves the list cannot report the pointer leaving it.
  useEffect(() => onHighlight(null), [shown, onHighlight]);

  return (
    <Box
      ref={bar}
      component="section"
      aria-label="Spots in view"
      sx={{
        position: 'relative',
        flexShrink: 0,
        height,
        bgcolor: '#f3f5f5',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <ButtonBase
        onClick={() => setExpanded((value) => !value)}
        aria-label={expanded ? 'Smaller spot cards' : 'Larger spot cards'}
        aria-expanded={expanded}
        sx={{
          position: 'absolute',
          zIndex: 1,
          top: -22,
          left: '50%',
          transform: 'translateX(-50%)',
          width: 56,
          height: 22,
          borderRadius: '10px 10px 0 0',
          bgcolor: '#f3f5f5',
          border: 1,
          borderBottom: 0,
          borderColor: 'divider',
          color: 'text.secondary',
          '&:hover': { color: 'text.primary' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {expanded ? <ExpandMoreIcon fontSize="small" /> : <ExpandLessIcon fontSize="small" />}
      </ButtonBase>
      {shown === null ? (
        <BarMessage>
          <CircularProgress size={18} sx={{ mr: 1.5 }} />
          Loading spots…
        </BarMessage>
      ) : shown.length === 0 ? (
        <BarMessage>No spots in view. Zoom out or move the map to find some.</BarMessage>
      ) : (
        <SpotCardCarousel
          label="Spots in view"
          spots={shown}
          resetKey={shown}
          cardHeight={layout.cardHeight}
          cardWidth={layout.cardWidth}
          margin={layout.margin}
          renderCard={(spot) => (
            <SpotBarCard
              spot={spot}
              to={spotLink(spot)}
              expanded={expanded}
              onHighlight={onHighlight}
            />
          )}
        />
      )}
    </Box>
  );
}

function BarMessage({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
      }}
    >
      {children}
    </Typography>
  );
}
