import { expect, type Locator, type Page } from '@playwright/test';

/** Set by the map view on its container: `moving` until MapLibre is idle with the view's spots drawn. */
const MAP_STATE = 'data-map-state';

/** The page's one map (the large map, or the mini, region, search or profile map where it is alone). */
function theMap(page: Page): Locator {
  return page.locator('.maplibregl-map');
}

/**
 * Waits until the map stands still with its tiles loaded and the spots of its view drawn:
 * the map view marks its container `data-map-state="settled"` on MapLibre's `idle` event once
 * the view's spot lists have answered and reached the map, and `"moving"` again from the next
 * move, tile or source load.
 */
export async function mapSettled(page: Page, map: Locator = theMap(page)): Promise<void> {
  // Drawn in software beside another journey, a first view at a high zoom can take a while.
  await expect(map).toHaveAttribute(MAP_STATE, 'settled', { timeout: 45_000 });
  await expect(map.locator('canvas')).toBeVisible();
}

/**
 * Waits until the map on the page has settled, then watches it for its next move or redraw (a
 * zoom, a new layer, a position to centre on); the function it gives back waits until that
 * has happened and the map has settled again. Without it, a map that was settled before the
 * action would pass before it even began to move.
 */
export async function watchMapRedraw(
  page: Page,
  map: Locator = theMap(page),
): Promise<() => Promise<void>> {
  // A first load would count as a redraw.
  await mapSettled(page, map);
  await map.evaluate((element, attribute) => {
    const watched = element as HTMLElement & { redrawnSinceWatch?: boolean };
    watched.redrawnSinceWatch = false;
    new MutationObserver((_, observer) => {
      if (element.getAttribute(attribute) !== 'moving') return;
      watched.redrawnSinceWatch = true;
      observer.disconnect();
    }).observe(element, { attributes: true, attributeFilter: [attribute] });
  }, MAP_STATE);
  return async () => {
    await expect
      .poll(
        () =>
          map.evaluate((element) => (element as { redrawnSinceWatch?: boolean }).redrawnSinceWatch),
        { message: 'the map moves or redraws' },
      )
      .toBe(true);
    await mapSettled(page, map);
  };
}

/** Clicks the map `dx` pixels right of its centre. */
export async function clickMapCentre(page: Page, dx = 0): Promise<void> {
  const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2);
}
