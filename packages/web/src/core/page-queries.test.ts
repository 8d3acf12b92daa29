import type { InitialPageData, Spot } from '@vantage/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_PAGE_PARTS, provideInitialData } from './initial-data';
import { seedPageQueries } from './page-queries';
import { createQueryClient } from './query-client';
import { PERSIST_FORMAT_VERSION, PERSIST_KEY_PREFIX, persistQueryCache } from './query-persistence';
import { spotKey } from './spot-query';

const BASICS: InitialPageData = {
  siteName: 'Vantage',
  ...NO_PAGE_PARTS,
  mapStyleUrl: '/tiles/style.json',
  contacts: { email: '', facebook: '', twitter: '', instagram: '', androidApp: '' },
};

/** A spot as far as these tests read it: its id and whether its description is held. */
const spotWith = (held: boolean) =>
  ({ id: 7, title: 'Quiet cove', descriptions: [{ id: 1, held }] }) as unknown as Spot;

describe('seedPageQueries', () => {
  afterEach(() => {
    window.localStorage.clear();
    provideInitialData(BASICS);
  });

  it('puts the page’s spot in first, so a copy stored before a change elsewhere never covers it', () => {
    const client = createQueryClient();
    const key = spotKey(7);
    // Stored 10 s ago, while the description was still held for review.
    window.localStorage.setItem(
      `${PERSIST_KEY_PREFIX}${JSON.stringify(key)}`,
      JSON.stringify({
        v: PERSIST_FORMAT_VERSION,
        key,
        at: Date.now() - 10_000,
        data: spotWith(true),
      }),
    );
    provideInitialData({ ...BASICS, point: spotWith(false) });

    seedPageQueries(client);
    const stop = persistQueryCache(client, window.localStorage);
    expect(client.getQueryData<Spot>(key)?.descriptions[0]?.held).toBe(false);
    stop();
  });

  it('leaves stored copies of other spots to be restored', () => {
    const client = createQueryClient();
    const other = spotKey(8);
    window.localStorage.setItem(
      `${PERSIST_KEY_PREFIX}${JSON.stringify(other)}`,
      JSON.stringify({
        v: PERSIST_FORMAT_VERSION,
        key: other,
        at: Date.now() - 10_000,
        data: { id: 8 },
      }),
    );
    provideInitialData({ ...BASICS, point: spotWith(false) });

    seedPageQueries(client);
    const stop = persistQueryCache(client, window.localStorage);
    expect(client.getQueryData(other)).toEqual({ id: 8 });
    stop();
  });

  it('adds nothing on a page without a spot or photo', () => {
    const client = createQueryClient();
    provideInitialData(BASICS);
    seedPageQueries(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
