import { WebcamsAnswer } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import { engines } from './support/engine-suite';
import { FakeWindy, WINDY_TEST_KEY } from './support/fake-windy';
import { guardOutboundDuring } from './support/outbound-guard';
import { useTestContext } from './support/test-context';
import { useStartedFake } from './support/use-fake';

describe.each(engines)('webcams near a spot on %s', (engine) => {
  guardOutboundDuring();

  const windy = useStartedFake(new FakeWindy());
  const ctx = useTestContext(engine, () => ({
    WINDY_WEBCAMS_KEY: WINDY_TEST_KEY,
    WINDY_WEBCAMS_URL: windy.url,
  }));

  const webcamsOf = async (spotId: number, app = ctx.app) => {
    const res = await app.inject({ method: 'GET', url: `/api/point/${spotId}/webcams` });
    expect(res.statusCode).toBe(200);
    return WebcamsAnswer.parse(res.json());
  };

  it('lists the webcams within 25 km, nearest first, asking Windy with its key header', async () => {
    const spotId = await ctx.make.spot({ lat: 46.4102, lng: 11.844 });
    const answer = await webcamsOf(spotId);
    const request = windy.requests.at(-1)!;
    expect(request.path).toBe('/webcams/api/v3/webcams');
    expect(request.headers['x-windy-api-key']).toBe(WINDY_TEST_KEY);
    expect(request.query.get('nearby')).toBe('46.41020,11.84400,25');
    expect(request.query.get('lang')).toBe('en');
    expect(request.query.get('include')).toBe('images,location,player,urls');
    expect(request.query.get('key')).toBeNull();

    expect(answer.available).toBe(true);
    expect(answer.webcams.map((webcam) => webcam.title)).toEqual([
      'Lake - Harbour',
      'Summit - Hut',
      'Valley - Panorama',
    ]);
    // The fake places them 1000, 3202 and 10817 m away on a flat map.
    [1000, 3202, 10817].forEach((flatM, i) =>
      expect(Math.abs(answer.webcams[i]!.distanceM - flatM)).toBeLessThan(flatM * 0.005),
    );
    expect(answer.webcams[0]).toEqual({
      webcamId: '1700000001',
      title: 'Lake - Harbour',
      location: { latitude: expect.closeTo(46.417387, 5), longitude: expect.closeTo(11.83618, 4) },
      distanceM: answer.webcams[0]!.distanceM,
      images: {
        daylight: {
          preview: 'https://imgproxy.windy.com/_/preview/plain/daylight/1700000001/original.jpg',
        },
        current: {
          preview: 'https://imgproxy.windy.com/_/preview/plain/current/1700000001/original.jpg',
        },
      },
      player: { day: 'https://webcams.windy.com/webcams/public/embed/player/1700000001/day' },
      url: 'https://windy.com/webcams/1700000001',
    });
  });

  it('keeps an answer a few minutes', async () => {
    const spotId = await ctx.make.spot({ lat: 47.1, lng: 10.2 });
    await webcamsOf(spotId);
    const asked = windy.requests.length;
    await webcamsOf(spotId);
    expect(windy.requests.length).toBe(asked);
  });

  it('only logs a failing service: the list is empty', async () => {
    const spotId = await ctx.make.spot({ lat: 48.2, lng: 9.1 });
    for (const fail of [
      () => (windy.failWithStatus = 502),
      () => (windy.rawBody = '{"webcams":'),
    ]) {
      fail();
      try {
        expect(await webcamsOf(spotId)).toEqual({ available: true, webcams: [] });
      } finally {
        windy.failWithStatus = null;
        windy.rawBody = null;
      }
    }
    // Failures are not kept: the service is asked again and answers.
    expect((await webcamsOf(spotId)).webcams).toHaveLength(3);
    const wrongKey = await ctx.appWith({ WINDY_WEBCAMS_KEY: 'nope', WINDY_WEBCAMS_URL: windy.url });
    expect(await webcamsOf(await ctx.make.spot({ lat: 1, lng: 2 }), wrongKey)).toEqual({
      available: true,
      webcams: [],
    });
  });

  it('says webcams are not available without a key, and 404 for an unknown spot', async () => {
    const plain = await ctx.appWith({ WINDY_WEBCAMS_KEY: '' });
    const asked = windy.requests.length;
    expect(await webcamsOf(await ctx.make.spot(), plain)).toEqual({
      available: false,
      webcams: [],
    });
    expect(windy.requests.length).toBe(asked);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/point/999999/webcams' });
    expect(missing.statusCode).toBe(404);
  });
});
