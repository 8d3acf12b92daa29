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

/** What React says when the browser's first render differs from the server's HTML. */
const HYDRATION_TROUBLE = /hydrat|#418|#423|#425/i;

/**
 * Collects the page's console errors, and every warning or message about hydration. The
 * headless browser's software GL reports its own stalls, and Playwright its blocking of service
 * workers in the journeys; those are not the page's.
 */
export function watchHydration(page: Page): string[] {
  const problems = watchConsole(page);
  page.on('console', (message) => {
    const text = message.text();
    const tools =
      text.startsWith('[.WebGL-') || text.startsWith('Service Worker registration blocked');
    if (message.type() === 'error' || tools) return;
    if (message.type() === 'warning' || HYDRATION_TROUBLE.test(text)) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  return problems;
}
