import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteMark } from './site-logo';

afterEach(cleanup);

/** Each shape of an SVG as its tag and attributes, in order. */
function shapes(svg: Element) {
  return [...svg.children].map((shape) => ({
    tag: shape.tagName.toLowerCase(),
    attributes: Object.fromEntries([...shape.attributes].map((a) => [a.name, a.value])),
  }));
}

describe('the site mark', () => {
  it('draws the favicon, shape for shape', () => {
    const file = fs.readFileSync(path.join(__dirname, '../../../public/favicon.svg'), 'utf8');
    const favicon = new DOMParser().parseFromString(file, 'image/svg+xml').documentElement;
    const { container } = render(<SiteMark />);
    const mark = container.querySelector('svg')!;
    expect(mark.getAttribute('viewBox')).toBe(favicon.getAttribute('viewBox'));
    expect(shapes(mark)).toEqual(shapes(favicon));
    expect(shapes(mark)).toHaveLength(3);
  });
});
