import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_WAIT_LIMIT_MS, appScriptsLoader, withoutAppScripts } from './app-scripts';

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

/** Runs the loader against a small stand-in of the page's document and timers. */
function runLoader(photo: { complete: boolean } | null) {
  const added: { tag: string; rel?: string; href?: string; type?: string; src?: string }[] = [];
  const listeners = new Map<string, () => void>();
  const timers: { ms: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const image = photo && {
    ...photo,
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
  };
  const document = {
    head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
    querySelector: (selector: string) => {
      expect(selector).toBe('#root img[fetchpriority=high]');
      return image;
    },
  };
  vm.runInNewContext(appScriptsLoader({ entry: '/e.js', preloads: ['/p.js'] }), {
    document,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
  });
  const afterFrame = () => {
    frames.splice(0).forEach((run) => run());
    timers.splice(0).forEach(({ run }) => run());
  };
  return { added, listeners, timers, afterFrame };
}

describe('appScriptsLoader', () => {
  it('loads the app after the first frame when the page has no photo waiting', () => {
    const page = runLoader(null);
    expect(page.added).toEqual([]);
    page.afterFrame();
    expect(page.added).toEqual([
      { tag: 'link', crossOrigin: '', rel: 'modulepreload', href: '/p.js' },
      { tag: 'script', crossOrigin: '', type: 'module', src: '/e.js' },
    ]);
  });

  it('waits for the first photo, then loads the app once, after the next frame', () => {
    const page = runLoader({ complete: false });
    expect(page.timers.map(({ ms }) => ms)).toEqual([APP_SCRIPTS_WAIT_LIMIT_MS]);
    const limit = page.timers.splice(0)[0]!;
    expect(page.added).toEqual([]);
    page.listeners.get('load')!();
    page.afterFrame();
    expect(page.added.map(({ tag }) => tag)).toEqual(['link', 'script']);
    // The time limit passing later, or the photo failing, loads nothing again.
    limit.run();
    page.listeners.get('error')!();
    page.afterFrame();
    expect(page.added).toHaveLength(2);
  });

  it('loads the app at the time limit when the photo never arrives', () => {
    const page = runLoader({ complete: false });
    page.timers.splice(0)[0]!.run();
    expect(page.added.map(({ tag }) => tag)).toEqual(['link', 'script']);
  });

  it('does not wait for a photo that is already there', () => {
    const page = runLoader({ complete: true });
    expect(page.listeners.size).toBe(0);
    page.afterFrame();
    expect(page.added.map(({ tag }) => tag)).toEqual(['link', 'script']);
  });
});
