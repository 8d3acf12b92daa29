import { describe, expect, it } from 'vitest';
import { needsSlugRewrite, parseSpotId } from './spot-route';

describe('parseSpotId', () => {
  it('accepts positive integers', () => {
    expect(parseSpotId('1')).toBe(1);
    expect(parseSpotId('4021')).toBe(4021);
    expect(parseSpotId('2147483647')).toBe(2147483647);
  });

  it.each([undefined, '', '0', '-3', '1.5', '1e3', 'abc', ' 7', '2147483648', '99999999999'])(
    'rejects %j',
    (segment) => {
      expect(parseSpotId(segment)).toBeNull();
    },
  );
});

describe('needsSlugRewrite', () => {
  const spot = { title: 'Lago di Braies: Boat House' };

  it('rewrites the placeholder title', () => {
    expect(needsSlugRewrite('_', spot)).toBe(true);
  });

  it('rewrites an outdated or missing title', () => {
    expect(needsSlugRewrite('Old_Name', spot)).toBe(true);
    expect(needsSlugRewrite(undefined, spot)).toBe(true);
  });

  it('keeps a URL that already carries the slug', () => {
    expect(needsSlugRewrite('Lago_di_Braies_Boat_House', spot)).toBe(false);
  });

  it('keeps the placeholder when the title itself slugs to an underscore', () => {
    expect(needsSlugRewrite('_', { title: '???' })).toBe(false);
  });

  it('compares with the decoded slug of non-Latin titles', () => {
    expect(needsSlugRewrite('富士山', { title: '富士山' })).toBe(false);
  });
});
