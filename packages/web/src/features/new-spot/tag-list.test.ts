import { describe, expect, it } from 'vitest';
import { NEW_SPOT_MAX_TAGS } from '@vantage/shared';
import { addTags } from './tag-list';

describe('addTags', () => {
  it('adds each comma-separated name, trimmed, with inner spaces made one', () => {
    expect(addTags([], '  Waterfall ,Granite   cliffs,')).toEqual(['Waterfall', 'Granite cliffs']);
  });

  it('ignores empty names and names already there in any case', () => {
    expect(addTags(['Waterfall'], ' , waterfall, WATERFALL ,Lake, lake')).toEqual([
      'Waterfall',
      'Lake',
    ]);
  });

  it('keeps the list unchanged (a new array) when nothing is added', () => {
    const tags = ['Lake'];
    const next = addTags(tags, '   ');
    expect(next).toEqual(['Lake']);
    expect(next).not.toBe(tags);
  });

  it('stops at the most tags a spot may carry and cuts overlong names', () => {
    const many = Array.from({ length: NEW_SPOT_MAX_TAGS - 1 }, (_, i) => `tag ${i}`);
    expect(addTags(many, 'one, two, three')).toEqual([...many, 'one']);
    expect(addTags([], 'x'.repeat(80))).toEqual(['x'.repeat(60)]);
  });
});
