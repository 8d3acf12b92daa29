import { describe, expect, it } from 'vitest';
import { searchApiPath, searchFilters, searchQuery } from './search-api';

describe('search API address', () => {
  it('reads the filters of the address and ignores other parameters', () => {
    expect(searchFilters('?map&ft=Lake_Bled&photo=3&fu=ansel')).toEqual({
      ft: 'Lake_Bled',
      fu: 'ansel',
    });
    expect(searchFilters('?fsl=Alps&fsu=ansel&fs=')).toEqual({ fsl: 'Alps', fsu: 'ansel' });
    expect(searchFilters('')).toEqual({});
  });

  it('encodes the text and passes the filters as query parameters', () => {
    expect(searchApiPath('Lago di Braies', {})).toBe('/search/Lago%20di%20Braies');
    expect(searchApiPath('a/b?c', { ft: 'Lake Bled', fs: '1,2' })).toBe(
      '/search/a%2Fb%3Fc?ft=Lake+Bled&fs=1%2C2',
    );
  });

  it('keys the query by text and filters', () => {
    expect(searchQuery('Seceda', { ft: 'Dolomites' }).queryKey).toEqual([
      'search',
      'Seceda',
      { ft: 'Dolomites' },
    ]);
  });
});
