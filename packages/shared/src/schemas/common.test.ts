import { describe, expect, it } from 'vitest';
import { IdParam, LatParam } from './common.js';

describe('numbers taken from addresses', () => {
  it('reads plain decimal text and numbers', () => {
    expect(IdParam.parse('42')).toBe(42);
    expect(IdParam.parse(42)).toBe(42);
    expect(LatParam.parse('-46.25')).toBe(-46.25);
    expect(LatParam.parse('.5')).toBe(0.5);
  });

  it.each(['', ' ', '\t', '\t1', '1 ', '0x10', '1e3', '+1', 'Infinity', '1.', '--1'])(
    'refuses %j as a number instead of reading it as one',
    (text) => {
      expect(IdParam.safeParse(text).error?.issues[0]?.message).toBe('must be a number');
      expect(LatParam.safeParse(text).error?.issues[0]?.message).toBe('must be a number');
    },
  );

  it('keeps the checks of the number itself', () => {
    expect(IdParam.safeParse('1.5').error?.issues[0]?.message).toBe('must be a whole number');
    expect(IdParam.safeParse('0').error?.issues[0]?.message).toBe('must be positive');
    expect(LatParam.safeParse('91').error?.issues[0]?.message).toBe('must be between -90 and 90');
  });
});
