import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoSpot } from './support/demo-spots';
import { openPhonePage } from './support/phone';

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';
const MAP_LIBRARY = /maplibre-gl[^/]*\.js$/;
/** What the spot page's planning cards ask the server, from outside services and the terrain. */
const PLANNING_ANSWERS = /^\/api\/point\/\d+\/(when-to-go|weather|horizon|webcams)$/;

test('a spot page leads with its first photo at the size the phone needs, and loads the map library and the planning cards only when they are near', async ({
  browser,
  page,
  request,
}) => {
  const spot = await demoSpot(page, 'Lago di Braies');
  const address = `/l/Lago_di_Braies/${spot.id}`;

  // In the HTML itself: the first photo asks to be fetched first, with its size and renditions.
  const html = await (await request.get(address, { headers: { 'User-Agent': CRAWLER } })).text();
  const firstImage = /<img[^>]*src="\/media\/photos\/[^>]*>/.exec(html)?.[0] ?? '';
  expect(firstImage).toMatch(/fetchpriority="high"/i);
  expect(firstImage).toMatch(/ width="\d+"/);
  expect(firstImage).toMatch(/ height="\d+"/);
  expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]*\/\d+w\.avif \d+w, /i);
  expect(html).toMatch(/<source type="image\/webp" srcSet="[^"]*\/\d+w\.webp \d+w, /i);
  // The scripts that start the app (its entry and React), which a browser's page loads after
  // its first frame, are marked for V8 as run on load: compiled while they download, not on
  // the main thread as the page starts.
  const browserHtml = await (
    await request.get(address, { headers: { 'User-Agent': BROWSER } })
  ).text();
  const startScripts = [...browserHtml.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(startScripts).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/index-/), expect.stringMatching(/\/react-/)]),
  );
  for (const script of startScripts) {
    const code = await (await request.get(script)).text();
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), script).toBe(true);
  }

  const { page: phone } = await openPhonePage(browser);
  const mapLibrary: string[] = [];
  const planning: string[] = [];
  phone.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (MAP_LIBRARY.test(path)) mapLibrary.push(sent.url());
    if (PLANNING_ANSWERS.test(path)) planning.push(path);
  });
  const rendition = phone.waitForResponse((response) =>
    /\/media\/photos\/\d+\/\d+w\.(avif|webp)$/.test(new URL(response.url()).pathname),
  );
  await phone.goto(address);
  await expect(phone.getByRole('heading', { level: 1, name: 'Lago di Braies' })).toBeVisible();

  const photo = phone.getByRole('list', { name: 'Photos' }).locator('img').first();
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).toHaveAttribute('width', /^\d+$/);
  await expect(photo).toHaveAttribute('height', /^\d+$/);
  await expect(photo).toHaveJSProperty('complete', true);
  // The browser chose a responsive rendition, in a modern encoding, sized for the phone.
  const chosen = await rendition;
  expect(chosen.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  const chosenWidth = Number(/\/(\d+)w\./.exec(chosen.url())?.[1]);
  expect(chosenWidth).toBeLessThan(2048);
  expect(await photo.evaluate((node: HTMLImageElement) => node.currentSrc)).toMatch(
    /\/\d+w\.(avif|webp)$/,
  );
  await expectNoSeriousA11yViolations(phone, 'the spot page on a phone');

  // The mini map and the planning cards sit below the photos on a phone: no map library, and
  // nothing asked of the forecast, the terrain or the webcams, until they are scrolled to.
  expect(mapLibrary).toEqual([]);
  expect(planning).toEqual([]);
  const miniMap = phone.getByRole('link', { name: 'Open large map of Lago di Braies' });
  const libraryRequested = phone.waitForRequest((sent) =>
    MAP_LIBRARY.test(new URL(sent.url()).pathname),
  );
  const whenToGoAsked = phone.waitForRequest((sent) =>
    new URL(sent.url()).pathname.endsWith('/when-to-go'),
  );
  await miniMap.scrollIntoViewIfNeeded();
  await libraryRequested;
  await expect(miniMap.locator('canvas')).toBeVisible();
  await whenToGoAsked;
  await expect(phone.getByRole('group', { name: 'Sun and moon planning' }).first()).toBeVisible();
  await phone.context().close();
});
