import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type WheelEvent,
} from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { isHydrating } from '../lib/use-hydrated';

/** Card height and the margin around cards of the spot card carousel, in px. */
export const CAROUSEL_CARD_HEIGHT_PX = 240;
export const CAROUSEL_CARD_MARGIN_PX = 20;
/** Cards rendered (and so preloaded) beyond each side of the visible ones. */
export const CAROUSEL_OVERSCAN = 2;

/** Geometry of a carousel row: cards of one size with a margin before each and after the last. */
export interface CarouselGeometry {
  cardWidth: number;
  margin: number;
}

/** The step from one card's left edge to the next. */
const stepOf = ({ cardWidth, margin }: CarouselGeometry) => cardWidth + margin;

/**
 * The cards to render, `start` inclusive to `end` exclusive: those at least partly inside
 * the visible width, plus `overscan` more on each side.
 */
export function carouselRange(
  view: { scrollLeft: number; width: number },
  count: number,
  geometry: CarouselGeometry,
  overscan: number = CAROUSEL_OVERSCAN,
): { start: number; end: number } {
  if (count === 0) return { start: 0, end: 0 };
  const step = stepOf(geometry);
  const { margin, cardWidth } = geometry;
  const firstVisible = Math.floor((view.scrollLeft - margin - cardWidth) / step) + 1;
  const lastVisible = Math.ceil((view.scrollLeft + view.width - margin) / step) - 1;
  return {
    start: Math.min(count - 1, Math.max(0, firstVisible - overscan)),
    end: Math.max(1, Math.min(count, Math.max(firstVisible, lastVisible) + 1 + overscan)),
  };
}

/** How many cards fill a width, plus the overscan on the far side: what a new list should preload. */
export function cardsToPreload(width: number, geometry: CarouselGeometry): number {
  return Math.max(1, Math.ceil(width / stepOf(geometry))) + CAROUSEL_OVERSCAN;
}

/**
 * The card a key moves to from card `index` of `count`: the arrow keys step one card, Home and
 * End go to the first and the last. Null for other keys and at the ends.
 */
export function cardIndexForKey(key: string, index: number, count: number): number | null {
  const target =
    key === 'ArrowRight' || key === 'ArrowDown'
      ? index + 1
      : key === 'ArrowLeft' || key === 'ArrowUp'
        ? index - 1
        : key === 'Home'
          ? 0
          : key === 'End'
            ? count - 1
            : null;
  if (target === null || target === index || target < 0 || target >= count) return null;
  return target;
}

/** The scroll position that shows card `index` whole, moving as little as possible. */
function scrollToShow(
  element: HTMLElement,
  index: number,
  { cardWidth, margin }: CarouselGeometry,
): void {
  const left = margin + index * (cardWidth + margin);
  if (left - margin < element.scrollLeft) element.scrollLeft = left - margin;
  else if (left + cardWidth + margin > element.scrollLeft + element.clientWidth) {
    element.scrollLeft = left + cardWidth + margin - element.clientWidth;
  }
}

export interface SpotCardCarouselProps<T extends { id: number }> {
  spots: readonly T[];
  renderCard: (spot: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  cardHeight?: number;
  /** Defaults to 1.1 times the height. */
  cardWidth?: number;
  margin?: number;
  /** Scrolls back to the first card whenever this value changes (e.g. a new list). */
  resetKey?: unknown;
}

/** The row's scroll position and width, measured at most once a frame and on each resize. */
function useCarouselView(resetKey: unknown) {
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ scrollLeft: 0, width: 0 });

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    setView((previous) =>
      previous.scrollLeft === element.scrollLeft && previous.width === element.clientWidth
        ? previous
        : { scrollLeft: element.scrollLeft, width: element.clientWidth },
    );
  }, []);

  // The row's width, once known (and whenever it changes), brings the cards it has room for. On a
  // page being hydrated it comes as a transition, so that React does not run every effect of the
  // page in the same task; a row the browser renders itself has its cards before the first paint.
  // Whether the page is hydrating is read at each measurement, so that the end of hydration does
  // not rerun the effects below (the second would scroll the row back to its start).
  const measureSoon = useCallback(
    () => (isHydrating() ? startTransition(measure) : measure()),
    [measure],
  );
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    measureSoon();
    const observer = new ResizeObserver(measureSoon);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measureSoon]);

  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = 0;
    measureSoon();
  }, [resetKey, measureSoon]);

  // Scroll events come faster than frames; one measurement per frame is enough.
  const frame = useRef(0);
  const onScroll = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      measure();
    });
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  return { scroller, view, measure, onScroll };
}

