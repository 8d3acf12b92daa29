import type { Page } from '@playwright/test';

/**
 * Collects console errors and uncaught exceptions of the page. The dev outbox is a bare
 * server page without an icon, so the browser's own /favicon.ico probe there is not counted.
 */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const url = message.location().url;
    if (message.type() === 'error' && !url.endsWith('/favicon.ico')) {
      errors.push(`${message.text()} ${url}`);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
