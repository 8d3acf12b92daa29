import { startTransition, useEffect, useState } from 'react';

/**
 * Whether this page was rendered by the browser from the start (not served as HTML to
 * hydrate): its components then render the browser's values at once.
 */
let browserRendered = false;

/** Called before the browser renders a page the server did not render. */
export function markBrowserRendered(): void {
  browserRendered = true;
}

/**
 * False on the server and while the browser hydrates a server-rendered page, true otherwise:
 * for what only the browser can compute (a canvas drawing, a browser-only answer), so that
 * hydration finds what the server rendered. On a served page the browser's value follows as a
 * transition, which React renders in slices between the browser's own work, like the hydration
 * itself (a part shown later on that page takes the same step).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(browserRendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
