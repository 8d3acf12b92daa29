/** The longest wait for an idle moment, for a page that keeps the browser busy. */
const IDLE_WAIT_MS = 5_000;

/** Time an idle moment must still have left for {@link eachWhenIdle} to take one more item. */
const IDLE_RESERVE_MS = 4;

/**
 * Runs `work` once the browser is idle (or after a few seconds at most), with what is left of
 * that idle moment where the browser tells it; returns its cancel.
 */
export function afterIdle(work: (deadline?: IdleDeadline) => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(work, IDLE_WAIT_MS);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
  return () => window.cancelIdleCallback(handle);
}

/**
 * Runs `work` on each item, in order, in the browser's idle moments: at least one item a moment
 * and as many more as it has time for, so that no task grows long (where the browser has no idle
 * callbacks: after one wait, an item a task). Returns its cancel.
 */
export function eachWhenIdle<T>(items: readonly T[], work: (item: T) => void): () => void {
  let next = 0;
  let cancel = () => {};
  const slice = (deadline?: IdleDeadline) => {
    do work(items[next++]!);
    while (next < items.length && (deadline?.timeRemaining() ?? 0) > IDLE_RESERVE_MS);
    if (next >= items.length) return;
    if (deadline) {
      cancel = afterIdle(slice);
      return;
    }
    // A browser without idle callbacks waited once; the rest follow a task apart.
    const timer = setTimeout(slice, 0);
    cancel = () => clearTimeout(timer);
  };
  if (items.length > 0) cancel = afterIdle(slice);
  return () => cancel();
}
