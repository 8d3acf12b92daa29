import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work written as a generator that yields wherever it may pause (after a record, a country, a
 * layer), so that it can run at once or in slices between other work of the event loop.
 */
export type SlicedWork<T> = Generator<void, T, void>;

/** Longest a slice runs before the event loop may answer requests again. */
export const SLICE_MS = 10;

/** Runs the work to its end now. */
export function runAtOnce<T>(work: SlicedWork<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/**
 * Runs the work in slices of about `sliceMs`, letting the event loop answer what waits (I/O,
 * timers, requests) between them: loading a few hundred milliseconds of data this way holds no
 * request up for longer than a slice.
 */
export async function runInSlices<T>(work: SlicedWork<T>, sliceMs = SLICE_MS): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
