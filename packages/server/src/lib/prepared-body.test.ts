import { describe, expect, it } from 'vitest';
import { matchesEtag, prepareBody } from './prepared-body';

describe('matchesEtag', () => {
  const { etag } = prepareBody('{"id":1}');

  it('matches the tag itself, its weak twin, one of a list, and any tag', () => {
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`W/${etag}`, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
  });

  it('does not match another tag, a part of the tag, or no header', () => {
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(etag.slice(0, -2) + '"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag('', etag)).toBe(false);
  });

  it('gives a different tag to different content', () => {
    expect(matchesEtag(prepareBody('{"id":2}').etag, etag)).toBe(false);
  });
});
