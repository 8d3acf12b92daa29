import { afterEach, describe, expect, it, vi } from 'vitest';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { fromWire, servedValue, toWire } from './served-value';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('served values', () => {
  it('writes dates as {"$date": ms} and reads them back', () => {
    const value = {
      at: new Date('2026-11-27T06:12:00Z'),
      none: null,
      list: [new Date(0), 2, 'text'],
      nested: { flag: true, when: new Date(86_400_000) },
    };
    const wire = JSON.parse(JSON.stringify(toWire(value)));
    expect(wire.at).toEqual({ $date: Date.parse('2026-11-27T06:12:00Z') });
    expect(fromWire(wire)).toEqual(value);
  });

  it('travels from the server rendering to the browser with the page queries, not to storage', async () => {
    vi.stubGlobal('window', undefined);
    const server = await import('./served-value');
    const serverClient = new QueryClient();
    const day = { sunrise: new Date('2026-11-27T01:05:00Z'), steps: [1, 2] };
    server.serveValue(serverClient, 'day-light:1,2', day);
    const page = JSON.parse(JSON.stringify(dehydrate(serverClient)));
    expect(page.queries[0].meta).toEqual({ persist: false });

    const browserClient = new QueryClient();
    hydrate(browserClient, page);
    expect(servedValue(browserClient, 'day-light:1,2')).toEqual(day);
    expect(servedValue(browserClient, 'day-light:other')).toBeUndefined();
  });

  it('is not handed on by the browser', async () => {
    const { serveValue } = await import('./served-value');
    const client = new QueryClient();
    serveValue(client, 'key', 1);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
