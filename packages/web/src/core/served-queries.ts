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
