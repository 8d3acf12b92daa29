/** Runs `work` over items with at most `concurrency` running at once, keeping the order of results. */
export async function mapPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * A gate that lets at most `concurrency` calls of the work it is given run at once; the others
 * wait for a turn, in the order they came.
 */
export function createGate(concurrency: number): <R>(work: () => Promise<R>) => Promise<R> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running < concurrency) running += 1;
    // A finished call hands its turn straight to the first waiting one.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
