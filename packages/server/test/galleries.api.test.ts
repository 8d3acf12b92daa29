import { getIssues } from '@placemarkio/check-geojson';
import { gpx as gpxToGeoJson, kml as kmlToGeoJson } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import {
  SpotList,
  SpotListChangeAnswer,
  SpotListMembership,
  SpotListSummary,
} from '@vantage/shared';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachEngine } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { memberRequests, userColumn } from './support/members';
import { schemaErrors } from './support/xml-schema';

const parseXml = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml');

describeEachEngine('galleries on %s', (ctx) => {
  let owner: SignedInUser & { username: string };
  let other: SignedInUser & { username: string };

  const usernameOf = async (id: number) => (await userColumn(ctx, id, 'username'))!;

  beforeAll(async () => {
    const a = await ctx.make.signedIn();
    owner = { ...a, username: await usernameOf(a.id) };
    const b = await ctx.make.signedIn();
    other = { ...b, username: await usernameOf(b.id) };
  });

  const { call } = memberRequests(ctx);

  async function newGallery(title: string, extra: object = {}, who = owner) {
    const res = await call('POST', '/api/spotlist/new', who, { title, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return SpotListChangeAnswer.parse(res.json()).spotList!;
  }

  it('asks a visitor to log in for every change and for the menu', async () => {
    for (const [method, url] of [
      ['POST', '/api/spotlist/new'],
      ['POST', '/api/spotlist'],
      ['DELETE', '/api/spotlist'],
      ['POST', '/api/spotlistPhoto'],
      ['DELETE', '/api/spotlistPhoto'],
      ['POST', '/api/spotlist/update'],
      ['GET', '/api/spotLists/1'],
      ['GET', '/api/spotListsPhoto/1'],
    ] as const) {
      const res = await call(method, url, null, { title: 'x', idSpotlist: 1, idSpot: 1 });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('creates a gallery with a first spot, toggles spots and photos, and lists it', async () => {
    const spotA = await ctx.make.spot({ title: 'Lago di Braies', tags: ['Lake'] });
    const spotB = await ctx.make.spot({ title: 'Seceda Ridge', lat: 46.6, lng: 11.72 });
    const photoB = await ctx.make.photo({
      spotId: spotB,
      userId: other.id,
      title: 'Ridge at dawn',
    });
    const gallery = await newGallery('Dolomites Trip', { addIdSpot: spotA });
    expect(gallery).toMatchObject({ urlTitle: 'Dolomites_Trip', spotCount: 1, isPublic: true });

    let menu = SpotListMembership.parse(
      (await call('GET', `/api/spotLists/${spotB}`, owner)).json(),
    );
    expect(menu.find((row) => row.id === gallery.id)?.has).toBe(false);

    const added = await call('POST', '/api/spotlistPhoto', owner, {
      idSpotlist: gallery.id,
      idPhoto: photoB,
    });
    expect(added.statusCode, added.body).toBe(200);
    // The photo brings its spot.
    menu = SpotListMembership.parse((await call('GET', `/api/spotLists/${spotB}`, owner)).json());
    expect(menu.find((row) => row.id === gallery.id)?.has).toBe(true);
    const photoMenu = SpotListMembership.parse(
      (await call('GET', `/api/spotListsPhoto/${photoB}`, owner)).json(),
    );
    expect(photoMenu.find((row) => row.id === gallery.id)?.has).toBe(true);

    const page = SpotList.parse(
      (await call('GET', `/api/spotlist/Dolomites_Trip/${owner.username}`, null)).json(),
    );
    expect(page.spots.map((spot) => spot.title)).toEqual(['Lago di Braies', 'Seceda Ridge']);
    expect(page.photos.map((photo) => photo.id)).toEqual([photoB]);
    expect(page.image?.id).toBe(photoB);
    expect(page.owner.id).toBe(owner.id);

    const removed = await call('DELETE', '/api/spotlistPhoto', owner, {
      idSpotlist: gallery.id,
      idPhoto: photoB,
    });
    expect(removed.statusCode).toBe(200);
    expect(SpotListChangeAnswer.parse(removed.json()).spotList?.photoCount).toBe(0);
    const spotOut = await call('DELETE', '/api/spotlist', owner, {
      idSpotlist: gallery.id,
      idSpot: spotA,
    });
    expect(SpotListChangeAnswer.parse(spotOut.json()).spotList?.spotCount).toBe(1);
    const spotIn = await call('POST', '/api/spotlist', owner, {
      idSpotlist: gallery.id,
      idSpot: spotA,
      idImg: photoB,
    });
    expect(SpotListChangeAnswer.parse(spotIn.json()).spotList).toMatchObject({
      spotCount: 2,
      photoCount: 1,
    });

    const list = z
      .array(SpotListSummary)
      .parse((await call('GET', `/api/spotlist/${owner.username}`, null)).json());
    expect(list.map((row) => row.title)).toContain('Dolomites Trip');
  });

  it('makes colliding titles unique and keeps private galleries unseen by others', async () => {
    const first = await newGallery('Night Sky');
    const second = await newGallery('Night Sky');
    expect(first.urlTitle).toBe('Night_Sky');
    expect(second.urlTitle).toBe('Night_Sky-2');

    const res = await call('POST', '/api/spotlist/update', owner, {
      id: second.id,
      title: 'Night Sky',
      description: 'Milky Way spots',
      isPublic: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(SpotListChangeAnswer.parse(res.json()).spotList).toMatchObject({
      isPublic: false,
      urlTitle: 'Night_Sky-2',
      description: 'Milky Way spots',
    });

    const url = `/api/spotlist/Night_Sky-2/${owner.username}`;
    expect((await call('GET', url, owner)).statusCode).toBe(200);
    expect((await call('GET', url, other)).statusCode).toBe(404);
    expect((await call('GET', url, null)).statusCode).toBe(404);
    expect((await call('GET', `${url}/gpx`, null)).statusCode).toBe(404);
    const seenByOthers = z
      .array(SpotListSummary)
      .parse((await call('GET', `/api/spotlist/${owner.username}?limit=60`, other)).json());
    expect(seenByOthers.some((row) => row.id === second.id)).toBe(false);
    const seenByOwner = z
      .array(SpotListSummary)
      .parse((await call('GET', `/api/spotlist/${owner.username}?limit=60`, owner)).json());
    expect(seenByOwner.some((row) => row.id === second.id)).toBe(true);
    // Changing a private gallery of another member is not found (its name does not leak)...
    const hidden = await call('POST', '/api/spotlist/update', other, {
      id: second.id,
      delete: true,
    });
    expect(hidden.statusCode).toBe(404);
    // ...and a public one is forbidden.
    const forbidden = await call('POST', '/api/spotlist/update', other, {
      id: first.id,
      delete: true,
    });
    expect(forbidden.statusCode).toBe(403);
    const spot = await ctx.make.spot();
    expect(
      (await call('POST', '/api/spotlist', other, { idSpotlist: first.id, idSpot: spot }))
        .statusCode,
    ).toBe(403);

    // The map's filter chip shows a public gallery's spots only.
    await call('POST', '/api/spotlist', owner, { idSpotlist: first.id, idSpot: spot });
    await call('POST', '/api/spotlist', owner, { idSpotlist: second.id, idSpot: spot });
    const publicFilter = await call(
      'GET',
      `/api/filteredSpots?fsl=Night_Sky&fsu=${owner.username}`,
      null,
    );
    expect(publicFilter.json().spots.map((s: { id: number }) => s.id)).toEqual([spot]);
    const privateFilter = await call(
      'GET',
      `/api/filteredSpots?fsl=Night_Sky-2&fsu=${owner.username}`,
      null,
    );
    expect(privateFilter.json().spots).toEqual([]);

    const deleted = await call('POST', '/api/spotlist/update', owner, {
      id: first.id,
      delete: true,
    });
    expect(SpotListChangeAnswer.parse(deleted.json()).spotList).toBeNull();
    expect((await call('GET', `/api/spotlist/Night_Sky/${owner.username}`, owner)).statusCode).toBe(
      404,
    );
  });

  it('answers bad input with a 4xx naming the field', async () => {
    const empty = await call('POST', '/api/spotlist/new', owner, { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('title');
    const missingSpot = await call('POST', '/api/spotlist/new', owner, {
      title: 'Lost',
      addIdSpot: 999999,
    });
    expect(missingSpot.statusCode).toBe(404);
    const badFormat = await call('GET', `/api/spotlist/x/${owner.username}/zip`, null);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error.message).toContain('format');
  });

  it('downloads KML, GPX and GeoJSON that validate and round-trip to the same points', async () => {
    const spots = [
      { title: 'Tre Cime & "North" Faces', lat: 46.6187, lng: 12.3027 },
      { title: 'Alpe di Siusi', lat: 46.5405, lng: 11.6186 },
    ];
    const gallery = await newGallery('Export <Test>');
    for (const [index, spot] of spots.entries()) {
      const id = await ctx.make.spot({ ...spot, description: `Sunrise side ${index}` });
      for (let n = 0; n < 4; n++) await ctx.make.photo({ spotId: id, userId: other.id, rating: n });
      await call('POST', '/api/spotlist', owner, { idSpotlist: gallery.id, idSpot: id });
    }
    const base = `/api/spotlist/${gallery.urlTitle}/${owner.username}`;

    const kml = await call('GET', `${base}/kml`, null);
    expect(kml.statusCode, kml.body).toBe(200);
    expect(kml.headers['content-type']).toContain('application/vnd.google-earth.kml+xml');
    expect(kml.headers['content-disposition']).toContain('.kml');
    expect(schemaErrors(kml.body, 'ogckml22.xsd')).toBe('');
    const fromKml = kmlToGeoJson(parseXml(kml.body));
    expect(fromKml.features.map((f) => [f.properties?.name, f.geometry])).toEqual(
      spots.map((spot) => [spot.title, { type: 'Point', coordinates: [spot.lng, spot.lat] }]),
    );
    const description = String(fromKml.features[0]!.properties?.description);
    expect(description.match(/<img /g)).toHaveLength(3);
    expect(description.match(/Sunrise side/g)).toHaveLength(1);

    const gpx = await call('GET', `${base}/gpx`, null);
    expect(gpx.statusCode).toBe(200);
    expect(gpx.headers['content-type']).toContain('application/gpx+xml');
    expect(schemaErrors(gpx.body, 'gpx11.xsd')).toBe('');
    const fromGpx = gpxToGeoJson(parseXml(gpx.body));
    expect(fromGpx.features.map((f) => [f.properties?.name, f.geometry])).toEqual(
      spots.map((spot) => [spot.title, { type: 'Point', coordinates: [spot.lng, spot.lat] }]),
    );
    expect(gpx.body.match(/<link /g)).toHaveLength(2);

    const geojson = await call('GET', `${base}/geojson`, null);
    expect(geojson.statusCode).toBe(200);
    expect(getIssues(geojson.body)).toEqual([]);
    const parsed = JSON.parse(geojson.body) as GeoJSON.FeatureCollection;
    expect(parsed.features.map((f) => [f.properties?.name, f.geometry])).toEqual(
      spots.map((spot) => [spot.title, { type: 'Point', coordinates: [spot.lng, spot.lat] }]),
    );

    // A broken document is caught by the schema check itself.
    expect(schemaErrors(kml.body.replace('<Placemark', '<Placemarc'), 'ogckml22.xsd')).not.toBe('');
  });
});
