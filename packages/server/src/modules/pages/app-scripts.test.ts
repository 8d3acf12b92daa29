import { describe, expect, it } from 'vitest';
import { withoutAppScripts } from './app-scripts';

const BUILT = `<html><head><title>V</title><!--app-head-->
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="modulepreload" crossorigin href="/assets/query-c3.js">
    <link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`;

describe('withoutAppScripts', () => {
  it('takes the entry script and the preloads out of the built page and names them', () => {
    const { page, scripts } = withoutAppScripts(BUILT);
    expect(scripts).toEqual({
      entry: '/assets/index-a1.js',
      preloads: ['/assets/react-b2.js', '/assets/query-c3.js'],
    });
    expect(page).not.toContain('/assets/');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('leaves a page without an entry script as it is', () => {
    const page = '<html><head></head><body></body></html>';
    expect(withoutAppScripts(page)).toEqual({ page, scripts: null });
  });
});
