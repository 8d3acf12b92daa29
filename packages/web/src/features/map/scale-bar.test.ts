import { describe, expect, it } from 'vitest';
import { roundDistance, scaleOf } from './scale-bar';

describe('roundDistance', () => {
  it('rounds down to 1, 2, 3 or 5 times a power of ten', () => {
    expect(roundDistance(9.99)).toBe(5);
    expect(roundDistance(4321)).toBe(3000);
    expect(roundDistance(2500)).toBe(2000);
    expect(roundDistance(1999)).toBe(1000);
    expect(roundDistance(730)).toBe(500);
    expect(roundDistance(10)).toBe(10);
  });

  it('keeps one significant digit below one', () => {
    expect(roundDistance(0.46)).toBe(0.5);
    expect(roundDistance(0.042)).toBe(0.04);
  });
});

describe('scaleOf', () => {
  it('labels metres below a kilometre and shortens the bar to the round distance', () => {
    expect(scaleOf(730, 100)).toEqual({ widthPx: (100 * 500) / 730, label: '500\u00a0m' });
  });

  it('labels kilometres from a kilometre', () => {
    const { widthPx, label } = scaleOf(6_200_000, 100);
    expect(label).toBe('5000\u00a0km');
    expect(widthPx).toBeCloseTo(80.65, 2);
  });
});
