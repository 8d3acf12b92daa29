import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  CAROUSEL_CARD_HEIGHT_PX,
  CAROUSEL_CARD_MARGIN_PX,
  SpotCardCarousel,
  carouselRange,
  cardIndexForKey,
  cardsToPreload,
} from './spot-card-carousel';

const geometry = { cardWidth: 264, margin: 20 };

describe('cardIndexForKey', () => {
  it('steps one card with the arrow keys and jumps with Home and End', () => {
    expect(cardIndexForKey('ArrowRight', 3, 10)).toBe(4);
    expect(cardIndexForKey('ArrowDown', 3, 10)).toBe(4);
    expect(cardIndexForKey('ArrowLeft', 3, 10)).toBe(2);
    expect(cardIndexForKey('Home', 3, 10)).toBe(0);
    expect(cardIndexForKey('End', 3, 10)).toBe(9);
  });

  it('stays put at the ends and ignores other keys', () => {
    expect(cardIndexForKey('ArrowLeft', 0, 10)).toBeNull();
    expect(cardIndexForKey('ArrowRight', 9, 10)).toBeNull();
    expect(cardIndexForKey('Home', 0, 10)).toBeNull();
    expect(cardIndexForKey('Enter', 3, 10)).toBeNull();
  });
});

describe('carouselRange', () => {
  it('renders the visible cards and two more on each side', () => {
    // 284 px per card: at 1000 px scrolled, cards 3 (852–1116) to 6 (1724–1988) show in 1000 px.
    expect(carouselRange({ scrollLeft: 1000, width: 1000 }, 50, geometry)).toEqual({
      start: 1,
      end: 9,
    });
  });

  it('stops at the ends of the list', () => {
    expect(carouselRange({ scrollLeft: 0, width: 600 }, 50, geometry)).toEqual({
      start: 0,
      end: 5,
    });
    expect(carouselRange({ scrollLeft: 0, width: 2000 }, 3, geometry)).toEqual({
      start: 0,
      end: 3,
    });
    expect(carouselRange({ scrollLeft: 0, width: 600 }, 0, geometry)).toEqual({ start: 0, end: 0 });
  });

  it('renders the first cards before the width is known', () => {
    expect(carouselRange({ scrollLeft: 0, width: 0 }, 50, geometry)).toEqual({ start: 0, end: 3 });
  });

  it('does not count a card hidden in the margin as visible', () => {
    // Scrolled so the view starts exactly where card 1 ends: card 1 is out of view.
    const range = carouselRange({ scrollLeft: 20 + 284 + 264, width: 284 }, 50, geometry, 0);
    expect(range).toEqual({ start: 2, end: 3 });
  });
});

describe('cardsToPreload', () => {
  it('counts the cards that fill the width plus the overscan', () => {
    expect(cardsToPreload(1280, geometry)).toBe(5 + 2);
    expect(cardsToPreload(0, geometry)).toBe(1 + 2);
  });
});

describe('SpotCardCarousel', () => {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(cleanup);

  it('renders only the first cards of a long list, with the default card size', () => {
    const spots = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, title: `Spot ${i + 1}` }));
    render(
      <MemoryRouter>
        <SpotCardCarousel
          label="Spots in view"
          spots={spots}
          renderCard={(spot) => <span>{spot.title}</span>}
        />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeLessThan(10);
    expect(items[0]).toHaveProperty('textContent', 'Spot 1');
    expect(items[0]?.getAttribute('aria-setsize')).toBe('100');
    expect(items[0]?.style.height).toBe(`${CAROUSEL_CARD_HEIGHT_PX}px`);
    expect(items[1]?.style.left).toBe(
      `${CAROUSEL_CARD_MARGIN_PX * 2 + Math.round(CAROUSEL_CARD_HEIGHT_PX * 1.1)}px`,
    );
  });
});
