import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HOVER_PREVIEW_DELAY_MS } from '@vantage/shared';
import { HOVER_CARD_MAX, SpotHoverCard, hoverCardPhotoSize } from './spot-hover-card';
import { makeTileSpot } from '../../test-support/factories';

// The card is a MapLibre popup; outside a map it renders its content in place.
vi.mock('react-map-gl/maplibre', () => ({
  Popup: ({ children }: { children: ReactNode }) => <div data-testid="popup">{children}</div>,
}));
vi.mock('../../core/preview-batcher', () => ({
  usePointPreview: (id: number | null) => ({
    isPending: false,
    data: id == null ? undefined : { id, title: `Preview ${id}`, slug: '', image: null, tz: null },
  }),
}));

describe('hoverCardPhotoSize', () => {
  it.each([
    // [photo ratio, width, height]: within 250×180, ratio clamped to 1…2.2
    [1.5, 250, 167],
    [1.2, 216, 180],
    [0.66, 180, 180],
    [1, 180, 180],
    [4, 250, 114],
    [2.2, 250, 114],
  ])('a %f photo is shown %i×%i', (ar, width, height) => {
    const size = hoverCardPhotoSize(ar);
    expect(size.width).toBe(width);
    expect(size.height).toBe(height);
    expect(size.width).toBeLessThanOrEqual(HOVER_CARD_MAX.width);
    expect(size.height).toBeLessThanOrEqual(HOVER_CARD_MAX.height);
    expect(size.ar).toBeGreaterThanOrEqual(1);
    expect(size.ar).toBeLessThanOrEqual(2.2);
  });
});

describe('SpotHoverCard', () => {
  const spot = makeTileSpot({ id: 5, lat: 46.69, long: 12.08, title: 'Lago di Braies', score: 3 });

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('appears 300 ms after the pointer rests on a spot', () => {
    const view = render(<SpotHoverCard spot={spot} />);
    act(() => {
      vi.advanceTimersByTime(HOVER_PREVIEW_DELAY_MS - 1);
    });
    expect(view.queryByTestId('popup')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(view.getByRole('tooltip').textContent).toContain('Preview 5');
  });

  it('disappears when the pointer leaves or the spot changes', () => {
    const view = render(<SpotHoverCard spot={spot} />);
    act(() => {
      vi.advanceTimersByTime(HOVER_PREVIEW_DELAY_MS);
    });
    view.rerender(<SpotHoverCard spot={null} />);
    expect(view.queryByTestId('popup')).toBeNull();

    view.rerender(<SpotHoverCard spot={spot} />);
    act(() => {
      vi.advanceTimersByTime(HOVER_PREVIEW_DELAY_MS);
    });
    view.rerender(<SpotHoverCard spot={{ ...spot, id: 6 }} />);
    expect(view.queryByTestId('popup')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(HOVER_PREVIEW_DELAY_MS);
    });
    expect(view.getByRole('tooltip').textContent).toContain('Preview 6');
  });
});
