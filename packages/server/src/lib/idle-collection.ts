import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';

/** How often the process looks whether it is idle. */
export const IDLE_CHECK_MS = 1_000;
/** Share of the last check's interval the event loop may have worked while counting as idle. */
export const IDLE_UTILIZATION = 0.05;
/** Growth of the heap in use since the last collection worth a collection once idle. */
export const GROWTH_BYTES = 8 * 1024 * 1024;
/**
 * Collections in a row while idle: a full collection moves only the emptiest pages together, so
 * the next ones give back the pages it left half empty (V8's own memory reducer runs up to three).
 */
export const MAX_IN_A_ROW = 3;
/** A collection that gives back less of the heap than this ends the row. */
export const GAIN_BYTES = 1024 * 1024;
/**
 * Idle time after which one more collection ends the row. V8 gives back its young generation
 * (up to 32 MB) at a full collection only when little was allocated over the last 5 seconds.
 */
export const SETTLED_MS = 6_000;

/** The heap's figures a decision needs (v8.getHeapStatistics()). */
export interface HeapFigures {
  /** Bytes of objects, the garbage not yet collected included. */
  usedBytes: number;
  /** Bytes the heap holds from the system. */
  totalBytes: number;
}

/**
 * When an idle process collects its garbage: once the event loop has been idle for a check and
 * the heap in use has grown by GROWTH_BYTES since the last collection, then again at the next
 * idle checks while each collection still gives memory back, MAX_IN_A_ROW times at most; and
 * once more when the process has stayed idle for SETTLED_MS.
 */
export class IdleCollectionPolicy {
  private usedAfterLast: number;
  private inARow = 0;
  private idleSinceMs: number | null = null;
  private settled = true;

  constructor(start: HeapFigures) {
    this.usedAfterLast = start.usedBytes;
  }

  /**
   * Whether to collect now, given the loop's utilization over the last check's interval (0–1),
   * the heap, and the moment of the check (ms, monotonic).
   */
  shouldCollect(utilization: number, heap: HeapFigures, nowMs: number): boolean {
    if (utilization > IDLE_UTILIZATION) {
      this.idleSinceMs = null;
      return false;
    }
    this.idleSinceMs ??= nowMs;
    if (heap.usedBytes - this.usedAfterLast >= GROWTH_BYTES) {
      this.inARow = 0;
      this.settled = false;
      return true;
    }
    if (this.inARow > 0 && this.inARow < MAX_IN_A_ROW) return true;
    if (!this.settled && nowMs - this.idleSinceMs >= SETTLED_MS) {
      this.settled = true;
      return true;
    }
    return false;
  }

  /** Records what a collection did. */
  collected(before: HeapFigures, after: HeapFigures): void {
    this.usedAfterLast = after.usedBytes;
    this.inARow =
      before.totalBytes - after.totalBytes >= GAIN_BYTES ? this.inARow + 1 : MAX_IN_A_ROW;
  }
}

/**
 * V8's flag that makes a full collection move the objects of every page with room left on it
 * together, where its own heuristics move only the emptiest pages: the idle server's old space
 * then keeps its 54 MB of objects on 55 MB of pages, where it kept them on 63 MB. It is a V8
 * option, not a Node.js API, so this module is its one user. A V8 that no longer knows it prints
 * one line and collects as before.
 */
const COMPACT_EVERY_PAGE = 'compact-on-every-full-gc';

/**
 * `collect` made to compact the whole old space, for this collection only: under load, V8's
 * collections keep their own cheaper heuristics.
 */
export function compacting(collect: () => void, setFlags = v8.setFlagsFromString): () => void {
  return () => {
    setFlags(`--${COMPACT_EVERY_PAGE}`);
    try {
      collect();
    } finally {
      setFlags(`--no-${COMPACT_EVERY_PAGE}`);
    }
  };
}

function heapFigures(): HeapFigures {
  const { used_heap_size: usedBytes, total_heap_size: totalBytes } = v8.getHeapStatistics();
  return { usedBytes, totalBytes };
}

/**
 * Runs `collect` (a full garbage collection) when the process is idle, by the policy above. V8
 * collects its old generation when it reaches a limit set at about twice to four times what
 * survived the last collection, and gives memory back on its own only after minutes of quiet:
 * without this, what the start-up and the last busy minutes left behind stays resident while
 * nobody asks for anything.
 */
export function collectWhenIdle(collect: () => void): { stop(): void } {
  const policy = new IdleCollectionPolicy(heapFigures());
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    const before = heapFigures();
    if (!policy.shouldCollect(utilization, before, performance.now())) return;
    collect();
    policy.collected(before, heapFigures());
    // The collection's own time is not work the process was asked for.
    last = performance.eventLoopUtilization();
  }, IDLE_CHECK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
