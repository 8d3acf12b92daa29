import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  INVALID_CHARACTERS_MESSAGE,
  refusedCharacters,
  withoutRefusedCharacters,
} from './text-characters';

describe('refusedCharacters', () => {
  it('refuses control characters other than tab and line breaks', () => {
    for (const text of ['a\u0000', '\u0001', 'x\u001bx', '\u007f', '\u0085', '\u009f']) {
      expect(refusedCharacters(text), JSON.stringify(text)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('refuses U+FFFE, U+FFFF and unpaired surrogates', () => {
    for (const text of ['\uFFFE', 'a\uFFFF', '\uD800', 'a\uD83Db', '\uDC00a', 'b\uDE00']) {
      expect(refusedCharacters(text), JSON.stringify(text)).toBe(INVALID_CHARACTERS_MESSAGE);
    }
  });

  it('takes any other text, astral characters and line breaks included', () => {
    expect(
      refusedCharacters('Lago di Braies 🌄 東京 \t\r\n $& ]]> \u00a0\u200b\uFFFD\uFDD0'),
    ).toBeNull();
    expect(refusedCharacters('\uD83C\uDF04\uD83C\uDF04')).toBeNull();
    expect(refusedCharacters('')).toBeNull();
  });
});

describe('withoutRefusedCharacters', () => {
  it('drops what the site refuses and keeps the rest, pairs whole', () => {
    expect(withoutRefusedCharacters('A\uFFFFB\uFFFEC\uD800D\uDC00E\u0000F\u001fG')).toBe('ABCDEFG');
    expect(withoutRefusedCharacters('\uDC00\uD83C\uDF04\uD800')).toBe('\uD83C\uDF04');
    expect(withoutRefusedCharacters('tab\tcr\rlf\n del\u007f c1\u0085 X100V\0\0')).toBe(
      'tab\tcr\rlf\n del c1 X100V',
    );
  });

  it('answers the same string when there is nothing to drop', () => {
    const text = 'Seceda ridge at dawn';
    expect(withoutRefusedCharacters(text)).toBe(text);
  });
});
