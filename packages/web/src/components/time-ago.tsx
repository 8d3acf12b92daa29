import { useEffect, useState, useSyncExternalStore } from 'react';
import { timeAgo } from '@vantage/shared';
import { pageOpenedAt } from '../core/page-clock';

const MINUTE_MS = 60_000;
const subscribeNever = () => () => undefined;

/**
 * How long ago a moment was ("5 min ago"), its full date and time on hover. The server's HTML,
 * and the browser hydrating it, count from the page's moment, however long ago that page was
 * written (a cached page, a slow hydration); where the browser draws it itself, from its first
 * render, and once mounted always, it counts from the browser's clock, in the browser's time
 * zone, and keeps up minute by minute.
 */
export function TimeAgo({ iso }: { iso: string }) {
  // The server's snapshot while hydrating: false; the browser's from then on: true.
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  const then = Date.parse(iso);
  const from = now ?? (inBrowser ? Date.now() : pageOpenedAt());
  return (
    <time dateTime={iso} title={inBrowser ? new Date(then).toLocaleString() : undefined}>
      {timeAgo(then, from)}
    </time>
  );
}
