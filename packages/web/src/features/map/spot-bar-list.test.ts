import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPOT_BAR_SWAP_MAX_MS, sameSpots, scheduleListSwap, spotsInView } from './spot-bar-list';
import { makeTileSpot } from '../../test-support/factories';

describe('spotsInView', () => {
  const dolomites = { south: 46, west: 11, north: 47, east: 13 };

  it('keeps the spots inside the view, best first', () => {
    const spots = [
      makeTileSpot({ id: 1, score: 2 }),
      makeTileSpot({ id: 2, lat: 47.5 }),
      makeTileSpot({ id: 3, score: 9 }),
      makeTileSpot({ id: 4, long: 13.01 }),
      makeTileSpot({ id: 5, score: 2 }),
    ];
    expect(spotsInView(spots, dolomites).map((spot) => spot.id)).toEqual([3, 1, 5]);
  });

  it('handles a view across the antimeridian', () => {
    const fiji = { south: -20, west: 177, north: -15, east: -178 };
    const spots = [
      makeTileSpot({ id: 1, lat: -17, long: 178 }),
      makeTileSpot({ id: 2, lat: -17, long: -179 }),
      makeTileSpot({ id: 3, lat: -17, long: 170 }),
    ];
    expect(spotsInView(spots, fiji).map((spot) => spot.id)).toEqual([1, 2]);
  });
});

describe('sameSpots', () => {
  it('compares ids in order', () => {
    expect(
      sameSpots([makeTileSpot({ id: 1 }), makeTileSpot({ id: 2 })], [{ id: 1 }, { id: 2 }]),
    ).toBe(true);
    expect(
      sameSpots([makeTileSpot({ id: 1 }), makeTileSpot({ id: 2 })], [{ id: 2 }, { id: 1 }]),
    ).toBe(false);
    expect(sameSpots([makeTileSpot({ id: 1 })], [])).toBe(false);
  });
});

describe('scheduleListSwap', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('swaps as soon as the previews are ready', async () => {
    const swap = vi.fn();
    let ready!: () => void;
    scheduleListSwap(new Promise<void>((resolve) => (ready = resolve)), SPOT_BAR_SWAP_MAX_MS, swap);
    await vi.advanceTimersByTimeAsync(120);
    expect(swap).not.toHaveBeenCalled();
    ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(swap).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SPOT_BAR_SWAP_MAX_MS);
    expect(swap).toHaveBeenCalledTimes(1);
  });

  it('swaps after at most 700 ms when the previews are slow', async () => {
    const swap = vi.fn();
    scheduleListSwap(new Promise<void>(() => undefined), SPOT_BAR_SWAP_MAX_MS, swap);
    await vi.advanceTimersByTimeAsync(SPOT_BAR_SWAP_MAX_MS - 1);
    expect(swap).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(swap).toHaveBeenCalledTimes(1);
  });

  it('swaps when the previews fail too', async () => {
    const swap = vi.fn();
    scheduleListSwap(Promise.reject(new Error('Error: 503: Service Unavailable')), 700, swap);
    await vi.advanceTimersByTimeAsync(0);
    expect(swap).toHaveBeenCalledTimes(1);
  });

  it('does not swap once cancelled by a newer list', async () => {
    const swap = vi.fn();
    let ready!: () => void;
    const cancel = scheduleListSwap(new Promise<void>((resolve) => (ready = resolve)), 700, swap);
    cancel();
    ready();
    await vi.advanceTimersByTimeAsync(SPOT_BAR_SWAP_MAX_MS);
    expect(swap).not.toHaveBeenCalled();
  });
});
