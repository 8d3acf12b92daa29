/** What a webcam's video tile is doing (playing, paused, stopped). */
export type VideoState = 'stopped' | 'playing' | 'paused';

/** A click moves a tile on: stopped → playing → paused → stopped. */
export function nextVideoState(state: VideoState): VideoState {
  switch (state) {
    case 'stopped':
      return 'playing';
    case 'playing':
      return 'paused';
    case 'paused':
      return 'stopped';
  }
}

/** Only web pages over http(s) are embedded; anything else from the provider is ignored. */
export function embeddableUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
