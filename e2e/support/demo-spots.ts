import type { APIRequestContext, Page } from '@playwright/test';
import { PopularAnswer, PspotsAnswer, type SpotSummary, type TileSpot } from '@vantage/shared';

/** A demo spot by title, read from the world's tile list. */
export async function demoSpot(page: Page, title: string): Promise<TileSpot> {
  const world = PspotsAnswer.parse(await (await page.request.get('/api/pspots/0/0/0')).json());
  const spot = world.spots.find((candidate) => candidate.title === title);
  if (!spot) throw new Error(`demo spot '${title}' not found`);
  return spot;
}

/** The most popular spots of the demo content, best first, as the home page lists them. */
export async function popularSpots(request: APIRequestContext): Promise<SpotSummary[]> {
  return PopularAnswer.parse(await (await request.get('/api/pspots/popular')).json());
}