/** Arrow keys, Home and End on a focused card move the focus along the row. */
function useCardKeys(
  scroller: RefObject<HTMLDivElement | null>,
  count: number,
  geometry: CarouselGeometry,
  measure: () => void,
) {
  // A card reached by keyboard may not be rendered yet: scroll to it, then focus it once drawn.
  const focusNext = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = focusNext.current;
    if (index === null) return;
    const card = scroller.current?.querySelector<HTMLElement>(`[data-card-index="${index}"] a`);
    if (!card) return;
    focusNext.current = null;
    card.focus();
  });
  return (event: KeyboardEvent<HTMLDivElement>) => {
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-card-index]');
    const element = scroller.current;
    if (!item || !element) return;
    const target = cardIndexForKey(event.key, Number(item.dataset.cardIndex), count);
    if (target === null) return;
    event.preventDefault();
    scrollToShow(element, target, geometry);
    const card = element.querySelector<HTMLElement>(`[data-card-index="${target}"] a`);
    if (card) card.focus();
    else focusNext.current = target;
    measure();
  };
}

// A mouse wheel turns vertically; here that means sideways.
const onWheel = (event: WheelEvent<HTMLDivElement>) => {
  if (Math.abs(event.deltaY) > Math.abs(event.deltaX)) {
    event.currentTarget.scrollLeft += event.deltaY;
  }
};

const SCROLLER_SX = {
  height: '100%',
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '&:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: -2,
  },
} as const;

/**
 * A horizontally scrolling row of spot cards that renders, and so loads, only the visible
 * cards and about two on each side. Wheel scrolling moves it sideways; arrow
 * buttons page through it on devices with a pointer; on a focused card the arrow keys, Home
 * and End move the focus along the row.
 */
export function SpotCardCarousel<T extends { id: number }>({
  spots,
  renderCard,
  label,
  cardHeight = CAROUSEL_CARD_HEIGHT_PX,
  cardWidth = Math.round(cardHeight * 1.1),
  margin = CAROUSEL_CARD_MARGIN_PX,
  resetKey,
}: SpotCardCarouselProps<T>) {
  const { scroller, view, measure, onScroll } = useCarouselView(resetKey);
  const geometry = { cardWidth, margin };
  const onKeyDown = useCardKeys(scroller, spots.length, geometry, measure);
  const step = stepOf(geometry);
  const totalWidth = margin + spots.length * step;
  const { start, end } = carouselRange(view, spots.length, geometry);

  const page = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    const distance = Math.max(step, Math.floor(element.clientWidth / step) * step);
    element.scrollBy({ left: direction * distance, behavior: 'smooth' });
  };
  const canGoBack = view.scrollLeft > 1;
  const canGoOn = view.scrollLeft + view.width < totalWidth - 1;

  const items: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const spot = spots[index];
    if (!spot) continue;
    items.push(
      <Box
        key={spot.id}
        role="listitem"
        data-card-index={index}
        aria-posinset={index + 1}
        aria-setsize={spots.length}
        // Inline, not sx: a class per position would pile up styles while scrolling.
        style={{
          position: 'absolute',
          top: margin,
          left: margin + index * step,
          width: cardWidth,
          height: cardHeight,
        }}
      >
        {renderCard(spot, index)}
      </Box>,
    );
  }

  return (
    <Box style={{ position: 'relative', height: cardHeight + 2 * margin }}>
      <Box
        ref={scroller}
        tabIndex={0}
        onScroll={onScroll}
        onWheel={onWheel}
        onKeyDown={onKeyDown}
        sx={SCROLLER_SX}
      >
        <Box
          role="list"
          aria-label={label}
          style={{ position: 'relative', width: totalWidth, height: '100%' }}
        >
          {items}
        </Box>
      </Box>
      <PageButton side="left" hidden={!canGoBack} onClick={() => page(-1)} />
      <PageButton side="right" hidden={!canGoOn} onClick={() => page(1)} />
    </Box>
  );
}

function PageButton({
  side,
  hidden,
  onClick,
}: {
  side: 'left' | 'right';
  hidden: boolean;
  onClick: () => void;
}) {
  if (hidden) return null;
  return (
    <IconButton
      size="small"
      aria-label={side === 'left' ? 'Previous spots' : 'Next spots'}
      onClick={onClick}
      sx={{
        position: 'absolute',
        top: '50%',
        [side]: 6,
        transform: 'translateY(-50%)',
        bgcolor: 'rgba(255, 255, 255, 0.92)',
        boxShadow: 2,
        '&:hover': { bgcolor: 'background.paper' },
        // Touch screens swipe instead.
        '@media (hover: none)': { display: 'none' },
      }}
    >
      {side === 'left' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
