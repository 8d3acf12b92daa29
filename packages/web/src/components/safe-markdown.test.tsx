import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { SafeMarkdown, safeHref } from './safe-markdown';

afterEach(cleanup);

function renderMarkdown(text: string) {
  return render(<SafeMarkdown text={text} />).container;
}

describe('SafeMarkdown', () => {
  it('shows a script tag as text instead of running it', () => {
    const container = renderMarkdown('Hello <script>alert(1)</script> world');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('neutralises HTML with event handlers', () => {
    const container = renderMarkdown(
      '<img src=x onerror="alert(1)"> <b onmouseover=alert(2)>x</b>',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[onerror],[onmouseover]')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('never links javascript:, data: or relative URLs', () => {
    const container = renderMarkdown(
      '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [rel](/admin) JAVASCRIPT:alert(3)',
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).toContain('click');
  });

  it('does not let a link label or URL smuggle markup', () => {
    const container = renderMarkdown(
      '[<img src=x onerror=alert(1)>](https://example.com/"onmouseover="x)',
    );
    expect(container.querySelector('img')).toBeNull();
    const anchors = container.querySelectorAll('a');
    for (const anchor of anchors) {
      expect(anchor.getAttribute('onmouseover')).toBeNull();
      expect(anchor.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('opens http(s) links in a new tab with noopener noreferrer', () => {
    const container = renderMarkdown(
      'See [the trail](https://example.com/trail) or http://example.org.',
    );
    const anchors = [...container.querySelectorAll('a')];
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/trail',
      'http://example.org/',
    ]);
    for (const anchor of anchors) {
      expect(anchor.getAttribute('target')).toBe('_blank');
      expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(anchors[1]?.textContent).toBe('http://example.org');
  });

  it('renders paragraphs, line breaks, bold and italic', () => {
    const container = renderMarkdown('First **bold** and *italic*\nsame paragraph\n\nSecond');
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.querySelector('strong')?.textContent).toBe('bold');
    expect(paragraphs[0]?.querySelector('em')?.textContent).toBe('italic');
    expect(paragraphs[0]?.querySelector('br')).not.toBeNull();
  });

  it('renders unordered and ordered lists', () => {
    const container = renderMarkdown(
      'Tips:\n- Come at sunrise\n- Bring a **tripod**\n\n1. Park\n2. Walk',
    );
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      'Come at sunrise',
      'Bring a tripod',
    ]);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
  });

  it('renders headings', () => {
    const container = renderMarkdown('## Getting there\nTake the bus.');
    expect(container.querySelector('h3')?.textContent).toBe('Getting there');
  });
});

describe('safeHref', () => {
  it('accepts only absolute http(s) URLs', () => {
    expect(safeHref('https://example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' javascript:alert(1)')).toBeNull();
    expect(safeHref('vbscript:x')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
  });
});
