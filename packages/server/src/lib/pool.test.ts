import { describe, expect, it } from 'vitest';
import { createGate, mapPool } from './pool';

/** A promise with its resolve function, to finish work when the test says so. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('mapPool', () => {
  it('keeps the order of the results', async () => {
    const results = await mapPool([30, 10, 20], 2, async (ms, index) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return index;
    });
    expect(results).toEqual([0, 1, 2]);
  });
});

describe('createGate', () => {
  it('runs at most its concurrency at once and the waiting ones in the order they came', async () => {
    const gate = createGate(2);
    const started: number[] = [];
    const finish = [deferred(), deferred(), deferred(), deferred()];
    const calls = finish.map((step, index) =>
      gate(async () => {
        started.push(index);
        await step.promise;
        return index;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1]);
    finish[1]!.resolve();
    await calls[1];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    finish[0]!.resolve();
    finish[2]!.resolve();
    finish[3]!.resolve();
    expect(await Promise.all(calls)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('gives the turn of a call that failed to the next one', async () => {
    const gate = createGate(1);
    const failed = gate(() => Promise.reject(new Error('broken image')));
    const next = gate(() => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('broken image');
    expect(await next).toBe('next');
    // With nothing running, a new call starts at once.
    let ran = false;
    await gate(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
