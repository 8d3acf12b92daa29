import { Adjust3DAnswer, METRES_PER_DEGREE, PanoramaAnswer, Spot } from '@vantage/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { engines } from './support/engine-suite';
import { FakeElevation, fakeGroundElevation } from './support/fake-elevation';
import { FakeStreetView, GOOGLE_TEST_KEY } from './support/fake-streetview';
import type { SignedInUser } from './support/factories';
import { guardOutboundDuring } from './support/outbound-guard';
import { useTestContext } from './support/test-context';
import { useStartedFake } from './support/use-fake';

/** Metres to degrees of latitude. */
const north = (metres: number) => metres / METRES_PER_DEGREE;

/** Tre Cime di Lavaredo, from Rifugio Locatelli; a Street View panorama 300 m away. */
const SPOT = { lat: 46.6245, lng: 12.3006 };
const PANO = { panoId: 'AF1QipLocatelli_0123456', lat: SPOT.lat + north(300), lng: SPOT.lng };

describe.each(engines)('the 360 view of a spot on %s', (engine) => {
  guardOutboundDuring();
  let member: SignedInUser;

  const streetView = useStartedFake(new FakeStreetView([PANO]));
  const elevation = useStartedFake(new FakeElevation());
  const ctx = useTestContext(engine, () => ({
    GOOGLE_MAPS_KEY: GOOGLE_TEST_KEY,
    STREETVIEW_URL: streetView.url,
    ELEVATION_URL: elevation.url,
  }));

  beforeAll(async () => {
    member = await ctx.make.signedIn({ displayName: 'Ansel Adams' });
  });

  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = member.cookieHeaders,
  ) => ctx.app.inject({ method: 'POST', url, payload, headers });
  const panoramaOf = async (spotId: number, app = ctx.app) => {
    const res = await app.inject({ method: 'GET', url: `/api/point/${spotId}/panorama` });
    expect(res.statusCode).toBe(200);
    return PanoramaAnswer.parse(res.json());
  };
  const metadataRadii = (since: number) =>
    streetView.requests
      .slice(since)
      .filter((request) => request.path.endsWith('/metadata'))
      .map((request) => Number(request.query.get('radius')));

  it('documents the planning calls in the OpenAPI document', async () => {
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const path of [
      '/api/point/{id}/weather',
      '/api/point/{id}/webcams',
      '/api/point/{id}/panorama',
      '/api/panorama/streetview/{panoId}/{face}',
      '/api/adjust3D/{lat}/{lng}',
    ]) {
      expect(paths[path].get.tags).toEqual(['planning']);
    }
    for (const path of ['/api/set3DView', '/api/adjust3D', '/api/elevation/{id}']) {
      expect(paths[path].post.tags).toEqual(['planning']);
    }
  });

  describe('set3DView', () => {
    const view = { lat: SPOT.lat, lng: SPOT.lng, heading: 350, pitch: 5, fov: 70 };

    it('needs login before anything else, and 404 for an unknown spot', async () => {
      const spotId = await ctx.make.spot(SPOT);
      for (const payload of [{ ...view, idSpot: spotId }, {}]) {
        const res = await post('/api/set3DView', payload, {});
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('unauthorized');
      }
      const missing = await post('/api/set3DView', { ...view, idSpot: 987654 });
      expect(missing.statusCode).toBe(404);
    });

    it('answers 400 naming the field', async () => {
      const spotId = await ctx.make.spot(SPOT);
      const cases: [object, RegExp][] = [
        [{ ...view }, /^idSpot: /],
        [{ ...view, idSpot: spotId, fov: 178 }, /^fov: /],
        [{ ...view, idSpot: spotId, pitch: 91 }, /^pitch: /],
        [{ ...view, idSpot: spotId, lat: 'north' }, /^lat: /],
        [{ ...view, idSpot: spotId, heading: undefined }, /^heading: /],
      ];
      for (const [payload, message] of cases) {
        const res = await post('/api/set3DView', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toMatch(message);
      }
    });

    it("makes the latest saved view the spot's D3", async () => {
      const spotId = await ctx.make.spot(SPOT);
      const before = Spot.parse((await ctx.app.inject(`/api/point/${spotId}`)).json());
      expect(before.D3).toBeNull();
      const first = await post('/api/set3DView', { ...view, idSpot: spotId, heading: -10 });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ lat: SPOT.lat, lng: SPOT.lng, head: 350, pitch: 5, fov: 70 });
      const other = await ctx.make.signedIn();
      await post(
        '/api/set3DView',
        { ...view, idSpot: spotId, heading: 120, fov: 40 },
        other.bearerHeaders,
      );
      const spot = Spot.parse((await ctx.app.inject(`/api/point/${spotId}`)).json());
      expect(spot.D3).toEqual({ lat: SPOT.lat, lng: SPOT.lng, head: 120, pitch: 5, fov: 40 });
      expect((await panoramaOf(spotId)).view).toEqual({
        lat: SPOT.lat,
        lng: SPOT.lng,
        heading: 120,
        pitch: 5,
        fov: 40,
      });
    });
  });

  describe('adjust3D', () => {
    const at = { lat: 45.8326, lng: 6.8652 };
    const adjustAt = async (lat: number, lng: number) => {
      const res = await ctx.app.inject(`/api/adjust3D/${lat}/${lng}`);
      expect(res.statusCode).toBe(200);
      return Adjust3DAnswer.parse(res.json());
    };

    it('needs login and answers 400 naming the field', async () => {
      expect(
        (await post('/api/adjust3D', { ...at, headingAdj: 3, pitchAdj: 0 }, {})).statusCode,
      ).toBe(401);
      const bad = await post('/api/adjust3D', { ...at, headingAdj: 'east', pitchAdj: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/^headingAdj: /);
      const badPitch = await post('/api/adjust3D', { ...at, headingAdj: 0, pitchAdj: 95 });
      expect(badPitch.json().error.message).toMatch(/^pitchAdj: /);
      const badPath = await ctx.app.inject('/api/adjust3D/95/6.8');
      expect(badPath.statusCode).toBe(400);
      expect(badPath.json().error.message).toMatch(/^lat: /);
    });

    it('answers the mean of the corrections within 10 m, headings on the circle, else zeros', async () => {
      expect(await adjustAt(at.lat, at.lng)).toEqual({ headingAdj: 0, pitchAdj: 0 });
      const first = await post('/api/adjust3D', { ...at, headingAdj: 350, pitchAdj: 2 });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ headingAdj: -10, pitchAdj: 2 });
      const second = await post(
        '/api/adjust3D',
        { lat: at.lat + north(4), lng: at.lng, headingAdj: 10, pitchAdj: -1 },
        (await ctx.make.signedIn()).bearerHeaders,
      );
      expect(second.json()).toEqual({ headingAdj: 0, pitchAdj: 0.5 });
      expect(await adjustAt(at.lat + north(12), at.lng)).toEqual({ headingAdj: 10, pitchAdj: -1 });
      expect(await adjustAt(at.lat + north(30), at.lng)).toEqual({ headingAdj: 0, pitchAdj: 0 });
    });
  });

  describe('elevation', () => {
    it('fills a missing elevation from the service once, when the spot is read', async () => {
      const spotId = await ctx.make.spot({ lat: 46.5, lng: 11.9 });
      const ground = fakeGroundElevation(46.5, 11.9)!;
      const asked = elevation.requests.length;
      const spot = Spot.parse((await ctx.app.inject(`/api/point/${spotId}`)).json());
      expect(spot.elev).toBe(ground);
      expect(elevation.requests.length).toBe(asked + 1);
      expect(elevation.requests.at(-1)!.path).toBe('/v1/srtm90m');
      expect(elevation.requests.at(-1)!.query.get('locations')).toBe('46.500000,11.900000');
      await ctx.app.inject(`/api/point/${spotId}`);
      expect((await panoramaOf(spotId)).elev).toBe(ground);
      expect(elevation.requests.length).toBe(asked + 1);
    });

    it('a failing service leaves the elevation unknown, and the page still loads', async () => {
      const spotId = await ctx.make.spot({ lat: 40.5, lng: 14.2 });
      elevation.failWithStatus = 500;
      try {
        const res = await ctx.app.inject(`/api/point/${spotId}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().elev).toBeNull();
      } finally {
        elevation.failWithStatus = null;
      }
    });

    it("takes a signed-in user's elevation within 300 m of the ground", async () => {
      const spotId = await ctx.make.spot({ lat: 47.2, lng: 8.3 });
      const ground = fakeGroundElevation(47.2, 8.3)!;
      expect((await post(`/api/elevation/${spotId}`, { elevation: ground }, {})).statusCode).toBe(
        401,
      );
      const notNumber = await post(`/api/elevation/${spotId}`, { elevation: 'high' });
      expect(notNumber.statusCode).toBe(400);
      expect(notNumber.json().error.message).toBe('elevation: must be a number');
      const tooHigh = await post(`/api/elevation/${spotId}`, { elevation: ground + 301 });
      expect(tooHigh.statusCode).toBe(400);
      expect(tooHigh.json().error.message).toMatch(/^elevation: must be within 300 m/);
      expect((await post('/api/elevation/987654', { elevation: 100 })).statusCode).toBe(404);

      const ok = await post(`/api/elevation/${spotId}`, { elevation: ground - 120 });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ elev: ground - 120 });
      const again = await post(`/api/elevation/${spotId}`, { elevation: ground + 250 });
      expect(again.json()).toEqual({ elev: ground + 250 });
      const spot = Spot.parse((await ctx.app.inject(`/api/point/${spotId}`)).json());
      expect(spot.elev).toBe(ground + 250);
      const rows = await ctx.database.db
        .selectFrom('elevation_adjustments')
        .select(['elevation', 'user_id'])
        .where('spot_id', '=', spotId)
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { elevation: ground - 120, user_id: member.id },
        { elevation: ground + 250, user_id: member.id },
      ]);
    });

    it('takes any elevation where the ground is unknown', async () => {
      const spotId = await ctx.make.spot({ lat: -65, lng: 0 });
      const res = await post(`/api/elevation/${spotId}`, { elevation: 2500 });
      expect(res.json()).toEqual({ elev: 2500 });
    });
  });

  describe('panorama', () => {
    it("shows the spot's best-rated 360° photo first", async () => {
      const spotId = await ctx.make.spot({ lat: 46.1, lng: 7.1 });
      await ctx.make.photo({ spotId, rating: 9 });
      const low = await ctx.make.photo({ spotId, rating: 1, title: 'Low' });
      const best = await ctx.make.photo({ spotId, rating: 5, title: 'Best sphere' });
      await ctx.database.db
        .updateTable('photos')
        .set({ pano: 1 })
        .where('id', 'in', [low, best])
        .execute();
      const asked = streetView.requests.length;
      const answer = await panoramaOf(spotId);
      expect(answer.source).toBe('photo');
      expect(answer.photo).toEqual({
        id: best,
        url: expect.stringMatching(/^\/media\//),
        title: 'Best sphere',
      });
      expect(answer.streetView).toBeNull();
      expect(streetView.requests.length).toBe(asked);
      const image = await ctx.app.inject(answer.photo!.url);
      expect(image.statusCode).toBe(200);
    });

    it('finds the Street View panorama within 1000 m of a spot without a saved view', async () => {
      const spotId = await ctx.make.spot(SPOT);
      const since = streetView.requests.length;
      const answer = await panoramaOf(spotId);
      expect(metadataRadii(since)).toEqual([1000]);
      const request = streetView.requests[since]!;
      expect(request.query.get('source')).toBe('outdoor');
      expect(request.query.get('key')).toBe(GOOGLE_TEST_KEY);
      expect(answer.source).toBe('streetview');
      expect(answer.streetView).toEqual({
        panoId: PANO.panoId,
        lat: PANO.lat,
        lng: PANO.lng,
        date: '2024-06',
        copyright: '© Google',
        faces: {
          front: `/api/panorama/streetview/${PANO.panoId}/front`,
          right: `/api/panorama/streetview/${PANO.panoId}/right`,
          back: `/api/panorama/streetview/${PANO.panoId}/back`,
          left: `/api/panorama/streetview/${PANO.panoId}/left`,
          top: `/api/panorama/streetview/${PANO.panoId}/top`,
          bottom: `/api/panorama/streetview/${PANO.panoId}/bottom`,
        },
      });
      expect(JSON.stringify(answer)).not.toContain(GOOGLE_TEST_KEY);
      // The correction at the panorama's position.
      await post('/api/adjust3D', { lat: PANO.lat, lng: PANO.lng, headingAdj: 4, pitchAdj: 1 });
      expect((await panoramaOf(spotId)).adjust).toEqual({ headingAdj: 4, pitchAdj: 1 });
    });

    it('with a saved view, asks within 1 m of it, then once at 100 m', async () => {
      const view = { heading: 10, pitch: 0, fov: 60 };
      const saveViewNorthOfPano = (idSpot: number, metres: number) =>
        post('/api/set3DView', { ...view, idSpot, lat: PANO.lat + north(metres), lng: PANO.lng });
      const atPano = await ctx.make.spot({ lat: 46.63, lng: 12.31 });
      await post('/api/set3DView', { ...view, idSpot: atPano, lat: PANO.lat, lng: PANO.lng });
      let since = streetView.requests.length;
      expect((await panoramaOf(atPano)).streetView?.panoId).toBe(PANO.panoId);
      expect(metadataRadii(since)).toEqual([1]);

      const near = await ctx.make.spot({ lat: 46.64, lng: 12.32 });
      await saveViewNorthOfPano(near, 50);
      since = streetView.requests.length;
      expect((await panoramaOf(near)).streetView?.panoId).toBe(PANO.panoId);
      expect(metadataRadii(since)).toEqual([1, 100]);

      const far = await ctx.make.spot({ lat: 46.65, lng: 12.33 });
      await saveViewNorthOfPano(far, 400);
      since = streetView.requests.length;
      const answer = await panoramaOf(far);
      expect(metadataRadii(since)).toEqual([1, 100]);
      expect(answer.source).toBe('synthetic');
      expect(answer.view).toMatchObject({ heading: 10, fov: 60 });

      // Lookups are kept: the same page again asks nothing.
      since = streetView.requests.length;
      await panoramaOf(far);
      expect(streetView.requests.length).toBe(since);
    });

    it('moves forward: the panorama nearest a position, searched ever wider, never the 360° photo', async () => {
      const spotId = await ctx.make.spot({ lat: 46.2, lng: 7.2 });
      const sphere = await ctx.make.photo({ spotId });
      await ctx.database.db
        .updateTable('photos')
        .set({ pano: 1 })
        .where('id', '=', sphere)
        .execute();
      const since = streetView.requests.length;
      const ahead = { lat: PANO.lat + north(50), lng: PANO.lng };
      const res = await ctx.app.inject(
        `/api/point/${spotId}/panorama?lat=${ahead.lat}&lng=${ahead.lng}`,
      );
      expect(res.statusCode).toBe(200);
      expect(PanoramaAnswer.parse(res.json()).streetView?.panoId).toBe(PANO.panoId);
      expect(metadataRadii(since)).toEqual([10, 30, 60]);
      const half = await ctx.app.inject(`/api/point/${spotId}/panorama?lat=46.2`);
      expect(half.statusCode).toBe(400);
      expect(half.json().error.message).toMatch(/^lat: /);
    });

    it('falls back to the synthetic horizon without Street View, far from one, or when it fails', async () => {
      const plain = await ctx.appWith({ GOOGLE_MAPS_KEY: '' });
      const spotId = await ctx.make.spot({ lat: 10, lng: 10 });
      const since = streetView.requests.length;
      const answer = await panoramaOf(spotId, plain);
      expect(answer).toMatchObject({
        source: 'synthetic',
        photo: null,
        streetView: null,
        view: null,
      });
      expect(answer.adjust).toEqual({ headingAdj: 0, pitchAdj: 0 });
      expect(streetView.requests.length).toBe(since);

      expect((await panoramaOf(spotId)).source).toBe('synthetic');
      expect(metadataRadii(since)).toEqual([1000]);

      const denied = await ctx.appWith({
        GOOGLE_MAPS_KEY: 'wrong',
        STREETVIEW_URL: streetView.url,
      });
      expect((await panoramaOf(await ctx.make.spot(SPOT), denied)).source).toBe('synthetic');
      streetView.failWithStatus = 500;
      try {
        expect((await panoramaOf(await ctx.make.spot({ lat: 46.6246, lng: 12.3006 }))).source).toBe(
          'synthetic',
        );
      } finally {
        streetView.failWithStatus = null;
      }
      expect((await ctx.app.inject('/api/point/987654/panorama')).statusCode).toBe(404);
    });

    it('serves cube faces through the server, keeping the key out of the browser', async () => {
      const since = streetView.requests.length;
      const right = await ctx.app.inject(`/api/panorama/streetview/${PANO.panoId}/right`);
      expect(right.statusCode).toBe(200);
      expect(right.headers['content-type']).toBe('image/jpeg');
      expect(right.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(right.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      await ctx.app.inject(`/api/panorama/streetview/${PANO.panoId}/top`);
      const [rightQuery, topQuery] = streetView.requests.slice(since).map((r) => r.query);
      expect(Object.fromEntries(rightQuery!)).toEqual({
        size: '640x640',
        pano: PANO.panoId,
        heading: '90',
        pitch: '0',
        fov: '90',
        return_error_code: 'true',
        key: GOOGLE_TEST_KEY,
      });
      expect([topQuery!.get('heading'), topQuery!.get('pitch')]).toEqual(['0', '90']);
      // A face fetched once is answered from memory: each Google request is billed.
      const again = await ctx.app.inject(`/api/panorama/streetview/${PANO.panoId}/right`);
      expect(again.statusCode).toBe(200);
      expect(streetView.requests.length - since).toBe(2);

      const bad = await ctx.app.inject('/api/panorama/streetview/bad%20id!/front');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/^panoId: /);
      const badFace = await ctx.app.inject(`/api/panorama/streetview/${PANO.panoId}/sideways`);
      expect(badFace.statusCode).toBe(400);
      expect(badFace.json().error.message).toMatch(/^face: /);
      const unknown = await ctx.app.inject('/api/panorama/streetview/AF1QipUnknown_000000/front');
      expect(unknown.statusCode).toBe(404);
      const plain = await ctx.appWith({ GOOGLE_MAPS_KEY: '' });
      const off = await plain.inject(`/api/panorama/streetview/${PANO.panoId}/front`);
      expect(off.statusCode).toBe(404);
      expect(off.json().error.code).toBe('not_configured');
      streetView.failWithStatus = 503;
      try {
        const down = await ctx.app.inject(`/api/panorama/streetview/${PANO.panoId}/back`);
        expect(down.statusCode).toBe(502);
        expect(down.json().error.message).not.toContain(GOOGLE_TEST_KEY);
      } finally {
        streetView.failWithStatus = null;
      }
    });
  });
});
