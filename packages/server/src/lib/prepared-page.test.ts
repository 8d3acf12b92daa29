import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from './crc32-combine';
import { joinedPage, joinedPageGzip, preparePage } from './prepared-page';

describe('crc32Combine', () => {
  it('gives the CRC-32 of joined bytes from the CRC of each', () => {
    const pieces = ['', 'a', 'nonce="x"', 'é'.repeat(300), 'z'.repeat(70_000)].map((text) =>
      Buffer.from(text),
    );
    for (const a of pieces) {
      for (const b of pieces) {
        expect(crc32Combine(crc32(a), crc32(b), crc32Shift(b.length))).toBe(
          crc32(Buffer.concat([a, b])),
        );
      }
    }
  });
});

describe('prepared page', () => {
  const parts = [
    '<!doctype html><head><script type="application/ld+json"',
    '>{"name":"Tre Cime — 3 peaks"}</script></head><body>' + '<p>sunrise</p>'.repeat(5_000),
    '',
    '>{"a":1}</script>',
    '</body>',
  ];

  it('joins its parts around each response’s text, as text and as gzip', () => {
    const page = preparePage(parts);
    for (const between of [' nonce="abc+/=="', '', ' nonce="ü"']) {
      const expected = parts.join(between);
      expect(joinedPage(page, between).toString()).toBe(expected);
      expect(gunzipSync(joinedPageGzip(page, between)).toString()).toBe(expected);
    }
  });

  it('compresses a page of one part', () => {
    const page = preparePage(['<p>no scripts</p>'.repeat(100)]);
    expect(gunzipSync(joinedPageGzip(page, ' nonce="n"')).toString()).toBe(
      '<p>no scripts</p>'.repeat(100),
    );
  });

  it('compresses the page well', () => {
    const page = preparePage(parts);
    expect(joinedPageGzip(page, ' nonce="abc"').length).toBeLessThan(page.size / 20);
  });
});
