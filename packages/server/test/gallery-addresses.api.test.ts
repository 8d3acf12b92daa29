import { SpotListChangeAnswer, SpotListSummary } from '@vantage/shared';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachEngine } from './support/engine-suite';
import { locs } from './support/sitemap-locs';
import type { SignedInUser } from './support/factories';
import { writeStandInBuild } from './support/stand-in-build';

/** Where the test app says it is, as it builds absolute addresses. */
const ORIGIN = 'http://localhost:80';

const TEMPLATE = `<!doctype html><html lang="en"><head><title>Vantage</title><!--app-head--></head><body><div id="root"></div><!--app-data--></body></html>`;

/**
 * A stand-in for the web app's server entry that renders a gallery page as the real one loads
 * it: from `/api/spotlist/{title}/{owner}`, the owner being the username or the id the address
 * names.
 */
const ENTRY = `
export const ready = () => Promise.resolve();
export async function render({ url, api }) {
  const [, , owner, , title] = new URL(url).pathname.split('/');
  const res = await api('/api/spotlist/' + title + '/' + owner, {});
  const gallery = res.ok ? await res.json() : null;
  return {
    html: '<h1>' + (gallery ? gallery.title : 'none') + '</h1>',
    head: '',
    queries: { queries: [] },
    components: ['GalleryPage'],
    renderedAt: 1700000000000,
    viewportWidth: null,
    localeData: false,
  };
}
`;

