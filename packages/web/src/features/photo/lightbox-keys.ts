/**
 * A browser that leaves its own fullscreen on Escape may still hand the same key press to the
 * page; an Escape this soon after fullscreen ended belongs to that exit, not to closing.
 */
export const ESCAPE_AFTER_EXIT_MS = 250;

/** What a key press does in the lightbox. */
export type LightboxKeyAction =
  'toggleFullscreen' | 'exitFullscreen' | 'close' | 'cancelEdit' | 'previous' | 'next';

/** The lightbox state a key press is read against. */
export interface LightboxKeyState {
  fullscreen: boolean;
  editing: boolean;
  /** A text field, menu or dialog has the focus: its keys are its own. */
  typing: boolean;
  /** Milliseconds since fullscreen last ended (Infinity when it never did). */
  sinceFullscreenExitMs: number;
}

/**
 * The lightbox's keys: L toggles fullscreen, Escape leaves fullscreen or else
 * closes (while editing it asks to cancel the edit instead), the arrows step between the
 * spot's photos. Keys typed into a field do nothing here.
 */
export function lightboxKeyAction(
  key: string,
  state: LightboxKeyState,
  modifiers: { ctrl: boolean; meta: boolean; alt: boolean } = {
    ctrl: false,
    meta: false,
    alt: false,
  },
): LightboxKeyAction | null {
  if (modifiers.ctrl || modifiers.meta || modifiers.alt) return null;
  if (key === 'Escape') {
    if (state.fullscreen) return 'exitFullscreen';
    if (state.sinceFullscreenExitMs < ESCAPE_AFTER_EXIT_MS) return null;
    if (state.typing && !state.editing) return null;
    return state.editing ? 'cancelEdit' : 'close';
  }
  if (state.typing || state.editing) return null;
  if (key === 'l' || key === 'L') return 'toggleFullscreen';
  if (key === 'ArrowLeft') return 'previous';
  if (key === 'ArrowRight') return 'next';
  return null;
}

/** Whether an event target takes typed text (input, textarea, select or editable content). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(type);
}
