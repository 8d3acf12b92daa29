import type { Page } from '@playwright/test';

/** A spot as the world's tile list names it. */
export interface TileSpot {
  id: number;
  lat: number;
  long: number;
  title: string;
}

/** A demo spot by title, read from the world's tile list. */
export async function demoSpot(page: Page, title: string): Promise<TileSpot> {
  const res = await page.request.get('/api/pspots/0/0/0');
  const world = (await res.json()) as { spots: TileSpot[] };
  const spot = world.spots.find((candidate) => candidate.title === title);
  if (!spot) throw new Error(`demo spot '${title}' not found`);
  return spot;
}
