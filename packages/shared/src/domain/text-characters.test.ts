import { describe, expect, it } from 'vitest';
import {
  cleanText,
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

describe('cleanText', () => {
  it('makes a one-line text one line: controls gone, white space folded, ends trimmed', () => {
    expect(cleanText('  Lake\u0000side\u0007  view ')).toBe('Lakeside view');
    expect(cleanText('Line one\r\nLine\ttwo\n')).toBe('Line one Line two');
    expect(cleanText('C1\u0085 and DEL\u007f, \uFFFEU+FFFE and \uD800lone')).toBe(
      'C1 and DEL, U+FFFE and lone',
    );
  });

  it('keeps the tabs and line breaks of a multi-line text, and its ends', () => {
    expect(cleanText(' Line one\r\nLine\ttwo\rthree\u0000\u009f ', { multiline: true })).toBe(
      ' Line one\nLine\ttwo\nthree ',
    );
  });

  it('normalises to NFC', () => {
    const decomposed = 'Cafe\u0301';
    expect(cleanText(decomposed)).toBe('Caf\u00e9');
    expect(cleanText(decomposed, { multiline: true })).toBe('Caf\u00e9');
  });

  it('leaves clean text as it is', () => {
    expect(cleanText('Matterhorn 🌄 from Zermatt')).toBe('Matterhorn 🌄 from Zermatt');
  });
});
