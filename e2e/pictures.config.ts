import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

/**
 * Takes the About page's feature pictures from the real site with its demo content:
 * `npm run pictures` (after a change that alters how a feature looks).
 */
export default defineConfig({
  ...journeys,
  projects: undefined,
  workers: 1,
  testDir: './pictures',
  testMatch: '**/*.pictures.ts',
});
