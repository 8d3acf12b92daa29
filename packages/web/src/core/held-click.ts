import { HELD_CLICK_GLOBAL } from '@vantage/shared';

/**
 * Presses the control a person pressed on the server's page before the app had taken it over,
 * and lets later presses reach the app directly. Called once the page has hydrated; a page the
 * server did not render held nothing.
 */
export function pressHeldClick(): void {
  const take = (window as unknown as Partial<Record<string, () => unknown>>)[HELD_CLICK_GLOBAL];
  if (typeof take !== 'function') return;
  const control = take();
  if (control instanceof HTMLElement) control.click();
}
