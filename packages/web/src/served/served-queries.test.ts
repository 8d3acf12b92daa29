import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { readOnArrival } from './served-queries';
import { SPOT_STALE_MS } from '../core/spot-query';

/** A page's reads as the server dehydrated them `renderedAgoMs` before `arrival`. */
async function servedPage(arrival: number, renderedAgoMs: number) {
  const server = new QueryClient();
  await server.fetchQuery({ queryKey: ['point', 7], queryFn: () => ({ id: 7, title: 'Lake' }) });
  await server
    .fetchQuery({
      queryKey: ['point', 8],
      queryFn: () => Promise.reject(new Error('gone')),
      retry: false,
    })
    .catch(() => undefined);
  const page = JSON.parse(JSON.stringify(dehydrate(server, { shouldDehydrateQuery: () => true })));
  for (const query of page.queries) query.state.dataUpdatedAt = arrival - renderedAgoMs;
  return page;
}

describe('served reads on arrival', () => {
  it('dates a kept page’s reads when it arrived, so its spot is not read again at once', async () => {
    const arrival = Date.now();
    const page = await servedPage(arrival, 50_000);
    const browser = new QueryClient();
    hydrate(browser, readOnArrival(page, arrival));
    expect(browser.getQueryState(['point', 7])?.dataUpdatedAt).toBe(arrival);
    const observer = new QueryObserver(browser, {
      queryKey: ['point', 7],
      queryFn: () => ({ id: 7, title: 'read again' }),
      staleTime: SPOT_STALE_MS,
    });
    expect(observer.getCurrentResult().isStale).toBe(false);
  });

  it('without it, the same page’s spot would be stale on arrival', async () => {
    const arrival = Date.now();
    const browser = new QueryClient();
    hydrate(browser, await servedPage(arrival, 50_000));
    const observer = new QueryObserver(browser, {
      queryKey: ['point', 7],
      staleTime: SPOT_STALE_MS,
    });
    expect(observer.getCurrentResult().isStale).toBe(true);
  });

  it('leaves a read that failed as it was', async () => {
    const arrival = Date.now();
    const page = await servedPage(arrival, 50_000);
    const failed = readOnArrival(page, arrival).queries.find((q) => q.queryKey[1] === 8);
    expect(failed?.state.status).toBe('error');
    expect(failed?.state.dataUpdatedAt).toBe(arrival - 50_000);
  });
});
