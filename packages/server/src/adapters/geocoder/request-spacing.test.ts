import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestSpacing } from './request-spacing';

describe('request spacing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs calls one at a time, an interval after the previous one ended', async () => {
    vi.useFakeTimers();
    const spacing = new RequestSpacing(1000, 2500);
    const t0 = Date.now();
    const log: string[] = [];
    const task = (name: string, durationMs: number) => async () => {
      log.push(`${name} starts at ${Date.now() - t0}`);
      if (durationMs > 0) await new Promise((resolve) => setTimeout(resolve, durationMs));
      log.push(`${name} ends at ${Date.now() - t0}`);
      return name;
    };
    const calls = [
      spacing.run(task('a', 300)),
      spacing.run(task('b', 0)),
      spacing.run(task('c', 0)),
    ];
    await expect(spacing.run(task('d', 0))).rejects.toThrow('too many requests queued (3 ahead)');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await Promise.all(calls)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual([
      'a starts at 0',
      'a ends at 300',
      'b starts at 1300',
      'b ends at 1300',
      'c starts at 2300',
      'c ends at 2300',
    ]);
  });

  it('goes on after a failed call', async () => {
    const spacing = new RequestSpacing(0, 1000);
    await expect(spacing.run(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await spacing.run(async () => 'up')).toBe('up');
  });
});
