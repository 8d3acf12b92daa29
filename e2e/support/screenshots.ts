import { test, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';

/**
 * Where the journeys leave their screenshots, for people to look at; nothing compares them. A
 * project that runs another's journeys again names a folder of its own for theirs in its
 * metadata (`shotsFolder`), so the two runs do not write the same files.
 */
function shotPath(name: string): string {
  const folder: unknown = test.info().project.metadata.shotsFolder;
  return `test-results/journeys/${typeof folder === 'string' ? `${folder}/` : ''}${name}.png`;
}

/**
 * Saves a screenshot of the page as `{name}.png`, with CSS transitions and animations run to
 * their end first, so a dialog or menu that has just opened or closed shows its final state.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  await page.screenshot({ animations: 'disabled', ...options, path: shotPath(name) });
}

/** Saves a screenshot of one element as `{name}.png`, its transitions run to their end. */
export async function screenshotOf(element: Locator, name: string): Promise<void> {
  await element.screenshot({ animations: 'disabled', path: shotPath(name) });
}
