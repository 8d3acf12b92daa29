import { describe, expect, it } from 'vitest';
import {
  collapseHeightPx,
  collapses,
  importantCount,
  itemWeight,
  orderItems,
} from './description-order.js';

describe('the order of a spot page', () => {
  it('weighs photos by rating and texts by 3 × rating + 4, member texts +0.5', () => {
    expect(itemWeight({ kind: 'photo', rating: 5, byMember: true })).toBe(5);
    expect(itemWeight({ kind: 'text', rating: 1, byMember: false })).toBe(7);
    expect(itemWeight({ kind: 'text', rating: 1, byMember: true })).toBe(7.5);
  });

  it('puts the heaviest first and keeps ties in order', () => {
    const photo6 = { kind: 'photo' as const, rating: 6, byMember: true, name: 'p6' };
    const text0 = { kind: 'text' as const, rating: 0, byMember: true, name: 't0' };
    const photo4 = { kind: 'photo' as const, rating: 4, byMember: true, name: 'p4' };
    const photo4b = { kind: 'photo' as const, rating: 4, byMember: true, name: 'p4b' };
    expect(orderItems([photo4, text0, photo6, photo4b]).map((item) => item.name)).toEqual([
      'p6',
      't0',
      'p4',
      'p4b',
    ]);
  });

  it('counts the first three descriptions as important, two on phones', () => {
    expect(importantCount(false)).toBe(3);
    expect(importantCount(true)).toBe(2);
  });

  it('collapses long text above 320 px, 150 with a photo, 440 wide, unless the overflow is under 50 px', () => {
    expect(collapseHeightPx({ withPhoto: false, wide: false })).toBe(320);
    expect(collapseHeightPx({ withPhoto: true, wide: true })).toBe(150);
    expect(collapseHeightPx({ withPhoto: false, wide: true })).toBe(440);
    expect(collapses(369, 320)).toBe(false);
    expect(collapses(370, 320)).toBe(true);
  });
});