describeEachEngine('gallery addresses on %s', (ctx) => {
  let nameless: SignedInUser;
  let named: SignedInUser;

  const get = (url: string, who: SignedInUser | null = null) =>
    ctx.app.inject({ method: 'GET', url, headers: who?.cookieHeaders ?? {} });
  const post = (url: string, who: SignedInUser, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: who.cookieHeaders, payload });

  async function gallery(who: SignedInUser, title: string, isPublic = true) {
    const created = await post('/api/spotlist/new', who, { title });
    const list = SpotListChangeAnswer.parse(created.json()).spotList!;
    if (!isPublic) {
      await post('/api/spotlist/update', who, { id: list.id, title, isPublic: false });
    }
    return list;
  }

  const expectRedirect = async (from: string, to: string, who: SignedInUser | null = null) => {
    const res = await get(from, who);
    expect([res.statusCode, res.headers.location], from).toEqual([301, to]);
  };

  beforeAll(async () => {
    writeStandInBuild(ctx.config, TEMPLATE, ENTRY);
    nameless = await ctx.make.signedIn({ username: null, displayName: 'Nameless Walker' });
    named = await ctx.make.signedIn({ username: 'ansel' });
    await gallery(nameless, 'Dunes');
    await gallery(nameless, 'Secret', false);
    await gallery(named, 'Alps');
  });

  it('serves the gallery of a member without a username at /user/{id}/gallery/…, rendered', async () => {
    const lists = z
      .array(SpotListSummary)
      .parse((await get(`/api/spotlist/${nameless.id}`)).json());
    expect(lists.map(({ username, ownerId }) => ({ username, ownerId }))).toEqual([
      { username: null, ownerId: nameless.id },
    ]);

    const page = await get(`/user/${nameless.id}/gallery/Dunes`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><h1>Dunes</h1>');
    expect(page.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/user/${nameless.id}/gallery/Dunes" />`,
    );
    expect((await get(`/user/${nameless.id}/gallery/Dunes/map`)).statusCode).toBe(200);
    expect((await get(`/user/${nameless.id}/gallery/Nowhere`)).statusCode).toBe(404);
    expect((await get(`/user/${named.id}/gallery/Alps`)).statusCode).toBe(301);

    const sitemap = locs((await get('/sitemap.xml')).body);
    expect(sitemap).toContain(`${ORIGIN}/user/${nameless.id}/gallery/Dunes`);
    expect(sitemap).toContain(`${ORIGIN}/by/ansel/gallery/Alps`);
    expect(sitemap.some((url) => url.includes('Secret'))).toBe(false);
  });

  it('leads the other addresses of a gallery to its own with a 301, tab and query kept', async () => {
    const own = `/user/${nameless.id}/gallery/Dunes`;
    await expectRedirect(`/by/${nameless.id}/gallery/Dunes`, own);
    await expectRedirect(`/by/${nameless.id}/spotlist/Dunes/spots?map`, `${own}/spots?map`);
    await expectRedirect('/by/ANSEL/gallery/Alps/map', '/by/ansel/gallery/Alps/map');
    // The spec's spotlist alias of the gallery's own address is the gallery page too.
    expect((await get('/by/ansel/spotlist/Alps')).statusCode).toBe(200);
    expect((await get('/by/ansel/gallery/Alps')).statusCode).toBe(200);
    // A private gallery's addresses lead nowhere for others, and to it for its owner.
    expect((await get(`/by/${nameless.id}/gallery/Secret`)).statusCode).toBe(404);
    expect((await get(`/user/${nameless.id}/gallery/Secret`)).statusCode).toBe(404);
    await expectRedirect(
      `/by/${nameless.id}/gallery/Secret`,
      `/user/${nameless.id}/gallery/Secret`,
      nameless,
    );
    expect((await get('/by/_/gallery/Dunes')).statusCode).toBe(404);
  });

  it('leads the id addresses to the username once the owner chooses one', async () => {
    const walker = await ctx.make.signedIn({ username: null });
    await gallery(walker, 'Salt Flats');
    const chosen = await post('/api/user', walker, { id: walker.id, username: 'salt-walker' });
    expect(chosen.statusCode, chosen.body).toBe(200);

    const own = '/by/salt-walker/gallery/Salt_Flats';
    await expectRedirect(`/user/${walker.id}/gallery/Salt_Flats`, own);
    await expectRedirect(`/user/${walker.id}/gallery/Salt_Flats/map`, `${own}/map`);
    await expectRedirect(`/by/${walker.id}/gallery/Salt_Flats`, own);
    const page = await get(own);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><h1>Salt Flats</h1>');
    expect(locs((await get('/sitemap.xml')).body)).toContain(`${ORIGIN}${own}`);
  });

  it('takes digits in /by/… for the username they spell before the id they spell', async () => {
    const other = await ctx.make.signedIn({ username: null });
    await gallery(other, 'Dunes');
    const spelled = await ctx.make.signedIn({ username: String(other.id) });
    await gallery(spelled, 'Dunes');
    const byName = await get(`/api/spotlist/Dunes/${other.id}`);
    expect(byName.json().ownerId).toBe(spelled.id);
    expect((await get(`/by/${other.id}/gallery/Dunes`)).statusCode).toBe(200);
    expect((await get(`/user/${other.id}/gallery/Dunes`)).body).toContain(
      `<link rel="canonical" href="${ORIGIN}/user/${other.id}/gallery/Dunes" />`,
    );
  });

  it('leads a profile by id, and a username its member left, to the profile with a 301', async () => {
    const walker = await ctx.make.signedIn({ username: 'dune-walker' });
    await gallery(walker, 'Erg Chebbi');
    expect((await get('/by/dune-walker')).statusCode).toBe(200);
    await expectRedirect(`/user/${walker.id}`, '/by/dune-walker');
    await expectRedirect(`/user/${walker.id}/galleries?tab=1`, '/by/dune-walker/galleries?tab=1');
    // A member without a username keeps the id address; an unknown one is not found.
    expect((await get(`/user/${nameless.id}`)).statusCode).toBe(200);
    expect((await get('/user/2147483647')).statusCode).toBe(404);

    const renamed = await post('/api/user', walker, { id: walker.id, username: 'sand-walker' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expectRedirect('/by/dune-walker', '/by/sand-walker');
    await expectRedirect('/by/Dune-Walker/photos', '/by/sand-walker/photos');
    await expectRedirect(
      '/by/dune-walker/gallery/Erg_Chebbi',
      '/by/sand-walker/gallery/Erg_Chebbi',
    );
    await expectRedirect(`/user/${walker.id}`, '/by/sand-walker');

    // The name left behind belongs to whoever takes it next, and no longer leads to the walker.
    const newcomer = await ctx.make.signedIn({ username: 'dune-walker' });
    expect((await get('/by/dune-walker')).statusCode).toBe(200);
    expect((await get('/by/dune-walker/gallery/Erg_Chebbi')).statusCode).toBe(404);
    expect(newcomer.id).not.toBe(walker.id);
    // A member taking their old name back has it again, and the name between leads there.
    const other = await ctx.make.signedIn({ username: 'wanderer' });
    await post('/api/user', other, { id: other.id, username: 'wanderer-2' });
    const back = await post('/api/user', other, { id: other.id, username: 'wanderer' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await get('/by/wanderer')).statusCode).toBe(200);
    await expectRedirect('/by/wanderer-2', '/by/wanderer');
  });
});
