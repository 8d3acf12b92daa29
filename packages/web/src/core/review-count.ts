import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { actsAsMember, type LatLng, round6 } from '@vantage/shared';
import { apiFetch } from '../api/client';
import { safeLocalStorage } from '../lib/safe-local-storage';
import { useCurrentUser } from './current-user';
import type { PersistMeta } from './query-persistence';

/** Where the position the member last located themselves at on the Review page is kept. */
const NEAR_KEY = 'vantage.review-near';

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: LatLng | null } = { raw: null, value: null };

function readNear(): LatLng | null {
  const raw = safeLocalStorage()?.getItem(NEAR_KEY) ?? null;
  if (raw !== cached.raw) {
    let value: LatLng | null = null;
    try {
      const parsed = raw ? (JSON.parse(raw) as Partial<LatLng>) : null;
      if (typeof parsed?.lat === 'number' && typeof parsed.lng === 'number') {
        value = { lat: parsed.lat, lng: parsed.lng };
      }
    } catch {
      // Written by another version of the site: as if none were kept.
    }
    cached = { raw, value };
  }
  return cached.value;
}

/**
 * Keeps where the member located themselves on the Review page, to about a kilometre (enough
 * for "near", without keeping their exact whereabouts), for the Review link's count.
 */
export function rememberReviewNear(position: LatLng): void {
  const rounded = {
    lat: Math.round(position.lat * 100) / 100,
    lng: Math.round(position.lng * 100) / 100,
  };
  try {
    safeLocalStorage()?.setItem(NEAR_KEY, JSON.stringify(rounded));
  } catch {
    // Storage full or refused: the count stays site-wide.
  }
  for (const listener of listeners) listener();
}

/** The position the member last located themselves at on the Review page, if any. */
export function useReviewNear(): LatLng | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readNear,
    () => null,
  );
}

/** `GET /review/count`: open proposals the member can still vote on, near `near` or anywhere. */
export function reviewCountQuery(near: LatLng | null) {
  return queryOptions({
    // Under 'review', so every vote's refresh of the Review list reads the count again.
    queryKey: ['review', 'count', near?.lat ?? null, near?.lng ?? null] as const,
    queryFn: () =>
      apiFetch(
        near ? `/review/count?lat=${round6(near.lat)}&long=${round6(near.lng)}` : '/review/count',
        'ReviewCountAnswer',
      ),
    staleTime: 60_000,
    // One member's count: not kept in the browser for whoever signs in next.
    meta: { persist: false } satisfies PersistMeta,
  });
}

/**
 * The Review link's count for the signed-in member, and whether it is of proposals near them;
 * null for visitors and accounts not confirmed yet, who vote on nothing.
 */
export function useReviewCount(): { open: number; near: boolean } | null {
  const user = useCurrentUser();
  const near = useReviewNear();
  const member = user !== null && actsAsMember(user);
  const query = useQuery({ ...reviewCountQuery(near), enabled: member });
  if (!member || !query.data) return null;
  return { open: query.data.open, near: near !== null };
}

/** What the Review link's count is of, after the number: "open proposals near you". */
export function reviewCountWords(count: { open: number; near: boolean }): string {
  return `${count.open === 1 ? 'open proposal' : 'open proposals'} ${count.near ? 'near you' : 'to vote on'}`;
}

/** The words a screen reader hears for the Review link. */
export function reviewLinkLabel(count: { open: number; near: boolean } | null): string {
  if (!count) return 'Review';
  return `Review ${count.open} ${reviewCountWords(count)}`;
}
