import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import type { OfflineWhat } from './unreachable';

const LoadedOfflinePage = lazyNamed(() => import('./offline-page'), 'OfflinePage', {
  drawnInBrowserOnly: true,
});

/**
 * The offline page, loaded when a page cannot open for want of a network: pages that show it
 * fetch its code only then (the app's scripts are kept by the service worker, so it loads
 * without a network).
 */
export function OfflinePage({ what }: { what: OfflineWhat }) {
  return (
    <Suspense fallback={null}>
      <LoadedOfflinePage what={what} />
    </Suspense>
  );
}
