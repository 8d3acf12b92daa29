import type { QueryClient } from '@tanstack/react-query';
import type { PersistMeta } from './query-persistence';

/**
 * Values a page computes while it renders (a day's sun and moon times) travel from the
 * server's rendering to the browser with the page's queries, so that hydration reads them
 * instead of computing them again. They are JSON with each date written as `{"$date": ms}`.
 */
const SERVED_VALUE_KEY = 'served-value';
const NOT_KEPT = { persist: false } satisfies PersistMeta;
const onServer = typeof window === 'undefined';

type Wire = null | boolean | number | string | Wire[] | { [key: string]: Wire };

/** The value with its dates written as `{"$date": ms}`. */
export function toWire(value: unknown): Wire {
  if (value instanceof Date) return { $date: value.getTime() };
  if (Array.isArray(value)) return value.map(toWire);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toWire(item)]));
  }
  return value as Wire;
}

/** The value `toWire` wrote, with its dates back. */
export function fromWire(wire: Wire): unknown {
  if (Array.isArray(wire)) return wire.map(fromWire);
  if (wire !== null && typeof wire === 'object') {
    const entries = Object.entries(wire);
    const only = entries.length === 1 ? entries[0]! : null;
    if (only?.[0] === '$date' && typeof only[1] === 'number') return new Date(only[1]);
    return Object.fromEntries(entries.map(([key, item]) => [key, fromWire(item)]));
  }
  return wire;
}

/**
 * On the server, hands `value` (computed for `key`) to the browser with the page being
 * rendered; in the browser, does nothing.
 */
export function serveValue(client: QueryClient, key: string, value: unknown): void {
  if (!onServer) return;
  const queryKey = [SERVED_VALUE_KEY, key];
  if (client.getQueryData(queryKey) !== undefined) return;
  // Not kept for a later visit: it belongs to this page.
  client.getQueryCache().build(client, { queryKey, meta: NOT_KEPT });
  client.setQueryData(queryKey, toWire(value));
}

/** In the browser, the value the server computed for `key` while rendering this page, if any. */
export function servedValue<T>(client: QueryClient, key: string): T | undefined {
  const wire = client.getQueryData<Wire>([SERVED_VALUE_KEY, key]);
  return wire === undefined ? undefined : (fromWire(wire) as T);
}
