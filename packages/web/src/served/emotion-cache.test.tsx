import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adoptServedStyles, createStyleCache, servedStyleTags } from './emotion-cache';

const Card = styled.div({
  display: 'flex',
  alignItems: 'center',
  transition: 'opacity 200ms',
  userSelect: 'none',
  backdropFilter: 'blur(4px)',
  textDecoration: 'underline dotted',
});
const Plain = styled.a({ textDecoration: 'none' });

/** The rules a cache wrote for one styled element. */
function stylesOf(element: React.ReactElement): string {
  const cache = createStyleCache();
  render(<CacheProvider value={cache}>{element}</CacheProvider>);
  return cache.sheet.tags.map((tag) => tag.textContent).join('');
}

describe('createStyleCache', () => {
  it('writes the prefixes Safari still needs and no others', () => {
    const css = stylesOf(<Card />);
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).toContain('-webkit-text-decoration:underline dotted;');
    expect(css).toContain('display:flex;align-items:center;transition:opacity 200ms;');
    expect(css).not.toMatch(/-ms-|-moz-|-webkit-(box|flex|transition|align)/);
    expect(stylesOf(<Plain />)).not.toContain('-webkit-');
  });
});

describe('servedStyleTags and adoptServedStyles', () => {
  it("adopts the server's styles where they are: none written again, none moved", () => {
    const server = createStyleCache();
    render(
      <CacheProvider value={server}>
        <Card />
      </CacheProvider>,
    );
    const names = Object.keys(server.inserted);
    document.head.innerHTML = servedStyleTags([
      { key: 'css', ids: names, css: '.served{}' },
      { key: 'css-global', ids: ['base'], css: 'html{}' },
    ]);
    const served = document.head.querySelector('style[data-served-styles]');
    expect(served?.getAttribute('data-served-styles')).toBe(names.join(' '));
    // The global styles stay Emotion's to find, marked as already in place.
    expect(document.head.innerHTML).toContain('<style data-s="" data-emotion="css-global base">');
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { childList: true });

    const browser = createStyleCache();
    adoptServedStyles(browser);
    render(
      <CacheProvider value={browser}>
        <Card />
      </CacheProvider>,
    );
    expect(browser.sheet.tags).toEqual([]);
    expect(document.head.firstElementChild).toBe(served);
    expect(observer.takeRecords().flatMap((record) => [...record.removedNodes])).toEqual([]);
  });
});
