import { describe, expect, it } from 'vitest';
import { answerKind } from './security-headers';

describe('answerKind', () => {
  it.each([
    ['text/html; charset=utf-8', 'document'],
    ['application/xhtml+xml', 'document'],
    // SVG and XML can carry script, so they are guarded as pages are.
    ['image/svg+xml', 'document'],
    ['application/xml; charset=utf-8', 'document'],
    ['text/xml', 'document'],
    // A gallery's download, should a browser open it rather than save it.
    ['application/gpx+xml', 'document'],
    ['application/vnd.google-earth.kml+xml; charset=utf-8', 'document'],
    ['Text/HTML; charset=utf-8', 'document'],
    ['text/javascript; charset=utf-8', 'script'],
    ['application/javascript', 'script'],
    ['application/json; charset=utf-8', 'data'],
    ['application/geo+json', 'data'],
    ['image/webp', 'data'],
    ['application/x-protobuf', 'data'],
    ['text/css', 'data'],
    ['text/htmlx', 'data'],
  ])('%s is %s', (type, kind) => {
    expect(answerKind(type)).toBe(kind);
  });
});
