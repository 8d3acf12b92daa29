import { DEFAULT_VIEW_BOUNDS } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import { SINGLE_SPOT_ZOOM, spotsView } from './spots-view';

describe('spotsView', () => {
  it('shows the world without spots', () => {
    expect(spotsView([])).toEqual({ bounds: DEFAULT_VIEW_BOUNDS });
  });

  it('shows one spot close up', () => {
    expect(spotsView([{ lat: 46.6, lng: 11.72 }])).toEqual({
      lat: 46.6,
      lng: 11.72,
      zoom: SINGLE_SPOT_ZOOM,
    });
  });

  it('frames several spots with a margin', () => {
    expect(
      spotsView([
        { lat: 46, lng: 11 },
        { lat: 47, lng: 13 },
      ]),
    ).toEqual({
      bounds: [
        [10.7, 45.85],
        [13.3, 47.15],
      ],
    });
  });
});
