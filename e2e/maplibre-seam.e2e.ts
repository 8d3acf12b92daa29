import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  MAPLIBRE_TRICKS,
  MAPLIBRE_TRICKS_ATTRIBUTE,
  MAPLIBRE_TRICKS_PARAMETER,
} from '../packages/web/src/platform/maplibre/trick-names';
import { watchConsole } from './support/console';
import { mapSettled, watchMapRedraw } from './support/map';

// The contract between packages/web/src/platform/maplibre and the installed MapLibre: with its
// tricks and without them (as on another MapLibre version), the map draws its basemap and the
// spot layers added to its style, moves and settles.

/** Over the Alps, where the demo spots gather in clusters. */
const ALPS = '/map?map&lat=46.5&long=10&zoom=5';

/** The spot clusters' colours (packages/web/src/features/map/spot-layers.tsx). */
const CLUSTER_RGB = [
  [0x3f, 0x8a, 0x8b],
  [0x0b, 0x5d, 0x5e],
  [0xc9, 0x82, 0x2b],
  [0x9c, 0x4f, 0x1c],
] as const;

/** The canvas's RGB pixels, with the pointer off the map so no preview card covers it. */
async function canvasPixels(page: Page): Promise<Buffer> {
  await page.mouse.move(0, 0);
  const png = await page.locator('.maplibregl-canvas').screenshot({ animations: 'disabled' });
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** How many pixels are the colour of a spot cluster. */
function clusterPixels(data: Buffer): number {
  let count = 0;
  for (let i = 0; i + 2 < data.length; i += 3) {
    const near = CLUSTER_RGB.some((rgb) =>
      rgb.every((value, c) => Math.abs(data[i + c]! - value) <= 10),
    );
    if (near) count += 1;
  }
  return count;
}

/** How many colours the canvas shows: a drawn map has many, a cleared canvas one. */
function colours(data: Buffer): number {
  const seen = new Set<number>();
  for (let i = 0; i + 2 < data.length; i += 3) {
    seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  }
  return seen.size;
}

for (const tricks of ['on', 'off'] as const) {
  test(`the map draws its basemap and spots, moves and settles with MapLibre's tricks ${tricks}`, async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const switched = tricks === 'off' ? `&${MAPLIBRE_TRICKS_PARAMETER}=off` : '';
    await page.goto(`${ALPS}${switched}`);
    const map = page.locator('.maplibregl-map');
    // Without its tricks the first view may take longer on a busy machine.
    await expect(map).toHaveAttribute('data-map-state', 'settled', { timeout: 60_000 });
    await mapSettled(page);
    // Every trick plays on the installed MapLibre, which is the pinned one; none when switched off.
    await expect(map).toHaveAttribute(
      MAPLIBRE_TRICKS_ATTRIBUTE,
      tricks === 'on' ? MAPLIBRE_TRICKS.join(' ') : 'none',
    );
    // The spots' source and layers are added to the style (unchecked with the trick): the map
    // settles once the source is there, and draws the clusters on the basemap.
    const first = await canvasPixels(page);
    expect(colours(first), 'the basemap is drawn').toBeGreaterThan(50);
    expect(clusterPixels(first), 'the spot clusters are drawn').toBeGreaterThan(100);

    const redrawn = await watchMapRedraw(page);
    const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 300, box.y + box.height / 2 + 100, {
      steps: 10,
    });
    await page.mouse.up();
    await redrawn();
    const moved = await canvasPixels(page);
    expect(moved.equals(first), 'the moved view is drawn anew').toBe(false);
    expect(clusterPixels(moved), 'the spot clusters are drawn after the move').toBeGreaterThan(100);
    expect(errors).toEqual([]);
  });
}
