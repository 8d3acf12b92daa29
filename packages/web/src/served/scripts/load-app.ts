import { APP_ENTRY_ATTRIBUTE, APP_PRELOADS_ATTRIBUTE, LEAD_PHOTO_TIMING } from '@vantage/shared';

/**
 * Longest a server-rendered page waits for its first photo before loading the app anyway
 * (a photo that never arrives must not keep the page from becoming interactive).
 */
export const APP_SCRIPTS_WAIT_LIMIT_MS = 3_000;

/**
 * Longest a first photo that has arrived waits to be reported on screen: one the layout hides is
 * never painted, so never reported.
 */
export const LEAD_PHOTO_SHOWN_WAIT_MS = 500;

/**
 * Loads the app once the page's first photo (the one fetched with high priority) is on screen,
 * or, without one, once the page's first content is. The browser reports both (Element Timing,
 * Paint Timing) when the frame showing them is presented, which comes a frame or more after the
 * photo has loaded; where it reports neither, the app loads after the frame following the photo's
 * arrival, or after the first frame. The page is readable and its links work before; the photo
 * and the first paint do not share the connection or the processor with the app's scripts, and a
 * button pressed meanwhile is held until the app has hydrated. Run by the inline script at the
 * end of a server-rendered page.
 */
export function loadApp(): void {
  const script = document.currentScript;
  const entry = script?.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (!entry) return;
  const preloads = (script?.getAttribute(APP_PRELOADS_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  let started = false;
  const add = (
    tag: 'link' | 'script',
    fill: (element: HTMLLinkElement & HTMLScriptElement) => void,
  ) => {
    const element = document.createElement(tag) as HTMLLinkElement & HTMLScriptElement;
    element.crossOrigin = '';
    fill(element);
    document.head.appendChild(element);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads)
      add('link', (element) => {
        element.rel = 'modulepreload';
        element.href = href;
      });
    add('script', (element) => {
      element.type = 'module';
      element.src = entry;
    });
  };
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  const Observer = typeof PerformanceObserver === 'function' ? PerformanceObserver : null;
  const reported = Observer?.supportedEntryTypes ?? [];
  // The app loads in the task after the browser reports an entry `shown` accepts.
  const whenReported = (type: string, shown: (entry: PerformanceEntry) => boolean) =>
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some(shown)) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    }).observe({ type, buffered: true });
  const photo = document.querySelector<HTMLImageElement>('#root img[fetchpriority=high]');
  setTimeout(start, APP_SCRIPTS_WAIT_LIMIT_MS);
  if (
    photo &&
    reported.includes('element') &&
    photo.getAttribute('elementtiming') === LEAD_PHOTO_TIMING
  ) {
    whenReported(
      'element',
      (entry) =>
        (entry as PerformanceEntry & { identifier?: string }).identifier === LEAD_PHOTO_TIMING,
    );
    const arrived = () => setTimeout(start, LEAD_PHOTO_SHOWN_WAIT_MS);
    if (photo.complete) arrived();
    else {
      photo.addEventListener('load', arrived);
      photo.addEventListener('error', afterFrame);
    }
  } else if (photo && !photo.complete) {
    photo.addEventListener('load', afterFrame);
    photo.addEventListener('error', afterFrame);
  } else if (!photo && reported.includes('paint')) {
    whenReported('paint', (entry) => entry.name === 'first-contentful-paint');
  } else afterFrame();
}
