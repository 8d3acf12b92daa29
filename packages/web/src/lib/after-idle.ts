/** The longest wait for an idle moment, for a page that keeps the browser busy. */
const IDLE_WAIT_MS = 5_000;

/** Runs `work` once the browser is idle (or after a few seconds at most); returns its cancel. */
export function afterIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(work, IDLE_WAIT_MS);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
  return () => window.cancelIdleCallback(handle);
}
