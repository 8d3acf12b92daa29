// @vitest-environment node
// The built script runs here, as the browser gets it; esbuild, which builds it, needs Node's
// own TextEncoder rather than jsdom's.
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRY_ATTRIBUTE, APP_PRELOADS_ATTRIBUTE, LEAD_PHOTO_TIMING } from '@vantage/shared';
import { buildServedScripts } from '../../../served-scripts';
import { APP_SCRIPTS_WAIT_LIMIT_MS, LEAD_PHOTO_SHOWN_WAIT_MS } from './load-app';

/** The loader as the build writes it into the page. */
let loader: string;
beforeAll(async () => {
  loader = (await buildServedScripts()).loadApp;
});

it('is small: it carries only its own code, inline in every page', () => {
  // A constant imported from a module that also builds schemas brings zod along.
  expect(loader.length).toBeLessThan(8_000);
});

/** A performance entry as the stand-in browser reports it. */
type Entry = { name?: string; identifier?: string };

/**
 * Runs the loader against a small stand-in of the page's document, timers and performance
 * observers; `reports` lists the entry types the browser reports (none: no PerformanceObserver).
 */
function runLoader(
  photo: { complete: boolean; elementtiming?: string } | null,
  reports: string[] = [],
) {
  const added: { tag: string; rel?: string; href?: string; type?: string; src?: string }[] = [];
  const listeners = new Map<string, () => void>();
  const timers: { ms: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const observers: { type: string; report: (entries: Entry[]) => void; connected: boolean }[] = [];
  const image = photo && {
    complete: photo.complete,
    getAttribute: (name: string) =>
      name === 'elementtiming' ? (photo.elementtiming ?? null) : null,
    addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
  };
  const attributes: Record<string, string> = {
    [APP_ENTRY_ATTRIBUTE]: '/e.js',
    [APP_PRELOADS_ATTRIBUTE]: '/p.js',
  };
  const document = {
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
    querySelector: (selector: string) => {
      expect(selector).toBe('#root img[fetchpriority=high]');
      return image;
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = reports;
    constructor(
      private readonly callback: (
        list: { getEntries: () => Entry[] },
        observer: PerformanceObserver,
      ) => void,
    ) {}
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      expect(buffered).toBe(true);
      const observer = {
        type,
        connected: true,
        report: (entries: Entry[]) => {
          if (observer.connected) this.callback({ getEntries: () => entries }, this);
        },
      };
      observers.push(observer);
    }
    disconnect() {
      for (const observer of observers) observer.connected = false;
    }
  }
  vm.runInNewContext(loader, {
    document,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
    ...(reports.length > 0 ? { PerformanceObserver } : {}),
  });
  /** Runs the frames and the timers set for at most `ms`. */
  const after = (ms: number) => {
    frames.splice(0).forEach((run) => run());
    const due = timers.filter((timer) => timer.ms <= ms);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms > ms));
    due.forEach(({ run }) => run());
  };
  const afterFrame = () => after(0);
  const report = (type: string, entries: Entry[]) =>
    observers.filter((observer) => observer.type === type).forEach((o) => o.report(entries));
  return { added, listeners, timers, observers, after, afterFrame, report };
}

describe('the app loader', () => {
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
    page.after(APP_SCRIPTS_WAIT_LIMIT_MS);
    expect(page.added.map(({ tag }) => tag)).toEqual(['link', 'script']);
  });

  it('does not wait for a photo that is already there', () => {
    const page = runLoader({ complete: true });
    expect(page.listeners.size).toBe(0);
    page.afterFrame();
    expect(page.added.map(({ tag }) => tag)).toEqual(['link', 'script']);
  });

  it('where the browser reports the photo on screen, waits for that rather than for its arrival', () => {
    const page = runLoader({ complete: false, elementtiming: LEAD_PHOTO_TIMING }, [
      'element',
      'paint',
    ]);
    expect(page.observers.map(({ type }) => type)).toEqual(['element']);
    // Arrived, the photo is not on screen yet: the frames that follow load nothing.
    page.listeners.get('load')!();
    page.afterFrame();
    expect(page.added).toEqual([]);
    // Another element's entry is not the photo's.
    page.report('element', [{ identifier: 'banner' }]);
    page.afterFrame();
    expect(page.added).toEqual([]);
    page.report('element', [{ identifier: LEAD_PHOTO_TIMING }]);
    page.afterFrame();
    expect(page.added.map(({ tag }) => tag)).toEqual(['link', 'script']);
    expect(page.observers[0]!.connected).toBe(false);
  });

  it('loads the app a moment after a photo arrives that is never reported on screen', () => {
    const page = runLoader({ complete: false, elementtiming: LEAD_PHOTO_TIMING }, ['element']);
    page.after(LEAD_PHOTO_SHOWN_WAIT_MS);
    expect(page.added).toEqual([]);
    page.listeners.get('load')!();
    page.after(LEAD_PHOTO_SHOWN_WAIT_MS - 1);
    expect(page.added).toEqual([]);
    page.after(LEAD_PHOTO_SHOWN_WAIT_MS);
    expect(page.added.map(({ tag }) => tag)).toEqual(['link', 'script']);
  });

  it('without a photo, waits for the first content to be reported on screen', () => {
    const page = runLoader(null, ['element', 'paint']);
    expect(page.observers.map(({ type }) => type)).toEqual(['paint']);
    page.afterFrame();
    expect(page.added).toEqual([]);
    page.report('paint', [{ name: 'first-paint' }]);
    page.afterFrame();
    expect(page.added).toEqual([]);
    page.report('paint', [{ name: 'first-paint' }, { name: 'first-contentful-paint' }]);
    page.afterFrame();
    expect(page.added.map(({ tag }) => tag)).toEqual(['link', 'script']);
  });
});
