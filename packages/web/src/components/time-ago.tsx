import { useEffect, useState } from 'react';
import { timeAgo } from '@vantage/shared';
import { pageOpenedAt } from '../core/page-clock';

const MINUTE_MS = 60_000;

/**
 * How long ago a moment was ("5 min ago"), its full date and time on hover. The first render
 * counts from the page's moment, as the server's HTML did, however long ago that page was
 * written (a cached page, a slow hydration); once mounted it counts from the browser's clock,
 * in the browser's time zone, and keeps up minute by minute.
 */
export function TimeAgo({ iso }: { iso: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  const then = Date.parse(iso);
  return (
    <time dateTime={iso} title={now === null ? undefined : new Date(then).toLocaleString()}>
      {timeAgo(then, now ?? pageOpenedAt())}
    </time>
  );
}
