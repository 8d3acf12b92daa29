import { getIssues } from '@placemarkio/check-geojson';
import { DOMParser } from '@xmldom/xmldom';
import {
  galleryOwner,
  refusedCharacters,
  SpotListChangeAnswer,
  type SpotListSummary,
} from '@vantage/shared';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { freshIp } from './support/auth-helpers';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { schemaErrors } from './support/xml-schema';

/** Pieces that broke downloads or replacements before, mixed into the generated text. */
const TRICKY = [
  '$&',
  '$1',
  '$`',
  "$'",
  ']]>',
  '<![CDATA[',
  '&nbsp;',
  '&#0;',
  '&amp;',
  '<b>',
  '"',
  "'",
  '\uFFFF',
  '\uFFFE',
  '\uD800',
  '\uDC00',
  '\u0000',
  '\u0001',
  '\u007F',
  '\u0085',
  '\t',
  '\r\n',
  '🌄',
];

/** Text of any code point, unpaired surrogates included, with the tricky pieces in it. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength }),
    fc.string({
      unit: fc.oneof(
        fc.nat({ max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
        fc.constantFrom(...TRICKY),
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
      ),
      maxLength: maxLength / 2,
    }),
  );

const lineFeeds = (text: string) => text.replace(/\r\n?/g, '\n');
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const texts = (xml: string, tag: string) =>
  Array.from(parse(xml).getElementsByTagName(tag)).map((node) => node.textContent);

/**
 * What the API must answer to `text` sent as `field`: a 400 naming the field when it holds a
 * character the site refuses; otherwise it is taken, or refused naming the field for its length.
 */
function expectTakenOrRefused(
  res: LightMyRequestResponse,
  field: string,
  text: string,
  takenStatus = 200,
) {
  const refused = refusedCharacters(text);
  if (refused) {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(`${field}: ${refused}`);
    return false;
  }
  if (res.statusCode === takenStatus) return true;
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.message).toMatch(new RegExp(`^${field}: `));
  return false;
}

describeEachEngine('gallery downloads of any text on %s', (ctx, engine) => {
  const post = (url: string, who: SignedInUser, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: who.bearerHeaders,
      payload,
      remoteAddress: freshIp(),
    });

  /** The three downloads of a public gallery, each checked against its format. */
  async function checkedDownloads(list: SpotListSummary) {
    const owner = galleryOwner(list);
    const base = `/api/spotlist/${encodeURIComponent(list.urlTitle)}/${encodeURIComponent(owner)}`;
    const files: Record<string, string> = {};
    for (const format of ['kml', 'gpx', 'geojson'] as const) {
      const res = await ctx.app.inject({ method: 'GET', url: `${base}/${format}` });
      expect(res.statusCode, `${format}: ${res.body.slice(0, 300)}`).toBe(200);
      files[format] = res.body;
    }
    expect(schemaErrors(files.kml!, 'ogckml22.xsd')).toBe('');
    expect(schemaErrors(files.gpx!, 'gpx11.xsd')).toBe('');
    expect(getIssues(files.geojson!)).toEqual([]);
    return { kml: files.kml!, gpx: files.gpx!, geojson: files.geojson! };
  }

  it('answers every title and description with a 400 naming it or downloads that validate', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        anyText(120),
        anyText(300),
        anyText(120),
        anyText(300),
        async (galleryTitle, galleryDescription, spotTitle, spotDescription) => {
          const member = await ctx.make.signedIn();
          // Spots of earlier runs stay, so each new one is far enough away not to be a duplicate.
          run += 1;
          const spotRes = await post('/api/point', member, {
            lat: 40 + run / 100,
            long: 12.3,
            title: spotTitle,
            tags: [],
          });
          const spotId = expectTakenOrRefused(spotRes, 'title', spotTitle, 201)
            ? spotRes.json<{ id: number }>().id
            : await ctx.make.spot({ title: 'Tre Cime' });
          const descRes = await post(`/api/point/${spotId}/desc`, member, {
            description: spotDescription,
          });
          expectTakenOrRefused(descRes, 'description', spotDescription);

          const created = await post('/api/spotlist/new', member, {
            title: galleryTitle,
            addIdSpot: spotId,
          });
          const takenTitle = expectTakenOrRefused(created, 'title', galleryTitle);
          const gallery = takenTitle
            ? SpotListChangeAnswer.parse(created.json()).spotList!
            : SpotListChangeAnswer.parse(
                (
                  await post('/api/spotlist/new', member, { title: 'Dolomites', addIdSpot: spotId })
                ).json(),
              ).spotList!;
          const updated = await post('/api/spotlist/update', member, {
            id: gallery.id,
            title: gallery.title,
            description: galleryDescription,
            isPublic: true,
          });
          expectTakenOrRefused(updated, 'description', galleryDescription);

          const { kml, gpx, geojson } = await checkedDownloads(gallery);
          const spotName = (JSON.parse(geojson) as GeoJSON.FeatureCollection).features[0]
            ?.properties?.name as string;
          // Text that was taken comes out as it was stored (XML reads a line break as LF).
          const stored = [gallery.title, spotName].map(lineFeeds);
          expect(texts(kml, 'name')).toEqual(stored);
          expect(texts(gpx, 'name')).toEqual(stored);
          if (takenTitle) expect(gallery.title).toBe(galleryTitle.trim());
        },
      ),
      { numRuns: 15 },
    );
  }, 180_000);

  it('downloads text stored before it was refused, without what XML cannot carry', async () => {
    // PostgreSQL cannot store NUL; unpaired surrogates reach either database as U+FFFD.
    const storable = (text: string) => (engine === 'postgres' ? text.split('\0').join('') : text);
    const { db } = ctx.database;
    const member = await ctx.make.signedIn();
    const spotId = await ctx.make.spot({ description: 'Sunrise side' });
    await ctx.make.photo({ spotId, userId: member.id });
    const created = await post('/api/spotlist/new', member, { title: 'Old', addIdSpot: spotId });
    const gallery = SpotListChangeAnswer.parse(created.json()).spotList!;
    await fc.assert(
      fc.asyncProperty(anyText(120), anyText(300), async (title, description) => {
        await db
          .updateTable('spot_lists')
          .set({ title: storable(title), description: storable(description) })
          .where('id', '=', gallery.id)
          .execute();
        await db
          .updateTable('spots')
          .set({ title: storable(title) })
          .where('id', '=', spotId)
          .execute();
        await db
          .updateTable('descriptions')
          .set({ text: storable(description) })
          .where('spot_id', '=', spotId)
          .execute();
        await db
          .updateTable('photos')
          .set({ title: storable(title) })
          .where('spot_id', '=', spotId)
          .execute();
        await checkedDownloads(gallery);
      }),
      { numRuns: 15 },
    );
  }, 180_000);
});
