import { describe, expect, it } from 'vitest';
import { isRowId, ROW_ID_MAX, rowIdFromDigits } from './constants';

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

describe('rowIdFromDigits', () => {
  it('reads the decimal digits of an id in range', () => {
    expect(['1', '4021', String(ROW_ID_MAX)].map(rowIdFromDigits)).toEqual([1, 4021, ROW_ID_MAX]);
  });

  it.each(['', '0', '-3', '1.5', '1e3', '0x1f', ' 7', String(ROW_ID_MAX + 1), '99999999999'])(
    'refuses %j',
    (text) => {
      expect(rowIdFromDigits(text)).toBeNull();
    },
  );
});
