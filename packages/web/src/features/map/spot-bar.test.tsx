import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PREVIEW_BATCH_MS, spotPath, type TileSpot } from '@vantage/shared';
import { namedSchema } from '../../api/client';
import { SpotBar } from './spot-bar';
import { SPOT_BAR_SWAP_MAX_MS } from './spot-bar-list';
import { makePointPreview, makeTileSpot } from '../../test-support/factories';
import { makeTestQueryClient } from '../../test-support/render';

/** Spots a little apart, the lower ids scoring higher. */
const rankedSpot = (id: number) => makeTileSpot({ id, lat: 46 + id / 100, score: 100 - id });

/** A fake `/api/pointPreviews`: answers at once, or holds the ids in `held` until released. */
function fakePreviewServer() {
  const held = new Set<number>();
  const waiting: (() => void)[] = [];
  const requests: number[][] = [];
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    const { ids } = JSON.parse(init?.body as string) as { ids: number[] };
    requests.push(ids);
    const answer = () =>
      new Response(JSON.stringify(ids.map((id) => makePointPreview({ id }))), {
        headers: { 'Content-Type': 'application/json' },
      });
    if (!ids.some((id) => held.has(id))) return Promise.resolve(answer());
    return new Promise<Response>((resolve) => waiting.push(() => resolve(answer())));
  });
  return {
    held,
    requests,
    fetchMock,
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

function renderBar(spots: TileSpot[] | null, client: QueryClient) {
  const ui = (list: TileSpot[] | null) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SpotBar spots={list} spotLink={(spot) => spotPath(spot)} onHighlight={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(ui(spots));
  return { rerender: (list: TileSpot[] | null) => view.rerender(ui(list)) };
}

/** Each card's title, its first line. */
const cardTitles = () =>
  screen.queryAllByRole('link').map((link) => link.querySelector('p')?.textContent ?? null);

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('SpotBar', () => {
  let server: ReturnType<typeof fakePreviewServer>;
  let client: QueryClient;

  beforeAll(async () => {
    // The previews' answer is checked by a schema the client loads by its name on first use:
    // loaded here, before the clock is faked.
    await namedSchema('PointPreviewsAnswer');
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  beforeEach(() => {
    vi.useFakeTimers();
    server = fakePreviewServer();
    vi.stubGlobal('fetch', server.fetchMock);
    client = makeTestQueryClient();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const first = [1, 2, 3].map(rankedSpot);
  const second = [4, 5, 6].map(rankedSpot);

  /** Shows the first list, then asks for the second with the preview of spot `held` held back. */
  async function swapToSecondHolding(held: number) {
    const bar = renderBar(first, client);
    await advance(PREVIEW_BATCH_MS);
    server.held.add(held);
    bar.rerender(second);
  }

  it('shows the first list once its previews have loaded, fetched in one request', async () => {
    renderBar(first, client);
    expect(screen.getByText('Loading spots…')).toBeTruthy();
    await advance(PREVIEW_BATCH_MS);
    expect(server.requests).toEqual([[1, 2, 3]]);
    expect(cardTitles()).toEqual(['Spot 1', 'Spot 2', 'Spot 3']);
  });

  it('keeps the old list until the new previews arrive, then swaps at once', async () => {
    await swapToSecondHolding(4);
    await advance(300);
    expect(cardTitles()).toEqual(['Spot 1', 'Spot 2', 'Spot 3']);
    server.release();
    await advance(0);
    expect(cardTitles()).toEqual(['Spot 4', 'Spot 5', 'Spot 6']);
  });

  it('swaps after 700 ms when the new previews are slow', async () => {
    await swapToSecondHolding(5);
    await advance(SPOT_BAR_SWAP_MAX_MS - 1);
    expect(cardTitles()).toEqual(['Spot 1', 'Spot 2', 'Spot 3']);
    await advance(1);
    expect(cardTitles()).toEqual(['Spot 4', 'Spot 5', 'Spot 6']);
  });

  it('does not ask again for previews it already has', async () => {
    const bar = renderBar(first, client);
    await advance(PREVIEW_BATCH_MS);
    bar.rerender([rankedSpot(2), rankedSpot(7), rankedSpot(1)]);
    await advance(PREVIEW_BATCH_MS);
    expect(server.requests).toEqual([[1, 2, 3], [7]]);
    expect(cardTitles()).toEqual(['Spot 2', 'Spot 7', 'Spot 1']);
  });

  it('says so when no spots are in view', async () => {
    renderBar([], client);
    await advance(0);
    expect(screen.getByText(/No spots in view/)).toBeTruthy();
  });
});
