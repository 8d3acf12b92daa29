import { describe, expect, it } from 'vitest';
import {
  canRestoreLinks,
  containsLink,
  dailyLinkPostLimit,
  isNewMember,
  mustHoldPost,
  NEW_MEMBER_PUBLIC_POSTS,
} from './spam-rules.js';

describe('containsLink', () => {
  it.each([
    ['a Markdown link', 'Best light: [my shop](https://cheap.example/watches)'],
    ['a Markdown link to a relative target', 'see [here](/l/some-spot/12)'],
    ['a Markdown reference', 'Great place.\n\n[shop]: https://cheap.example'],
    ['an autolink', 'Go to <https://cheap.example> now'],
    ['a mail autolink', 'Write to <mailto:sales@cheap.example>'],
    ['a bare URL', 'Tickets at http://cheap.example/x?y=1'],
    ['a bare URL in capitals', 'HTTPS://CHEAP.EXAMPLE'],
    ['a www. address', 'visit www.cheap-watches.example today'],
    ['an HTML link', 'the <a href="https://cheap.example">shop</a>'],
    ['a full-width URL', 'ｈｔｔｐｓ：／／cheap.example'],
    ['a URL split by a zero-width space', 'http\u200b://cheap.example'],
    ['an FTP URL', 'ftp://files.example/x'],
  ])('finds %s', (_name, text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    ['plain text', 'Arrive before sunrise; the path is steep after the bridge.'],
    ['Markdown emphasis and lists', '**Tip:** bring a tripod\n- north side\n- *wide* lens'],
    ['brackets without a target', 'the [north] face (at dawn)'],
    ['a file name', 'my photo_2024.jpg and notes.txt'],
    ['a colon in a time', 'best at 06:30 in May'],
    ['an empty text', ''],
    ['a word beginning with www', 'wwwhat a view'],
  ])('finds no link in %s', (_name, text) => {
    expect(containsLink(text)).toBe(false);
  });

  it('answers quickly on a long hostile text', () => {
    const text = ['[a', '<a ', '<x:y', 'www..', '[b]:', '](\n)'].map((part) => part.repeat(20_000));
    const started = performance.now();
    expect(containsLink(text.join(''))).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('isNewMember', () => {
  it('is new below the Trusted tier with fewer public posts than the threshold', () => {
    expect(isNewMember({ impact: 0 }, 0)).toBe(true);
    expect(isNewMember({ impact: 199 }, NEW_MEMBER_PUBLIC_POSTS - 1)).toBe(true);
  });
  it('is not new from the Trusted tier on, or with enough public posts', () => {
    expect(isNewMember({ impact: 200 }, 0)).toBe(false);
    expect(isNewMember({ impact: 0 }, NEW_MEMBER_PUBLIC_POSTS)).toBe(false);
  });
});

describe('mustHoldPost', () => {
  const newcomer = { id: 5, admin: false, impact: 10 };
  it("holds a new member's post with links", () => {
    expect(mustHoldPost(newcomer, 0, true)).toBe(true);
  });
  it('never holds a post without links', () => {
    expect(mustHoldPost(newcomer, 0, false)).toBe(false);
  });
  it('does not hold trusted members, members with public posts, or moderators', () => {
    expect(mustHoldPost({ ...newcomer, impact: 200 }, 0, true)).toBe(false);
    expect(mustHoldPost(newcomer, NEW_MEMBER_PUBLIC_POSTS, true)).toBe(false);
    expect(mustHoldPost({ ...newcomer, admin: true }, 0, true)).toBe(false);
    expect(mustHoldPost({ ...newcomer, impact: 1_000 }, 0, true)).toBe(false);
  });
});

describe('limits and restoring', () => {
  it('gives new members the lower daily link limit', () => {
    expect(dailyLinkPostLimit(true)).toBeLessThan(dailyLinkPostLimit(false));
  });
  it('lets administrators alone restore the right to post links', () => {
    expect(canRestoreLinks({ id: 1, admin: true, impact: 0 })).toBe(true);
    expect(canRestoreLinks({ id: 6, admin: false, impact: 5_000 })).toBe(false);
    expect(canRestoreLinks(null)).toBe(false);
  });
});
