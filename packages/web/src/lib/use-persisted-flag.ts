import { useCallback, useSyncExternalStore } from 'react';

/** Prefix of the spot page's panel states in localStorage. */
const PREFIX = 'vantage.panel.';

/** Flags set in this visit that storage refused, which hold for the visit all the same. */
const setFlags = new Map<string, boolean>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read(key: string, fallback: boolean): boolean {
  const set = setFlags.get(key);
  if (set !== undefined) return set;
  try {
    const stored = window.localStorage.getItem(PREFIX + key);
    return stored === null ? fallback : stored === 'true';
  } catch {
    return fallback;
  }
}

/**
 * A boolean kept in localStorage, e.g. whether a collapsible panel is expanded. A
 * server-rendered page shows `fallback`, and so does the browser while it hydrates that page;
 * the stored value follows at once.
 */
export function usePersistedFlag(
  key: string,
  fallback: boolean,
): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key, fallback),
    () => fallback,
  );
  const update = useCallback(
    (next: boolean) => {
      try {
        window.localStorage.setItem(PREFIX + key, String(next));
        setFlags.delete(key);
      } catch {
        // Storage full or blocked: the panel still toggles for this visit.
        setFlags.set(key, next);
      }
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, update];
}
