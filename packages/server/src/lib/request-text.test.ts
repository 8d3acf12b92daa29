import { CONTROL_CHARACTERS_MESSAGE, INVALID_CHARACTERS_MESSAGE } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import { NESTED_TOO_DEEPLY_MESSAGE, REQUEST_DEPTH_MAX, refusedField } from './request-text';

const nested = (levels: number, inner: unknown = 1): unknown => {
  let value = inner;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
};

describe('refusedField', () => {
  it('names the first field holding a control character', () => {
    const control = (field: string) => ({ field, message: CONTROL_CHARACTERS_MESSAGE });
    expect(refusedField({ ft: 'a\u0000b' }, 'query')).toEqual(control('ft'));
    expect(refusedField({ tags: ['ok', 'x\u001b', '\u0001'] }, 'body')).toEqual(control('tags.1'));
    expect(refusedField({ a: { b: 'c\u0085' }, z: '\u0001' }, 'body')).toEqual(control('a.b'));
    expect(refusedField({ a: { 'k\u0000': 'v' } }, 'body')).toEqual(control('a'));
    expect(refusedField({ 'k\u0000': 'v' }, 'body')).toEqual(control('body'));
    expect(refusedField('\u007f', 'body')).toEqual(control('body'));
  });

  it('names a field holding U+FFFF, U+FFFE or an unpaired surrogate', () => {
    for (const text of ['\uFFFF', 'a\uFFFE', '\uD800', '\uDC00x']) {
      expect(refusedField({ title: 'ok', spot: { title: text } }, 'body')).toEqual({
        field: 'spot.title',
        message: INVALID_CHARACTERS_MESSAGE,
      });
    }
  });

  it('lets tabs, line breaks and any other character through', () => {
    expect(refusedField({ about: 'a\tb\r\nc é 東京 🌄 $& ]]> \u200b' }, 'body')).toBeNull();
    expect(refusedField({ n: 1, b: true, z: null, list: [[['x']]] }, 'body')).toBeNull();
  });

  it('refuses nesting past the limit without overflowing the stack, naming the part', () => {
    expect(refusedField({ ids: nested(REQUEST_DEPTH_MAX - 1) }, 'body')).toBeNull();
    for (const levels of [REQUEST_DEPTH_MAX, 8_000, 100_000]) {
      expect(refusedField({ ids: nested(levels) }, 'body'), String(levels)).toEqual({
        field: 'body',
        message: NESTED_TOO_DEEPLY_MESSAGE,
      });
    }
  });
});
