import { describe, expect, it } from 'vitest';
import { isRowId, ROW_ID_MAX } from './constants';

describe('isRowId', () => {
  it('takes the whole numbers a 32-bit key holds, from 1', () => {
    expect([1, 4021, ROW_ID_MAX].map(isRowId)).toEqual([true, true, true]);
  });

  it.each([0, -3, 1.5, ROW_ID_MAX + 1, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %d',
    (id) => {
      expect(isRowId(id)).toBe(false);
    },
  );
});
