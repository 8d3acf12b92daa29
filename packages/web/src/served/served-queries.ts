import type { DehydratedState } from '@tanstack/react-query';
import { SERVED_QUERIES_ELEMENT_ID } from '@vantage/shared';

/** The query cache the server rendered this page from, or null on a page it did not render. */
export function readServedQueries(): DehydratedState | null {
  const element = document.getElementById(SERVED_QUERIES_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

/**
 * The served reads, dated when the page arrived (`arrival`, on this browser's clock) instead of
 * when the server rendered it. The server keeps a rendered page only while nothing it shows has
 * changed, so its reads are current when it is sent, however long ago it was rendered: dated by
 * the rendering, a kept page's spot would be read again at once, and on a clock behind or ahead
 * of the server's, too late or always.
 */
export function readOnArrival(served: DehydratedState, arrival: number): DehydratedState {
  return {
    ...served,
    queries: served.queries.map((query) =>
      query.state.status === 'success'
        ? { ...query, state: { ...query.state, dataUpdatedAt: arrival } }
        : query,
    ),
  };
}

/**
 * Whether this page came from the server now, not from the browser's cache (as going back may
 * bring it, however old): only then are its reads dated by its arrival.
 */
export function pageCameFromServer(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation === undefined || navigation.transferSize > 0;
}

/** The lazily loaded components the server rendered on this page (none on a page it did not). */
export function readServedComponents(): string[] {
  const element = document.getElementById(SERVED_QUERIES_ELEMENT_ID);
  return element?.dataset.components?.split(' ').filter(Boolean) ?? [];
}

/** The moment (epoch ms) whose times the server rendered on this page, or null. */
export function readServedTime(): number | null {
  const value = Number(document.getElementById(SERVED_QUERIES_ELEMENT_ID)?.dataset.renderedAt);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The viewport width the server laid this page out for (a phone's), or null for the wide one. */
export function readServedViewportWidth(): number | null {
  const value = Number(document.getElementById(SERVED_QUERIES_ELEMENT_ID)?.dataset.viewportWidth);
  return Number.isFinite(value) && value > 0 ? value : null;
}
