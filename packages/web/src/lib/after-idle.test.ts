import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle } from './after-idle';

type IdleWork = (deadline: IdleDeadline) => void;

/** A browser's idle callbacks, run by hand, each moment with the time it is given. */
function idleMoments() {
  const pending = new Map<number, IdleWork>();
  let handles = 0;
  vi.stubGlobal('requestIdleCallback', (work: IdleWork) => {
    pending.set(++handles, work);
    return handles;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => pending.delete(handle));
  return {
    get waiting() {
      return pending.size;
    },
    /** Runs the next idle callback with `ms` of idle time, spent as the work reads the clock. */
    run(ms: number, spentPerRead = 0) {
      const [handle, work] = pending.entries().next().value!;
      pending.delete(handle);
      let left = ms;
      work({
        didTimeout: false,
        timeRemaining: () => {
          left -= spentPerRead;
          return Math.max(0, left);
        },
      });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('eachWhenIdle', () => {
  it('does one item a moment when the moments are short, in order', () => {
    const moments = idleMoments();
    const done: number[] = [];
    eachWhenIdle([1, 2, 3], (item) => done.push(item));
    expect(done).toEqual([]);
    moments.run(2);
    expect(done).toEqual([1]);
    moments.run(2);
    moments.run(2);
    expect(done).toEqual([1, 2, 3]);
    expect(moments.waiting).toBe(0);
  });

  it('does as many items as a long moment leaves time for', () => {
    const moments = idleMoments();
    const done: number[] = [];
    eachWhenIdle([1, 2, 3, 4, 5], (item) => done.push(item));
    // 18 ms, of which each item takes 5: items while more than 4 ms remain.
    moments.run(18, 5);
    expect(done).toEqual([1, 2, 3]);
    moments.run(50);
    expect(done).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks for no moment without items, and stops when cancelled', () => {
    const moments = idleMoments();
    eachWhenIdle([], () => undefined);
    expect(moments.waiting).toBe(0);
    const done: number[] = [];
    const cancel = eachWhenIdle([1, 2], (item) => done.push(item));
    moments.run(1);
    cancel();
    expect(moments.waiting).toBe(0);
    expect(done).toEqual([1]);
  });

  it('without idle callbacks, waits once, then does an item a task', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const done: number[] = [];
    eachWhenIdle([1, 2, 3], (item) => done.push(item));
    vi.advanceTimersByTime(4_999);
    expect(done).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(done).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(done).toEqual([1, 2]);
    vi.runAllTimers();
    expect(done).toEqual([1, 2, 3]);
  });
});
