import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@vantage/shared';
import { ApiError, apiFetch } from '../api/client';
import { getInitialData } from './initial-data';
import type { PersistMeta } from './query-persistence';

/** The query key of the signed-in user. */
export const CURRENT_USER_KEY = ['currentUser'] as const;

/** `GET /api/user/`: the signed-in user, or null when the session is missing or ended. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiFetch('/user/', 'CurrentUser');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user as a query: seeded from the page data, so a visitor's first page never
 * asks the API (a 401 would only add noise), and replaced by sign-in and logout. It is
 * private, so it never goes to localStorage.
 */
export function currentUserQuery() {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    initialData: () => getInitialData().currentUser,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { persist: false } satisfies PersistMeta,
  });
}

/** The signed-in user, or null for a visitor. */
export function useCurrentUser(): CurrentUser | null {
  return useQuery(currentUserQuery()).data ?? null;
}

export { profilePath } from '@vantage/shared';
