import { describe, expect, it } from 'vitest';
import { isElevationDraft, parseElevation } from './elevation-input';

describe('elevation entry', () => {
  it('takes numbers within 300 m of the base', () => {
    expect(parseElevation('1200', 1100)).toBe(1200);
    expect(parseElevation(' -20 ', 0)).toBe(-20);
    expect(parseElevation('12.6', 0)).toBe(13);
    expect(parseElevation('2000', 1100)).toBe(1400);
    expect(parseElevation('-500', 0)).toBe(-300);
  });

  it('ignores anything that is not a number', () => {
    expect(parseElevation('abc', 0)).toBeNull();
    expect(parseElevation('12m', 0)).toBeNull();
    expect(parseElevation('', 0)).toBeNull();
    expect(parseElevation('-', 0)).toBeNull();
    expect(isElevationDraft('-')).toBe(true);
    expect(isElevationDraft('12.')).toBe(true);
    expect(isElevationDraft('12a')).toBe(false);
    expect(isElevationDraft('1e3')).toBe(false);
  });
});
