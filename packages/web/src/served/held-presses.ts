import { HELD_PRESS_GLOBAL, type HeldPressWindow } from './scripts/hold-presses';

/**
 * Presses the control a person pressed on the server's page before the app had taken it over,
 * and lets later presses reach the app directly. Called once the page has hydrated; a page the
 * server did not render, or rendered with held presses switched off, held nothing.
 */
export function pressHeldPress(): void {
  const take = (window as HeldPressWindow)[HELD_PRESS_GLOBAL];
  if (typeof take !== 'function') return;
  const control = take();
  if (control instanceof HTMLElement) control.click();
}
