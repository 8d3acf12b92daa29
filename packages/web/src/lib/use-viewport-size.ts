import { useSyncExternalStore } from 'react';

/** A window's inner size in CSS pixels. */
export interface ViewportSize {
  widthPx: number;
  heightPx: number;
}

/** The size a server-rendered page assumes, and the browser while it hydrates that page. */
const SERVER_VIEWPORT: ViewportSize = { widthPx: 1280, heightPx: 800 };

let current: ViewportSize = SERVER_VIEWPORT;

function read(): ViewportSize {
  if (current.widthPx !== window.innerWidth || current.heightPx !== window.innerHeight) {
    current = { widthPx: window.innerWidth, heightPx: window.innerHeight };
  }
  return current;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's inner size, followed as it changes. */
export function useViewportSize(): ViewportSize {
  return useSyncExternalStore(subscribe, read, () => SERVER_VIEWPORT);
}
