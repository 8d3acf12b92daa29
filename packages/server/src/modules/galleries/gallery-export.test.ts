import { getIssues } from '@placemarkio/check-geojson';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../test/support/xml-schema';
import { galleryFile, type ExportSpot } from './gallery-export';

const ORIGIN = 'https://vantage.example';

const spot = (overrides: Partial<ExportSpot> = {}): ExportSpot => ({
  id: 7,
  title: 'Lago di Braies',
  lat: 46.694,
  lng: 12.085,
  photos: [{ id: 3, title: 'Dawn' }],
  description: 'Sunrise side',
  ...overrides,
});

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');
const texts = (xml: string, tag: string) =>
  Array.from(parse(xml).getElementsByTagName(tag)).map((node) => node.textContent);

describe('galleryFile', () => {
  it('writes text holding replacement patterns, CDATA ends and entities as it is', async () => {
    const title = 'Sunsets $& $1 $` ]]> <b>&amp;</b> &nbsp; &#0; &#65535; &x';
    const spots = [spot({ title: 'Tre Cime ]]> "North" & <South>', description: 'a ]]> b' })];
    const kml = (await galleryFile('kml', { title, urlTitle: 'Sunsets' }, spots, ORIGIN)).body;
    expect(schemaErrors(kml, 'ogckml22.xsd')).toBe('');
    expect(texts(kml, 'name')).toEqual([title, 'Tre Cime ]]> "North" & <South>']);
    const balloon = parse(`<div>${texts(kml, 'description')[0]}</div>`);
    expect(balloon.getElementsByTagName('p')[0]?.textContent).toBe('a ]]> b');
    expect(balloon.getElementsByTagName('a')[0]?.textContent).toBe(
      'Tre Cime ]]> "North" & <South>',
    );

    const gpx = (await galleryFile('gpx', { title, urlTitle: 'Sunsets' }, spots, ORIGIN)).body;
    expect(schemaErrors(gpx, 'gpx11.xsd')).toBe('');
    expect(texts(gpx, 'name')).toEqual([title, 'Tre Cime ]]> "North" & <South>']);
  });

  it('drops what XML cannot carry from text stored before it was refused', async () => {
    const stored = 'A\uFFFFB\uFFFEC\uD800D\uDC00E\u0001F\u001FG 🌄';
    const spots = [
      spot({ title: stored, description: stored, photos: [{ id: 1, title: stored }] }),
    ];
    for (const [format, schema] of [
      ['kml', 'ogckml22.xsd'],
      ['gpx', 'gpx11.xsd'],
    ] as const) {
      const body = (await galleryFile(format, { title: stored, urlTitle: 'x' }, spots, ORIGIN))
        .body;
      expect(schemaErrors(body, schema), format).toBe('');
      expect(texts(body, 'name'), format).toEqual(['ABCDEFG 🌄', 'ABCDEFG 🌄']);
    }
    const geojson = (await galleryFile('geojson', { title: stored, urlTitle: 'x' }, spots, ORIGIN))
      .body;
    expect(getIssues(geojson)).toEqual([]);
    expect(JSON.parse(geojson).features[0].properties.name).toBe(stored);
  });

  it('links a spot without photos to its page, and names the file after the url title', async () => {
    const file = await galleryFile(
      'gpx',
      { title: 'Alps', urlTitle: 'Alps/../Trip' },
      [spot({ photos: [], description: null })],
      ORIGIN,
    );
    expect(file.fileName).toBe('Alps_.._Trip.gpx');
    const link = parse(file.body).getElementsByTagName('link')[0];
    expect(link?.getAttribute('href')).toBe(`${ORIGIN}/l/Lago_di_Braies/7`);
    expect(texts(file.body, 'desc')).toEqual([]);
  });
});
