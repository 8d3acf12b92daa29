import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressiveImage } from './progressive-image';

const urls = {
  large: '/media/photos/3/large.jpg',
  thumb: '/media/photos/3/thumb.jpg',
  mini: '/media/photos/3/mini.webp',
};

describe('ProgressiveImage', () => {
  it('offers AVIF then WebP renditions at several widths, with the size the layout needs', () => {
    const html = renderToStaticMarkup(
      <ProgressiveImage
        src={urls.thumb}
        urls={urls}
        sizes="100vw"
        alt="Dune"
        blurhash={null}
        ar={1.5}
        eager
      />,
    );
    const avif = html.indexOf('type="image/avif"');
    const webp = html.indexOf('type="image/webp"');
    expect(avif).toBeGreaterThan(-1);
    expect(webp).toBeGreaterThan(avif);
    expect(html).toContain('/media/photos/3/640w.avif 640w');
    expect(html).toContain('/media/photos/3/2048w.webp 2048w');
    expect(html).toMatch(/<img[^>]+width="2048"/);
    expect(html).toMatch(/<img[^>]+height="1365"/);
    // React writes the attribute as fetchPriority; HTML attribute names ignore case.
    expect(html).toMatch(/<img[^>]+fetchpriority="high"/i);
    expect(html).toMatch(/<img[^>]+loading="eager"/);
  });

  it('stays a lazy plain image without the photo addresses', () => {
    const html = renderToStaticMarkup(
      <ProgressiveImage src={urls.thumb} alt="" blurhash={null} ar={0.75} />,
    );
    expect(html).not.toContain('<source');
    expect(html).toMatch(/<img[^>]+loading="lazy"/);
    expect(html).toMatch(/<img[^>]+width="1536"/);
    expect(html).toMatch(/<img[^>]+height="2048"/);
  });
});
