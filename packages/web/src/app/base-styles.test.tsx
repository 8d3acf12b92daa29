import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adoptServedStyles, createStyleCache, servedStyleTags } from '../served/emotion-cache';
import { siteTheme } from '../core/theme';
import { BaseStyles } from './base-styles';

function renderBaseStyles() {
  const cache = createStyleCache();
  adoptServedStyles(cache);
  render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={siteTheme()}>
        <BaseStyles />
      </ThemeProvider>
    </CacheProvider>,
  );
}

describe('BaseStyles', () => {
  it('writes the document-wide rules on a page the browser renders', () => {
    document.head.innerHTML = '';
    renderBaseStyles();
    const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).toContain('html{box-sizing:border-box;');
    expect(css).toContain('body{margin:0;');
  });

  it("leaves a served page's rules where the server wrote them, moving no style element", () => {
    document.head.innerHTML = servedStyleTags([
      { key: 'css-global', ids: ['base'], css: 'html{box-sizing:border-box;}' },
      { key: 'css', ids: ['a1'], css: '.css-a1{}' },
    ]);
    const before = [...document.head.children];
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    renderBaseStyles();
    expect(observer.takeRecords()).toEqual([]);
    expect([...document.head.children]).toEqual(before);
  });
});
