import { useCallback, useState } from 'react';

/** Prefix of the spot page's panel states in localStorage. */
const PREFIX = 'vantage.panel.';

function read(key: string, fallback: boolean): boolean {
  try {
    const stored = window.localStorage.getItem(PREFIX + key);
    return stored === null ? fallback : stored === 'true';
  } catch {
    return fallback;
  }
}

/** A boolean kept in localStorage, e.g. whether a collapsible panel is expanded. */
export function usePersistedFlag(
  key: string,
  fallback: boolean,
): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(PREFIX + key, String(next));
      } catch {
        // Storage full or blocked: the panel still toggles for this visit.
      }
    },
    [key],
  );
  return [value, update];
}
