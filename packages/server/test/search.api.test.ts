import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { FilteredSpotsAnswer, SearchAnswer, type Place } from '@vantage/shared';
import type { GeocodedPlace, Geocoder } from '../src/adapters/geocoder/geocoder';
import { fillSearchTerms } from '../src/db/migrations/0003-search-terms';
import { tileKeysFor } from '../src/modules/spots/spot-writer.repository';
import { describeEachEngine } from './support/engine-suite';
import { renameSpot } from './support/members';

/** A place as the search answer lists it. */
function place(displayName: string, lat: number, long: number): Place {
  return {
    displayName,
    lat,
    long,
    bbox: { south: lat - 0.1, west: long - 0.1, north: lat + 0.1, east: long + 0.1 },
    kind: 'city',
  };
}

/** The same place as the geocoder finds it. */
function found(displayName: string, lat: number, lng: number): GeocodedPlace {
  const { long, ...answered } = place(displayName, lat, lng);
  return { ...answered, lng: long };
}

describeEachEngine('search API on %s', (ctx) => {
  let seceda: number;
  let braies: number;
  let cadini: number;
  let zurich: number;
  let yosemite: number;
  let tunnelView: number;
  let ansel: number;

  beforeAll(async () => {
    ansel = await ctx.make.user({ username: 'Ansel' });
    const galen = await ctx.make.user({ username: 'galen' });
    seceda = await ctx.make.spot({
      title: 'Seceda Ridge',
      lat: 46.600833,
      lng: 11.724167,
      place: ['Europe', 'Italy', 'South Tyrol'],
      tags: ['Dolomites', 'Mountains'],
      userId: ansel,
    });
    braies = await ctx.make.spot({
      title: 'Lago di Braies',
      lat: 46.694364,
      lng: 12.085533,
      place: ['Europe', 'Italy', 'South Tyrol'],
      tags: ['Dolomites', 'Lake'],
      userId: galen,
    });
    cadini = await ctx.make.spot({
      title: 'Cadini di Misurina',
      lat: 46.59,
      lng: 12.28,
      place: ['Europe', 'Italy', 'Veneto'],
      tags: ['Dolomites'],
      userId: galen,
    });
    zurich = await ctx.make.spot({
      title: 'Zürich Lake Promenade',
      lat: 47.366,
      lng: 8.541,
      place: ['Europe', 'Switzerland'],
      tags: ['Lake', 'Cityscape'],
    });
    yosemite = await ctx.make.spot({
      title: 'Yosemite Valley',
      lat: 37.7456,
      lng: -119.5936,
      place: ['North America', 'United States', 'California'],
      tags: ['Waterfall'],
    });
    tunnelView = await ctx.make.spot({
      title: 'Tunnel View',
      lat: 37.7159,
      lng: -119.6769,
      place: ['North America', 'United States', 'California'],
      tags: ['Yosemite'],
    });
    // Galen photographed at Seceda too, so it is one of his spots as well.
    await ctx.make.photo({ spotId: seceda, userId: galen });
    await ctx.container.repositories.tags.refreshCounts();
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const search = async (text: string, query = ''): Promise<SearchAnswer> => {
    const res = await get(`/api/search/${encodeURIComponent(text)}${query ? `?${query}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchAnswer>();
  };
  const ids = (answer: SearchAnswer) => answer.spots.map((spot) => spot.id);

  it('keeps an answer for everyone, revalidated by its ETag, and forgets it when a spot changes', async () => {
    const url = '/api/search/arches';
    const built = () => ctx.container.searchAnswers.stats.misses;
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    const builtOnce = built();

    const member = await ctx.make.signedIn({});
    const zipped = await ctx.app.inject({
      url,
      headers: { ...member.cookieHeaders, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
    expect(built()).toBe(builtOnce);
    expect((await ctx.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );

    const arch = await ctx.make.spot({ title: 'Arches Window', lat: 38.68, lng: -109.53 });
    const created = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(created.statusCode).toBe(200);
    expect(ids(created.json<SearchAnswer>())).toEqual([arch]);

    const admin = await ctx.make.signedIn({ admin: true });
    const renamed = await renameSpot(ctx, admin, arch, 'North Window');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(ids(await search('arches'))).toEqual([]);
    expect(ids(await search('north window'))).toEqual([arch]);
  });

  it('finds spots by title and tag words, answering cards the client can cache', async () => {
    const res = await get('/api/search/seceda');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const answer = res.json<SearchAnswer>();
    expect(answer).toMatchObject({
      text: 'seceda',
      coordinates: null,
      corrected: null,
      more: false,
    });
    expect(answer.spots).toEqual([
      expect.objectContaining({
        id: seceda,
        title: 'Seceda Ridge',
        slug: 'Seceda_Ridge',
        lat: 46.600833,
        long: 11.724167,
        tags: ['Europe', 'Italy', 'South Tyrol', 'Dolomites', 'Mountains'],
        photoCount: 1,
      }),
    ]);
    expect(ids(await search('Dolomites')).sort((a, b) => a - b)).toEqual([seceda, braies, cadini]);
    expect(ids(await search('lago braies'))).toEqual([braies]);
  });

  it('ranks title matches above tag matches, then the more popular spot', async () => {
    // Yosemite is in one title and in another spot's tags.
    expect(ids(await search('yosemite'))).toEqual([yosemite, tunnelView]);

    const quiet = await ctx.make.spot({ title: 'Eibsee North Shore', lat: 47.45, lng: 10.97 });
    const popular = await ctx.make.spot({ title: 'Eibsee South Shore', lat: 47.45, lng: 10.98 });
    const tagged = await ctx.make.spot({
      title: 'Zugspitze',
      tags: ['Eibsee'],
      lat: 47.42,
      lng: 10.98,
    });
    await ctx.database.db
      .updateTable('spots')
      .set({ score: 500 })
      .where('id', '=', popular)
      .execute();
    await ctx.database.db
      .updateTable('spots')
      .set({ score: 900 })
      .where('id', '=', tagged)
      .execute();
    expect(ids(await search('eibsee'))).toEqual([popular, quiet, tagged]);
  });

  it('matches the last word by prefix and the others whole', async () => {
    expect(ids(await search('Sece'))).toEqual([seceda]);
    expect(ids(await search('lago bra'))).toEqual([braies]);
    // Only the last word is a prefix: "lag" alone is not a word of any spot.
    expect(ids(await search('lag braies'))).toEqual([]);
  });

  it('ignores accents and case on both sides', async () => {
    expect(ids(await search('zurich'))).toEqual([zurich]);
    expect(ids(await search('ZÜRICH promenade'))).toEqual([zurich]);
    expect(ids(await search('Zuri'))).toEqual([zurich]);
  });

  it('corrects a misspelt word to the closest indexed word and says so', async () => {
    const dolomites = await search('dolomitess');
    expect(dolomites.corrected).toBe('dolomites');
    expect(ids(dolomites).sort((a, b) => a - b)).toEqual([seceda, braies, cadini]);

    const valley = await search('yosemte');
    expect(valley.corrected).toBe('yosemite');
    expect(ids(valley)).toEqual([yosemite, tunnelView]);

    // Words that are spelt right keep what was typed.
    const both = await search('Seceda dolomitess');
    expect(both.corrected).toBe('Seceda dolomites');
    expect(ids(both)).toEqual([seceda]);

    expect((await search('Yosemte Valey')).corrected).toBe('yosemite valley');
  });

  it('leaves words alone that are too short or too far from any indexed word', async () => {
    // Three letters: no correction.
    expect(await search('lqk')).toMatchObject({ corrected: null, spots: [] });
    // Two edits in a seven-letter word: too far.
    expect(await search('yosmte')).toMatchObject({ corrected: null, spots: [] });
    // A word that finds spots is never corrected.
    expect((await search('seceda')).corrected).toBeNull();
  });

  it('lists matching tags with their hierarchy, those on most spots first', async () => {
    const tyrol = await search('south tyrol');
    expect(tyrol.tags).toEqual([{ name: 'South Tyrol', hier: 'Europe\\Italy', spotCount: 2 }]);

    const lakes = await search('lake');
    expect(lakes.tags[0]).toEqual({ name: 'Lake', hier: '', spotCount: 2 });

    const states = await search('united');
    expect(states.tags).toEqual([{ name: 'United States', hier: 'North America', spotCount: 2 }]);
    expect((await search('californi')).tags).toEqual([
      { name: 'California', hier: 'North America\\United States', spotCount: 2 },
    ]);
  });

  it('caps tags at 10 and spots at 50, saying when there are more', async () => {
    for (let i = 0; i < 51; i++) {
      await ctx.make.spot({ title: `Quokka Beach ${i}`, lat: -32 + i / 100, lng: 115.5 });
    }
    for (let i = 0; i < 12; i++) {
      await ctx.make.spot({
        title: `Wombat ${i}`,
        tags: [`Wombat Hill ${i}`],
        lat: -35,
        lng: 149,
      });
    }
    const quokkas = await search('quokka');
    expect(quokkas.spots).toHaveLength(50);
    expect(quokkas.more).toBe(true);
    expect((await search('wombat')).tags).toHaveLength(10);
  });

  describe('filters', () => {
    it('ft: spots carrying the tag or one of its descendants', async () => {
      expect(ids(await search('dolomites', 'ft=South_Tyrol')).sort((a, b) => a - b)).toEqual([
        seceda,
        braies,
      ]);
      // Italy holds South Tyrol and Veneto.
      expect(ids(await search('dolomites', 'ft=italy')).sort((a, b) => a - b)).toEqual([
        seceda,
        braies,
        cadini,
      ]);
      expect(ids(await search('dolomites', 'ft=Lake'))).toEqual([braies]);
      expect(await search('dolomites', 'ft=Atlantis')).toMatchObject({ spots: [], more: false });
    });

    it('fu: spots the user created or photographed', async () => {
      expect(ids(await search('dolomites', 'fu=galen')).sort((a, b) => a - b)).toEqual([
        seceda,
        braies,
        cadini,
      ]);
      expect(ids(await search('dolomites', 'fu=ansel'))).toEqual([seceda]);
      expect((await search('dolomites', 'fu=nobody')).spots).toEqual([]);
    });

    it('fs: a set of spot ids', async () => {
      expect(ids(await search('dolomites', `fs=${cadini},${zurich}`))).toEqual([cadini]);
      expect((await search('dolomites', 'fs=99999999999')).spots).toEqual([]);
    });

    it('fsl with fsu: the spots of a user’s list', async () => {
      const now = Date.now();
      const list = await ctx.database.db
        .insertInto('spot_lists')
        .values({
          user_id: ansel,
          title: 'Best of the Dolomites',
          url_title: 'Best_of_the_Dolomites',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.database.db
        .insertInto('spot_list_spots')
        .values([
          { list_id: list.id, spot_id: braies, added_at: now },
          { list_id: list.id, spot_id: zurich, added_at: now },
        ])
        .execute();
      const query = 'fsl=Best_of_the_Dolomites&fsu=ansel';
      expect(ids(await search('dolomites', query))).toEqual([braies]);
      expect(ids(await search('lake', query)).sort((a, b) => a - b)).toEqual([braies, zurich]);
      expect((await search('lake', 'fsl=Best_of_the_Dolomites&fsu=galen')).spots).toEqual([]);
      expect((await search('lake', 'fsl=Nothing&fsu=ansel')).spots).toEqual([]);
    });

    it('combines filters', async () => {
      expect(
        ids(await search('dolomites', `ft=South_Tyrol&fu=galen&fs=${braies},${cadini}`)),
      ).toEqual([braies]);
    });

    it('refuses a list without its owner, naming the field', async () => {
      const res = await get('/api/search/lake?fsl=Best_of_the_Dolomites');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'invalid_input', message: expect.stringMatching(/^fsu: /) },
      });
      const malformed = await get('/api/search/lake?fs=1,two');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.message).toMatch(/fs/);
    });
  });

  it('answers addresses the router cannot take in the one error shape', async () => {
    const long = await get(`/api/search/${'a'.repeat(3000)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      error: { code: 'uri_too_long', message: expect.stringMatching(/^path: /) },
    });
    const broken = await get('/api/search/%E0%A4%A');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: { code: 'invalid_input', message: expect.stringMatching(/^path: /) },
    });
  });

  describe('filtered spots for the map', () => {
    const filtered = async (query: string) => {
      const res = await get(`/api/filteredSpots?${query}`);
      expect(res.statusCode).toBe(200);
      return FilteredSpotsAnswer.parse(res.json());
    };

    it('lists every spot passing the filters, with positions, best first', async () => {
      const italy = await filtered('ft=italy');
      expect(italy.spots.map((spot) => spot.id).sort((a, b) => a - b)).toEqual([
        seceda,
        braies,
        cadini,
      ]);
      expect(italy.more).toBe(false);
      const scores = italy.spots.map((spot) => spot.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(italy.spots.find((spot) => spot.id === braies)).toMatchObject({
        title: expect.any(String),
        lat: expect.any(Number),
        long: expect.any(Number),
      });
      expect((await filtered('fu=ansel')).spots.map((spot) => spot.id)).toEqual([seceda]);
      expect(await filtered('ft=Atlantis')).toEqual({ spots: [], more: false });
    });

    it('needs a filter, and names the field of a bad one', async () => {
      const none = await get('/api/filteredSpots');
      expect(none.statusCode).toBe(400);
      expect(none.json().error.message).toMatch(/^ft: /);
      const owner = await get('/api/filteredSpots?fsl=Best_of_the_Dolomites');
      expect(owner.statusCode).toBe(400);
      expect(owner.json().error.message).toMatch(/^fsu: /);
    });
  });

  describe('coordinates', () => {
    it('answers the coordinates and the spots within 2 km, nearest first', async () => {
      const near = await ctx.make.spot({ title: 'Pier', lat: 10.001, lng: 20.001 });
      const nearer = await ctx.make.spot({ title: 'Jetty', lat: 10.0001, lng: 20 });
      await ctx.make.spot({ title: 'Far Lighthouse', lat: 10.05, lng: 20 });
      const answer = await search('10.0, 20.0');
      expect(answer).toMatchObject({
        coordinates: { lat: 10, long: 20 },
        corrected: null,
        places: [],
        tags: [],
      });
      expect(ids(answer)).toEqual([nearer, near]);
      expect(ids(await search('10; 20', `fs=${near}`))).toEqual([near]);
    });

    it('reads degrees, minutes and seconds as pasted', async () => {
      const answer = await search(`46°36'3"N 11°43'27"E`);
      expect(answer.coordinates).toEqual({ lat: 46.600833, long: 11.724167 });
      expect(ids(answer)).toEqual([seceda]);
    });

    it('treats out-of-range numbers as words, not coordinates', async () => {
      expect((await search('95, 200')).coordinates).toBeNull();
    });
  });

  describe('bad input', () => {
    it('refuses empty text and text over 200 characters, naming text', async () => {
      for (const url of [
        '/api/search/%20%20',
        `/api/search/${'a'.repeat(201)}`,
        `/api/search/${encodeURIComponent('東'.repeat(201))}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.message).toMatch(/^text: /);
      }
      expect((await get(`/api/search/${'a'.repeat(200)}`)).statusCode).toBe(200);
      expect((await get(`/api/search/${encodeURIComponent('東'.repeat(200))}`)).statusCode).toBe(
        200,
      );
      expect((await get(`/api/search/%20${'a'.repeat(200)}%20`)).statusCode).toBe(200);
      const bare = await get('/api/search/');
      expect(bare.statusCode).toBe(400);
      expect(bare.json().error.message).toMatch(/^text: /);
    });

    it.each([
      ['"'],
      ['*'],
      ['NEAR('],
      ['NEAR(seceda ridge)'],
      ['seceda AND ridge'],
      ['seceda OR'],
      ['-seceda'],
      ['(seceda'],
      ['title:seceda'],
      ['seceda\\'],
      ['%'],
      ['seceda%'],
      ['_'],
      ["'; DROP TABLE spots; --"],
      ['" OR 1=1 --'],
      ['!!!'],
      ['a & b | !c'],
      ['東京タワー'],
      ['½ ²'],
      ['🏔️ 🌅'],
      ['ǅ Ǆ'],
      ['e\u0301\u0301'],
      ['\u200b'],
      ['Ελλάδα'],
    ])('answers %j without an error', async (text) => {
      const res = await get(`/api/search/${encodeURIComponent(text)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(SearchAnswer.parse(res.json()).text).toBe(text.trim());
    });

    it('reads query syntax as plain words and keeps the data intact', async () => {
      expect(ids(await search('NEAR(seceda ridge)'))).toEqual([]);
      expect(ids(await search('title:seceda'))).toEqual([]);
      expect(ids(await search('"seceda" *ridge*'))).toEqual([seceda]);
      expect(ids(await search('seceda AND'))).toEqual([]);
      expect(ids(await search('-seceda'))).toEqual([seceda]);
      await search("'; DROP TABLE spots; --");
      expect(ids(await search('seceda'))).toEqual([seceda]);
    });
  });

  it('is described in the OpenAPI document with its filters', async () => {
    const res = await get('/api/docs/json');
    const operation = res.json().paths['/api/search/{text}'].get;
    expect(operation.tags).toEqual(['search']);
    expect(operation.summary).toMatch(/coordinates/);
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'fs',
      'fsl',
      'fsu',
      'ft',
      'fu',
      'text',
    ]);
  });

  describe('vocabulary', () => {
    it('holds the words of every inserted spot, counted per spot', async () => {
      const terms = ctx.database.db.withTables<{
        search_terms: { term: string; spots: number };
      }>();
      const count = async (term: string) =>
        (
          await terms
            .selectFrom('search_terms')
            .select('spots')
            .where('term', '=', term)
            .executeTakeFirst()
        )?.spots;
      expect(await count('dolomites')).toBe(3);
      expect(await count('zurich')).toBe(1);
      // Bare numbers and single letters are never corrections.
      expect(await count('0')).toBeUndefined();

      await terms.deleteFrom('search_terms').execute();
      await fillSearchTerms(ctx.database.db as never);
      expect(await count('dolomites')).toBe(3);
      expect(await count('yosemite')).toBe(2);
    });

    it('is filled by bulk inserts too', async () => {
      await ctx.container.spotChanges.createMany(
        ['Kirkjufell', 'Kirkjufellsfoss'].map((title, index) => ({
          title,
          slug: title,
          lat: 64.94,
          lng: -23.3 + index / 100,
          tags_text: 'Iceland',
          ...tileKeysFor(64.94, -23.3),
          created_at: 1,
          updated_at: 1,
        })),
      );
      const answer = await search('kirkjufel');
      expect(answer.spots).toHaveLength(2);
      expect((await search('kirkjufelsfoss')).corrected).toBe('kirkjufellsfoss');
    });
  });

  describe('places', () => {
    let app: FastifyInstance;
    const geocoder: Geocoder & { fail: boolean; asked: string[] } = {
      name: 'nominatim',
      fail: false,
      asked: [],
      search(text, limit) {
        this.asked.push(text);
        if (this.fail) return Promise.reject(new Error('geocoder unreachable'));
        const all = [
          found('Zürich, Switzerland', 47.37, 8.54),
          found('Zürich, Switzerland', 47.37, 8.54),
          ...Array.from({ length: 12 }, (_, i) => found(`Zürichberg ${i}`, 47.38, 8.56)),
        ];
        return Promise.resolve(all.slice(0, limit + 2));
      },
      reverse: () => Promise.resolve(null),
    };

    beforeAll(async () => {
      app = await ctx.appWith({}, { geocoder });
    });

    it('answers at most 10 places from the geocoder, without duplicates', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/search/zurich' });
      expect(res.statusCode).toBe(200);
      const answer = res.json<SearchAnswer>();
      expect(answer.places).toHaveLength(10);
      expect(answer.places[0]).toEqual(place('Zürich, Switzerland', 47.37, 8.54));
      expect(new Set(answer.places.map((p) => p.displayName)).size).toBe(10);
      expect(geocoder.asked).toContain('zurich');
    });

    it('still answers tags and spots when the geocoder fails, and asks it again next time', async () => {
      const url = '/api/search/zurich%20lake';
      geocoder.fail = true;
      const res = await app.inject({ method: 'GET', url });
      geocoder.fail = false;
      expect(res.statusCode).toBe(200);
      const answer = res.json<SearchAnswer>();
      expect(answer.places).toEqual([]);
      expect(ids(answer)).toEqual([zurich]);
      // The answer without places was not kept.
      const next = (await app.inject({ method: 'GET', url })).json<SearchAnswer>();
      expect(next.places).toHaveLength(10);
      expect(ids(next)).toEqual([zurich]);
    });

    it('does not ask the geocoder about coordinates', async () => {
      geocoder.asked.length = 0;
      await app.inject({ method: 'GET', url: `/api/search/${encodeURIComponent('47.37, 8.54')}` });
      expect(geocoder.asked).toEqual([]);
    });
  });
});
