import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors';
import { MemoryRateLimitStore } from '../../lib/rate-limit';
import {
  AuthThrottle,
  SIGN_IN_ACCOUNT_FREE_FAILURES,
  SIGN_IN_FREE_FAILURES,
  signInDelayMs,
} from './auth-throttle';

describe('sign-in delays', () => {
  it('are free for five failures, then double from a second up to 15 minutes', () => {
    expect([1, 2, 3, 4].map((failures) => signInDelayMs(failures))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map((failures) => signInDelayMs(failures))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(signInDelayMs(15)).toBe(15 * 60_000);
    expect(signInDelayMs(40)).toBe(15 * 60_000);
  });

  it('start later for the failures of an account from every unknown client', () => {
    expect(signInDelayMs(SIGN_IN_ACCOUNT_FREE_FAILURES - 1, SIGN_IN_ACCOUNT_FREE_FAILURES)).toBe(0);
    expect(signInDelayMs(SIGN_IN_ACCOUNT_FREE_FAILURES, SIGN_IN_ACCOUNT_FREE_FAILURES)).toBe(1000);
    expect(signInDelayMs(SIGN_IN_ACCOUNT_FREE_FAILURES + 3, SIGN_IN_ACCOUNT_FREE_FAILURES)).toBe(
      8000,
    );
  });
});

/** The seconds a refused attempt must wait, or 0 when it may go on. */
async function waitOf(attempt: Promise<void>): Promise<number> {
  try {
    await attempt;
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
    return Number(error.headers['Retry-After']);
  }
}

function throttleAt(start = 1_000_000) {
  const clock = { now: start };
  const throttle = new AuthThrottle(new MemoryRateLimitStore(1000, () => clock.now));
  return { clock, throttle };
}

describe('the sign-in throttle', () => {
  const account = 'owner@example.com';

  it('slows every client without the device cookie once the account has failed from many', async () => {
    const { clock, throttle } = throttleAt();
    for (let n = 0; n < SIGN_IN_ACCOUNT_FREE_FAILURES; n++) {
      expect(await waitOf(throttle.signInAttempt(account, `203.0.113.${n}`))).toBe(0);
      await throttle.signInFailed(account, `203.0.113.${n}`);
    }
    expect(await waitOf(throttle.signInAttempt(account, '198.51.100.1'))).toBe(1);
    expect(await waitOf(throttle.signInAttempt('OWNER@example.com', '198.51.100.2'))).toBe(1);
    // Other accounts and the owner's known browser are not slowed.
    expect(await waitOf(throttle.signInAttempt('other@example.com', '198.51.100.1'))).toBe(0);
    expect(await waitOf(throttle.signInAttempt(account, '198.51.100.1', 'device-1'))).toBe(0);
    // Each further failure doubles the wait.
    clock.now += 1000;
    expect(await waitOf(throttle.signInAttempt(account, '198.51.100.3'))).toBe(0);
    await throttle.signInFailed(account, '198.51.100.3');
    expect(await waitOf(throttle.signInAttempt(account, '198.51.100.4'))).toBe(2);
    // The owner's success elsewhere does not give the guessers their budget back.
    await throttle.signInSucceeded(account, '198.51.100.1', 'device-1');
    expect(await waitOf(throttle.signInAttempt(account, '198.51.100.4'))).toBe(2);
  });

  it('makes a known browser that fails wait on its own, and forgets its failures once it signs in', async () => {
    const { clock, throttle } = throttleAt();
    for (let n = 0; n < SIGN_IN_FREE_FAILURES; n++) {
      await throttle.signInAttempt(account, '192.0.2.1', 'device-1');
      await throttle.signInFailed(account, '192.0.2.1', 'device-1');
    }
    expect(await waitOf(throttle.signInAttempt(account, '192.0.2.1', 'device-1'))).toBe(1);
    expect(await waitOf(throttle.signInAttempt(account, '192.0.2.1', 'device-2'))).toBe(0);
    expect(await waitOf(throttle.signInAttempt(account, '192.0.2.1'))).toBe(0);
    clock.now += 1000;
    await throttle.signInSucceeded(account, '192.0.2.1', 'device-1');
    await throttle.signInFailed(account, '192.0.2.1', 'device-1');
    expect(await waitOf(throttle.signInAttempt(account, '192.0.2.1', 'device-1'))).toBe(0);
  });
});
