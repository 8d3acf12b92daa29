import { describe, expect, it } from 'vitest';
import { checkGuideDoc, embeddedPhotoWidth, photoIdFromText, safeHref } from './guide-doc';

describe('guide articles', () => {
  it('reads a photo id from a pasted URL or the raw text', () => {
    expect(photoIdFromText('https://vantage.example/photo/1234')).toBe(1234);
    expect(photoIdFromText('https://vantage.example/?photo=77&x=1')).toBe(77);
    expect(photoIdFromText('https://img.example/Thumbs/42.jpg')).toBe(42);
    expect(photoIdFromText(' 99 ')).toBe(99);
    expect(photoIdFromText('https://vantage.example/l/x/12')).toBeNull();
    expect(photoIdFromText('abc')).toBeNull();
  });

  it('sizes an embedded photo at 400 px times its height factor', () => {
    expect(embeddedPhotoWidth(0)).toBe(400);
    expect(embeddedPhotoWidth(2)).toBe(800);
    expect(embeddedPhotoWidth(-2)).toBe(200);
    expect(embeddedPhotoWidth(9)).toBe(800);
  });

  it('keeps safe links only', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com');
    expect(safeHref('java\tscript:alert(1)')).toBeNull();
    expect(safeHref('https:///evil')).toBeNull();
    expect(safeHref('/tag/Lake')).toBe('/tag/Lake');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
  });

  it('rebuilds an article from allowed nodes only and refuses unknown ones', () => {
    const checked = checkGuideDoc({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { style: 'x' },
          content: [
            {
              type: 'text',
              text: 'hi',
              marks: [{ type: 'link', attrs: { href: 'javascript:x' } }],
            },
          ],
        },
      ],
    });
    expect(checked).toEqual({
      ok: true,
      doc: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'hi', marks: [] }] }],
      },
    });
    expect(checkGuideDoc({ type: 'doc', content: [{ type: 'image' }] }).ok).toBe(false);
    expect(checkGuideDoc({ type: 'paragraph' }).ok).toBe(false);
    let deep: object = { type: 'paragraph', content: [] };
    for (let i = 0; i < 20; i++) {
      deep = { type: 'bulletList', content: [{ type: 'listItem', content: [deep] }] };
    }
    expect(checkGuideDoc({ type: 'doc', content: [deep] })).toEqual({
      ok: false,
      message: 'the article is nested too deeply',
    });
  });
});
