import { describe, expect, it } from 'vitest';
import { cappedPoints, DAILY_GAIN_CAP, DAILY_LOSS_CAP } from './reputation.js';

describe('impact within limits', () => {
  it('earns points until the daily cap', () => {
    expect(cappedPoints(5, { gained: 0, lost: 0 }, 10)).toBe(5);
    expect(cappedPoints(5, { gained: DAILY_GAIN_CAP - 2, lost: 0 }, 10)).toBe(2);
    expect(cappedPoints(5, { gained: DAILY_GAIN_CAP, lost: 0 }, 10)).toBe(0);
  });

  it('loses points until the daily loss cap and never below zero', () => {
    expect(cappedPoints(-2, { gained: 0, lost: 0 }, 10)).toBe(-2);
    expect(cappedPoints(-2, { gained: 0, lost: DAILY_LOSS_CAP - 1 }, 100)).toBe(-1);
    expect(cappedPoints(-2, { gained: 0, lost: 0 }, 1)).toBe(-1);
    expect(cappedPoints(-2, { gained: 0, lost: 0 }, 0)).toBe(0);
  });
});
