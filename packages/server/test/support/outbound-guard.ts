import { afterAll, beforeAll, expect } from 'vitest';

/** What the guard refused, and how to take it away again. */
export interface OutboundGuard {
  /** URLs of refused requests; a test passes only while this stays empty. */
  refused: string[];
  restore(): void;
}

/**
 * Lets `fetch` reach 127.0.0.1 only (the fake providers), so a provider adapter that would
 * call the real service fails the test instead of going out to the internet.
 */
export function guardOutbound(): OutboundGuard {
  const original = globalThis.fetch;
  const refused: string[] = [];
  globalThis.fetch = (input, init) => {
    const href = input instanceof Request ? input.url : String(input);
    if (new URL(href).hostname !== '127.0.0.1') {
      refused.push(href);
      return Promise.reject(new Error(`unexpected outbound request to ${href}`));
    }
    return original(input, init);
  };
  return {
    refused,
    restore() {
      globalThis.fetch = original;
    },
  };
}

/**
 * Guards a whole describe block: `fetch` reaches 127.0.0.1 only during its tests, and the
 * block fails when anything in it tried to reach another host.
 */
export function guardOutboundDuring(): void {
  let guard: OutboundGuard;
  beforeAll(() => {
    guard = guardOutbound();
  });
  afterAll(() => {
    guard.restore();
    expect(guard.refused).toEqual([]);
  });
}
