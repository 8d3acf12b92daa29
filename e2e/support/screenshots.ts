import type { Locator, Page, PageScreenshotOptions } from '@playwright/test';

/** Where the journeys leave their screenshots, for people to look at; nothing compares them. */
const SHOTS_DIR = 'test-results/journeys';

/**
 * Saves a screenshot of the page as `{name}.png`, with CSS transitions and animations run to
 * their end first, so a dialog or menu that has just opened or closed shows its final state.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  await page.screenshot({ animations: 'disabled', ...options, path: `${SHOTS_DIR}/${name}.png` });
}

/** Saves a screenshot of one element as `{name}.png`, its transitions run to their end. */
export async function screenshotOf(element: Locator, name: string): Promise<void> {
  await element.screenshot({ animations: 'disabled', path: `${SHOTS_DIR}/${name}.png` });
}
