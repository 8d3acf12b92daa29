import { describe, expect, it } from 'vitest';
import { uniqueTagNames } from './tag-names';

describe('uniqueTagNames', () => {
  it('trims, joins inner spaces, drops empty names and repeats in any case', () => {
    expect(uniqueTagNames(['  Lake ', 'lake', '', '   ', 'Alpine   meadow', 'LAKE'])).toEqual([
      'Lake',
      'Alpine meadow',
    ]);
  });

  it('leaves out names already taken', () => {
    expect(uniqueTagNames(['Italy', 'Sunrise'], ['italy'])).toEqual(['Sunrise']);
  });
});
