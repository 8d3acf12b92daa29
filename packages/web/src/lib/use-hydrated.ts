import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page, true otherwise:
 * for what only the browser can compute (a canvas drawing), so that hydration finds what the
 * server rendered and the browser's value follows at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
