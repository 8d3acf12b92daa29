import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own, after the page around it: React
 * hydrates each such part in short tasks between which the browser answers input, instead of
 * one long task for the whole page. It shows nothing of its own (no fallback): the server's
 * HTML stays on screen until the part has hydrated.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
