import { describe, expect, it } from 'vitest';
import { describeFilter, filterQuery, withoutFilters } from './filters';

describe('describeFilter', () => {
  it('describes each kind of filter', () => {
    expect(describeFilter('?ft=Lake_Bled')).toBe('Tag: Lake Bled');
    expect(describeFilter('?fu=ansel')).toBe('User: ansel');
    expect(describeFilter('?fs=waterfall')).toBe('Spots: waterfall');
    expect(describeFilter('?fsl=Alps&fsu=ansel')).toBe('Gallery: Alps by ansel');
  });

  it('shows no chip without a filter, or for a spot list without its owner', () => {
    expect(describeFilter('?map&welcome')).toBeNull();
    expect(describeFilter('?fsl=Alps')).toBeNull();
  });
});

describe('withoutFilters', () => {
  it('removes every filter parameter and keeps the others', () => {
    expect(withoutFilters('?map&ft=Alps&fu=x&fsl=a&fsu=b')).toBe('?map');
    expect(withoutFilters('?ft=Alps')).toBe('');
  });
});

describe('filterQuery', () => {
  it('keeps only the filters, a spot list only with its owner', () => {
    expect(filterQuery('?map&ft=Lake_Bled&sb&fu=ansel')).toBe('ft=Lake_Bled&fu=ansel');
    expect(filterQuery('?fsl=Alps&fsu=ansel')).toBe('fsl=Alps&fsu=ansel');
    expect(filterQuery('?fsl=Alps')).toBeNull();
    expect(filterQuery('?map&lat=1&long=2')).toBeNull();
  });
});
