import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** Whether the browser is hydrating a server-rendered page (from its start until it is idle). */
let hydrating = false;

/** Called before the browser hydrates a server-rendered page. */
export function startHydrating(): void {
  hydrating = true;
}

/** Called once the hydration is done: parts that mount from then on are the browser's own. */
export function endHydrating(): void {
  hydrating = false;
}

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page, true otherwise:
 * for what only the browser can compute (a canvas drawing, a browser-only answer), so that
 * hydration finds what the server rendered. A part hydrated from the server's HTML takes the
 * browser's value as a transition, which React renders in slices between the browser's own work,
 * like the hydration itself; a part that mounts later has it from its first render.
 */
export function useHydrated(): boolean {
  // React reads the server's value for a part it hydrates, and checks the browser's right after:
  // the same while the page is still hydrating, so no synchronous render follows.
  const mountedByBrowser = useSyncExternalStore(
    never,
    () => !hydrating,
    () => false,
  );
  const [hydrated, setHydrated] = useState(mountedByBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
