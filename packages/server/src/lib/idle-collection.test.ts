import { describe, expect, it } from 'vitest';
import {
  GAIN_BYTES,
  GROWTH_BYTES,
  IDLE_UTILIZATION,
  IDLE_CHECK_MS,
  IdleCollectionPolicy,
  MAX_IN_A_ROW,
  SETTLED_MS,
  collectWhenIdle,
  compacting,
  type HeapFigures,
} from './idle-collection';

const MB = 1024 * 1024;
const heap = (usedMb: number, totalMb: number): HeapFigures => ({
  usedBytes: usedMb * MB,
  totalBytes: totalMb * MB,
});

describe('IdleCollectionPolicy', () => {
  it('waits until the heap has grown enough since the last collection', () => {
    const policy = new IdleCollectionPolicy(heap(60, 80));
    expect(
      policy.shouldCollect(0, { usedBytes: 60 * MB + GROWTH_BYTES - 1, totalBytes: 90 * MB }, 0),
    ).toBe(false);
    expect(
      policy.shouldCollect(0, { usedBytes: 60 * MB + GROWTH_BYTES, totalBytes: 90 * MB }, 0),
    ).toBe(true);
  });

  it('never collects while the event loop is busy, however much the heap grew', () => {
    const policy = new IdleCollectionPolicy(heap(60, 80));
    expect(policy.shouldCollect(IDLE_UTILIZATION + 0.01, heap(200, 240), 0)).toBe(false);
    expect(policy.shouldCollect(IDLE_UTILIZATION, heap(200, 240), 0)).toBe(true);
  });

  it('collects again at the next idle checks while each collection gives memory back, a few times at most', () => {
    const policy = new IdleCollectionPolicy(heap(60, 80));
    let total = 200;
    let collections = 0;
    for (let check = 0; check * IDLE_CHECK_MS < SETTLED_MS; check++) {
      const before = heap(check === 0 ? 150 : 60, total);
      if (!policy.shouldCollect(0, before, check * IDLE_CHECK_MS)) continue;
      collections++;
      total -= 20;
      policy.collected(before, heap(60, total));
    }
    expect(collections).toBe(MAX_IN_A_ROW);
  });

  it('ends the row at a collection that gave nothing back, and starts a new one when the heap grows again', () => {
    const policy = new IdleCollectionPolicy(heap(60, 80));
    expect(policy.shouldCollect(0, heap(100, 140), 0)).toBe(true);
    policy.collected(heap(100, 140), { usedBytes: 60 * MB, totalBytes: 140 * MB - GAIN_BYTES + 1 });
    expect(policy.shouldCollect(0, heap(60, 139), 0)).toBe(false);
    expect(
      policy.shouldCollect(0, { usedBytes: 60 * MB + GROWTH_BYTES, totalBytes: 139 * MB }, 0),
    ).toBe(true);
  });
});

describe('IdleCollectionPolicy, once settled', () => {
  it('collects once more when the process has stayed idle long enough, and not again', () => {
    const policy = new IdleCollectionPolicy(heap(60, 80));
    const collections: number[] = [];
    let total = 200;
    for (let nowMs = 0; nowMs <= 3 * SETTLED_MS; nowMs += IDLE_CHECK_MS) {
      const before = heap(nowMs === 0 ? 150 : 60, total);
      if (!policy.shouldCollect(0, before, nowMs)) continue;
      collections.push(nowMs);
      total -= 10;
      policy.collected(before, heap(60, total));
    }
    expect(collections).toHaveLength(MAX_IN_A_ROW + 1);
    expect(collections.at(-1)).toBe(SETTLED_MS);
  });

  it('counts the idle time from the end of the last busy check', () => {
    const policy = new IdleCollectionPolicy(heap(60, 80));
    expect(policy.shouldCollect(0, heap(150, 200), 0)).toBe(true);
    policy.collected(heap(150, 200), heap(60, 199.5));
    expect(policy.shouldCollect(0.5, heap(60, 199.5), SETTLED_MS - IDLE_CHECK_MS)).toBe(false);
    expect(policy.shouldCollect(0, heap(60, 199.5), SETTLED_MS)).toBe(false);
    expect(policy.shouldCollect(0, heap(60, 199.5), 2 * SETTLED_MS)).toBe(true);
  });
});

describe('collectWhenIdle', () => {
  it('collects once the heap has grown and the event loop is idle', async () => {
    let collections = 0;
    const idle = collectWhenIdle(() => collections++);
    // What the process was asked for meanwhile: the heap grows by more than GROWTH_BYTES.
    const held = Array.from({ length: 4 }, (_, index) => new Array(GROWTH_BYTES / 8).fill(index));
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
    } finally {
      idle.stop();
    }
    expect(held).toHaveLength(4);
    expect(collections).toBeGreaterThan(0);
  });
});

describe('compacting', () => {
  it('compacts every page for its own collection only, even when the collection fails', () => {
    const calls: string[] = [];
    const setFlags = (flags: string) => void calls.push(flags);
    compacting(() => calls.push('collect'), setFlags)();
    expect(calls).toEqual([
      '--compact-on-every-full-gc',
      'collect',
      '--no-compact-on-every-full-gc',
    ]);
    calls.length = 0;
    const failing = compacting(() => {
      throw new Error('collection failed');
    }, setFlags);
    expect(failing).toThrow('collection failed');
    expect(calls).toEqual(['--compact-on-every-full-gc', '--no-compact-on-every-full-gc']);
  });
});
