/** The moment the page opened (epoch ms): the page's "now", for every time it shows. */
let openedAt = Date.now();
const listeners = new Set<(epochMs: number) => void>();

export function pageOpenedAt(): number {
  return openedAt;
}

/** Calls `listener` whenever the page's "now" is set again. */
export function onPageStart(listener: (epochMs: number) => void): void {
  listeners.add(listener);
}

/**
 * Sets the page's "now": the server sets the moment of its rendering, and the browser that
 * hydrates that page the same moment, so both render the same times.
 */
export function startPageAt(epochMs: number): void {
  openedAt = epochMs;
  for (const listener of listeners) listener(epochMs);
}
