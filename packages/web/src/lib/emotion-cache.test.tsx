import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from './emotion-cache';

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
