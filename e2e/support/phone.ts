import type { Browser, Page } from '@playwright/test';
import { signUpConfirmed } from './accounts';
import { watchConsole } from './console';

/** The window of the phone the journeys try the small layout on. */
export const PHONE = { width: 390, height: 844 } as const;

/** What a phone's browser says it is: the server lays its pages out for a phone. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * A page of its own at phone size, as a phone's browser (in a context of its own, which axe-core needs), with its
 * console watched from the start.
 */
export async function openPhonePage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: PHONE, userAgent: PHONE_USER_AGENT });
  const page = await context.newPage();
  return { page, errors: watchConsole(page) };
}

/** A phone's page as {@link openPhonePage} opens it, with a new member signed up and confirmed. */
export async function openPhonePageAsMember(
  browser: Browser,
  name: string,
): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPhonePage(browser);
  await signUpConfirmed(opened.page, name);
  return opened;
}

/** How far the page is wider than the window (0 or less: no horizontal scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
