import { LEAD_PHOTO_TIMING } from '@vantage/shared';

/** The built app's entry module and the modules the page preloads for it. */
export interface AppScripts {
  entry: string;
  preloads: string[];
}

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAGS = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The built page without the tags that load the app's scripts, and what they loaded (null,
 * with the page as it was, when it has no entry script).
 */
export function withoutAppScripts(template: string): { page: string; scripts: AppScripts | null } {
  const entry = ENTRY_TAG.exec(template)?.[1];
  if (entry === undefined) return { page: template, scripts: null };
  const preloads = [...template.matchAll(PRELOAD_TAGS)].map((match) => match[1]!);
  const page = template.replace(ENTRY_TAG, '').replace(PRELOAD_TAGS, '');
  return { page, scripts: { entry, preloads } };
}

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
 * A script for the end of a server-rendered page that loads the app once the page's first
 * photo (the one fetched with high priority) is on screen, or, without one, once the page's
 * first content is. The browser reports both (Element Timing, Paint Timing) when the frame
 * showing them is presented, which comes a frame or more after the photo has loaded; where it
 * reports neither, the app loads after the frame following the photo's arrival, or after the
 * first frame. The page is readable and its links work before; the photo and the first paint
 * do not share the connection or the processor with the app's scripts, and a button pressed
 * meanwhile is held until the app has hydrated.
 */
export function appScriptsLoader({ entry, preloads }: AppScripts): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    '(function(){var d=document,started=false;' +
    'function add(tag,fill){var e=d.createElement(tag);e.crossOrigin="";fill(e);d.head.appendChild(e)}' +
    'function start(){if(started)return;started=true;' +
    `${json(preloads)}.forEach(function(href){add("link",function(e){e.rel="modulepreload";e.href=href})});` +
    `add("script",function(e){e.type="module";e.src=${json(entry)}})}` +
    'function afterFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}' +
    'var P=typeof PerformanceObserver=="function"?PerformanceObserver:null,' +
    'types=(P&&P.supportedEntryTypes)||[];' +
    // The app loads in the task after the browser reports an entry `shown` accepts.
    'function whenReported(type,shown){new P(function(list,observer){' +
    'if(list.getEntries().some(shown)){observer.disconnect();setTimeout(start,0)}' +
    '}).observe({type:type,buffered:true})}' +
    'var photo=d.querySelector("#root img[fetchpriority=high]");' +
    `setTimeout(start,${APP_SCRIPTS_WAIT_LIMIT_MS});` +
    `if(photo&&types.indexOf("element")>=0&&photo.getAttribute("elementtiming")===${json(LEAD_PHOTO_TIMING)}){` +
    `whenReported("element",function(e){return e.identifier===${json(LEAD_PHOTO_TIMING)}});` +
    `var arrived=function(){setTimeout(start,${LEAD_PHOTO_SHOWN_WAIT_MS})};` +
    'if(photo.complete)arrived();else{photo.addEventListener("load",arrived);photo.addEventListener("error",afterFrame)}' +
    '}else if(photo&&!photo.complete){photo.addEventListener("load",afterFrame);photo.addEventListener("error",afterFrame)}' +
    'else if(!photo&&types.indexOf("paint")>=0)' +
    'whenReported("paint",function(e){return e.name==="first-contentful-paint"});' +
    'else afterFrame()})();'
  );
}
