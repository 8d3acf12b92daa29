/**
 * A server-rendered page shows its buttons seconds before the app behind them has loaded on a
 * slow phone, and a button pressed then would do nothing. The page holds such a press: this
 * script, inline at the top of the page, keeps the last button (or control with a button's
 * role) pressed before the app took over and shows a busy pointer; the app, once it has
 * hydrated the page, takes that control through the global function and presses it
 * (`served/held-presses.ts`). Links and form submissions are left to the browser: they work
 * without the app.
 */

/** The window property through which the app takes the control pressed before it took over. */
export const HELD_PRESS_GLOBAL = '__vantageTakeHeldClick';

/** The attribute on `<html>` while a press waits for the app. */
export const HELD_PRESS_ATTRIBUTE = 'data-held-click';

/** Controls whose press waits for the app: buttons, and elements that act as one. */
const HELD_CONTROLS =
  'button,[role="button"],[role="tab"],[role="menuitem"],[role="switch"],[role="option"]';

/** What the page's script leaves on the window for the app. */
export type HeldPressWindow = Window & { [HELD_PRESS_GLOBAL]?: () => Element | null };

/** Starts holding presses: run by the inline script before the page's content is parsed. */
export function holdPresses(): void {
  let held: Element | null = null;
  const root = document.documentElement;
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const control = target.closest(HELD_CONTROLS);
    if (!control) return;
    const link = target.closest('a[href]');
    if (link && control.contains(link)) return;
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return;
    const disabled = control instanceof HTMLButtonElement && control.disabled;
    if (disabled || control.getAttribute('aria-disabled') === 'true') return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
    root.setAttribute(HELD_PRESS_ATTRIBUTE, '');
  };
  document.addEventListener('click', hold, true);
  (window as HeldPressWindow)[HELD_PRESS_GLOBAL] = () => {
    document.removeEventListener('click', hold, true);
    root.removeAttribute(HELD_PRESS_ATTRIBUTE);
    const control = held;
    held = null;
    return control?.isConnected ? control : null;
  };
}
