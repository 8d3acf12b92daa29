import { Suspense, useState, type ReactNode } from 'react';
import { useMountedByBrowser } from './use-hydrated';

/**
 * A part of a server-rendered page that React hydrates on its own, after the part around it:
 * each slice's hydration commits and runs its effects in a task of its own, instead of the whole
 * page's in one long task a phone's visitor cannot tap through. Where the browser renders the
 * page itself, the slice is just its content.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  const [served] = useState(!useMountedByBrowser());
  return served ? <Suspense fallback={null}>{children}</Suspense> : children;
}
