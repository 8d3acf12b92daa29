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
