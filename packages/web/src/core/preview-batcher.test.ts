import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_BATCH_MS } from '@vantage/shared';
import { PreviewBatcher, pointPreviewQuery, type FetchPreviews } from './preview-batcher';
import { makePointPreview } from '../test-support/factories';
import { makeTestQueryClient } from '../test-support/render';

/** A fake server that knows the given ids and records every request. */
function fakeServer(known: (id: number) => boolean = () => true) {
  const requests: number[][] = [];
  const fetchPreviews = vi.fn<FetchPreviews>((ids) => {
    requests.push(ids);
    return Promise.resolve(ids.filter(known).map((id) => makePointPreview({ id })));
  });
  return { requests, fetchPreviews };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PreviewBatcher', () => {
  it('sends the ids asked for within the window as one request, each id once', async () => {
    const server = fakeServer();
    const batcher = new PreviewBatcher(server.fetchPreviews);

    const first = batcher.load(1);
    await vi.advanceTimersByTimeAsync(5);
    const second = batcher.load(2);
    const again = batcher.load(1);
    await vi.advanceTimersByTimeAsync(PREVIEW_BATCH_MS - 6);
    expect(server.requests).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toEqual([[1, 2]]);
    await expect(first).resolves.toMatchObject({ id: 1, title: 'Spot 1' });
    await expect(second).resolves.toMatchObject({ id: 2 });
    await expect(again).resolves.toMatchObject({ id: 1 });
  });

  it('starts a new window after a request has gone out', async () => {
    const server = fakeServer();
    const batcher = new PreviewBatcher(server.fetchPreviews);
    void batcher.load(1);
    await vi.advanceTimersByTimeAsync(PREVIEW_BATCH_MS);
    const later = batcher.load(3);
    await vi.advanceTimersByTimeAsync(PREVIEW_BATCH_MS);
    expect(server.requests).toEqual([[1], [3]]);
    await expect(later).resolves.toMatchObject({ id: 3 });
  });

  it('resolves null for ids the server does not know', async () => {
    const server = fakeServer((id) => id !== 404);
    const batcher = new PreviewBatcher(server.fetchPreviews);
    const known = batcher.load(7);
    const unknown = batcher.load(404);
    await vi.advanceTimersByTimeAsync(PREVIEW_BATCH_MS);
    await expect(known).resolves.toMatchObject({ id: 7 });
    await expect(unknown).resolves.toBeNull();
  });

  it('splits more than 200 ids into several requests', async () => {
    const server = fakeServer();
    const batcher = new PreviewBatcher(server.fetchPreviews);
    const ids = Array.from({ length: 450 }, (_, i) => i + 1);
    const loads = ids.map((id) => batcher.load(id));
    await vi.advanceTimersByTimeAsync(PREVIEW_BATCH_MS);
    expect(server.requests.map((request) => request.length)).toEqual([200, 200, 50]);
    expect(server.requests.flat()).toEqual(ids);
    const previews = await Promise.all(loads);
    expect(previews.map((preview) => preview?.id)).toEqual(ids);
  });

  it('rejects every caller of a failed request, and only those', async () => {
    const fetchPreviews = vi.fn<FetchPreviews>((ids) =>
      ids.includes(1)
        ? Promise.reject(new Error('Error: 503: Service Unavailable'))
        : Promise.resolve(ids.map((id) => makePointPreview({ id }))),
    );
    const batcher = new PreviewBatcher(fetchPreviews, PREVIEW_BATCH_MS, 2);
    const loads = [1, 2, 3].map((id) => batcher.load(id));
    const settled = Promise.allSettled(loads);
    await vi.advanceTimersByTimeAsync(PREVIEW_BATCH_MS);
    const [one, two, three] = await settled;
    expect(one?.status).toBe('rejected');
    expect(two?.status).toBe('rejected');
    expect(three).toMatchObject({ status: 'fulfilled', value: { id: 3 } });
  });
});

describe('pointPreviewQuery', () => {
  it('fetches previews of many queries in one request and serves cached ones from the cache', async () => {
    const server = fakeServer((id) => id !== 9);
    const batcher = new PreviewBatcher(server.fetchPreviews);
    const client = makeTestQueryClient();

    const fetched = Promise.all(
      [4, 5, 9].map((id) => client.fetchQuery(pointPreviewQuery(id, batcher))),
    );
    await vi.advanceTimersByTimeAsync(PREVIEW_BATCH_MS);
    const [four, five, nine] = await fetched;
    expect(server.requests).toEqual([[4, 5, 9]]);
    expect(four?.title).toBe('Spot 4');
    expect(five?.title).toBe('Spot 5');
    expect(nine).toBeNull();

    const cached = Promise.all(
      [4, 6].map((id) => client.fetchQuery(pointPreviewQuery(id, batcher))),
    );
    await vi.advanceTimersByTimeAsync(PREVIEW_BATCH_MS);
    await cached;
    expect(server.requests).toEqual([[4, 5, 9], [6]]);
  });

  it('keeps previews out of the persisted cache', () => {
    expect(pointPreviewQuery(1).meta).toEqual({ persist: false });
  });
});
