import { describe, expect, it } from 'vitest';
import { fieldWithControlCharacters } from './control-characters';

describe('fieldWithControlCharacters', () => {
  it('names the first field holding a control character', () => {
    expect(fieldWithControlCharacters({ ft: 'a\u0000b' })).toBe('ft');
    expect(fieldWithControlCharacters({ tags: ['ok', 'x\u001b'] })).toBe('tags.1');
    expect(fieldWithControlCharacters({ a: { b: 'c\u0085' } })).toBe('a.b');
    expect(fieldWithControlCharacters({ 'k\u0000': 'v' })).toBe('input');
    expect(fieldWithControlCharacters('\u007f')).toBe('input');
  });

  it('lets tabs, line breaks and any other character through', () => {
    expect(fieldWithControlCharacters({ about: 'a\tb\r\nc é 東京 🌄 $& \u200b' })).toBeNull();
    expect(fieldWithControlCharacters({ n: 1, b: true, z: null })).toBeNull();
  });
});
