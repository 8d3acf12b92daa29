import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { OkAnswer, type CurrentUser } from '@vantage/shared';
import { useCallback } from 'react';
import { ApiError, apiPost } from '../../api/client';
import { CURRENT_USER_KEY } from '../../core/current-user';
import type { PersistMeta } from '../../core/query-persistence';
import { forgetKeptReads, forgetPushSubscription } from '../../core/service-worker';
import { keepNativeSessionToken } from '../../lib/native-app';

/**
 * Drops every private query (those kept out of storage) except the current user, so nothing
 * of one account is shown to the next person at this browser.
 */
export function clearPrivateQueries(client: QueryClient): void {
  client.removeQueries({
    predicate: (query) =>
      (query.meta as PersistMeta | undefined)?.persist === false &&
      query.queryKey[0] !== CURRENT_USER_KEY[0],
  });
}

/**
 * Makes `user` the signed-in user. On the web the session itself is the httpOnly cookie the
 * server set; the native build keeps the answer's token (see account-api) for Bearer calls.
 */
export function useApplySignIn(): (user: CurrentUser) => void {
  const client = useQueryClient();
  return useCallback((user: CurrentUser) => applySignIn(client, user), [client]);
}

/** Makes `user` the signed-in user of `client`'s caches (see useApplySignIn). */
export function applySignIn(client: QueryClient, user: CurrentUser): void {
  clearPrivateQueries(client);
  client.setQueryData(CURRENT_USER_KEY, user);
}

/** Updates fields of the signed-in user after they were saved. */
export function useUpdateCurrentUser(): (changes: Partial<CurrentUser>) => void {
  const client = useQueryClient();
  return useCallback(
    (changes: Partial<CurrentUser>) => {
      client.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, (user) =>
        user ? { ...user, ...changes } : user,
      );
    },
    [client],
  );
}

/**
 * Signs out: ends the session on the server (the native app's token is revoked there), then
 * forgets the token, the user and private caches. A 401 means the session had already ended,
 * which is the state we want anyway.
 */
export function useLogout(): () => Promise<void> {
  const signedOut = useSignedOut();
  return useCallback(async () => {
    try {
      await apiPost('/logout', {}, OkAnswer);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
    await signedOut();
  }, [signedOut]);
}

/**
 * Forgets the native app's token, the user and private caches once the server ended the session
 * (a logout, or the account's deletion).
 */
export function useSignedOut(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    keepNativeSessionToken(null);
    client.setQueryData(CURRENT_USER_KEY, null);
    clearPrivateQueries(client);
    await forgetKeptReads().catch((error: unknown) => console.error(error));
    await forgetPushSubscription().catch((error: unknown) => console.error(error));
  }, [client]);
}
