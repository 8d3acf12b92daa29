import { describe, expect, it } from 'vitest';
import { tagSummary } from './tag-summary.js';

const spots = (...tagLists: string[][]) => tagLists.map((tags) => ({ tags }));
const repeat = (count: number, tags: string[]) => Array.from({ length: count }, () => ({ tags }));

describe('tagSummary: the tags that describe the spots of a region', () => {
  it('is empty without spots', () => {
    expect(tagSummary([])).toEqual([]);
  });

  it('keeps tags carried by more than 60% of the spots, most common first, ties by name', () => {
    const list = spots(
      ['Dolomites', 'Mountains', 'Sunrise', 'Viewpoint'],
      ['Dolomites', 'Lake', 'Mountains', 'Reflection'],
      ['Dolomites', 'Church', 'Mountains', 'Viewpoint'],
      ['Dolomites', 'Mountains', 'Viewpoint', 'Sunrise'],
    );
    // 60% of 4 spots is 2.4: Viewpoint (3) stays, Sunrise (2) does not.
    expect(tagSummary(list)).toEqual([
      { tag: 'Dolomites', count: 4 },
      { tag: 'Mountains', count: 4 },
      { tag: 'Viewpoint', count: 3 },
    ]);
  });

  it('needs strictly more than 60%', () => {
    // 3 of 5 spots is exactly 60%: not kept.
    const list = [...repeat(3, ['Lake']), ...repeat(2, ['Forest'])];
    expect(tagSummary(list)).toEqual([]);
    const more = [...repeat(4, ['Lake']), ...repeat(1, ['Forest'])];
    expect(tagSummary(more)).toEqual([{ tag: 'Lake', count: 4 }]);
  });

  it('keeps a tag carried by at least 10 spots however many spots there are', () => {
    const list = [...repeat(10, ['Waterfall']), ...repeat(9, ['Beach']), ...repeat(81, ['City'])];
    expect(tagSummary(list)).toEqual([
      { tag: 'City', count: 81 },
      { tag: 'Waterfall', count: 10 },
    ]);
  });

  it('shows at most 5 tags', () => {
    const list = repeat(12, ['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(tagSummary(list).map((entry) => entry.tag)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('counts a spot once per tag and treats case variants as one tag', () => {
    const list = spots(['Lake', 'lake', 'LAKE'], ['lake'], ['Lake ']);
    expect(tagSummary(list)).toEqual([{ tag: 'Lake', count: 3 }]);
  });

  it('ignores blank tags', () => {
    expect(tagSummary(spots([' '], ['']))).toEqual([]);
  });
});
