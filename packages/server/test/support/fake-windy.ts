import type http from 'node:http';
import { FakeJsonApi } from './fake-http-service';

/** The key the fake accepts. */
export const WINDY_TEST_KEY = 'windy-test-key';

/**
 * The fake lays its webcams out on a flat map at this scale, the one the webcam tests' expected
 * positions were worked out with (the sphere of the app's geometry has 111,195 m per degree).
 */
const FLAT_METRES_PER_DEGREE = 111_320;

/**
 * The fake's webcams, placed relative to the position asked about (north and east offsets in
 * metres), listed farthest first so callers must sort. The last is outside any 25 km radius.
 */
export const FAKE_WEBCAMS = [
  { webcamId: 1700000003, title: 'Valley - Panorama', northM: 9000, eastM: 6000 },
  { webcamId: 1700000001, title: 'Lake - Harbour', northM: 800, eastM: -600 },
  { webcamId: 1700000002, title: 'Summit - Hut', northM: -2500, eastM: 2000 },
  { webcamId: 1700000004, title: 'Far Away - Town', northM: 60_000, eastM: 0 },
];

/**
 * A fake Windy Webcams API v3 on 127.0.0.1: `/webcams/api/v3/webcams?nearby=lat,lon,radiusKm`
 * answers the webcams above within the radius in the real format, with the `images`,
 * `location`, `player` and `urls` blocks asked for by `include`. The key travels in the
 * `x-windy-api-key` header as the real API requires.
 */
export class FakeWindy extends FakeJsonApi {
  protected failure(): unknown {
    return '<html><body><h1>502 Bad Gateway</h1></body></html>';
  }

  protected answerRequest(url: URL, request: http.IncomingMessage, response: http.ServerResponse) {
    const json = (status: number, body: unknown) => this.sendJson(response, status, body);
    const key = request.headers['x-windy-api-key'];
    if (key === undefined) {
      json(403, { message: 'Missing Header x-windy-api-key' });
      return;
    }
    if (key !== WINDY_TEST_KEY) {
      json(401, { message: 'Unauthorized' });
      return;
    }
    if (url.pathname !== '/webcams/api/v3/webcams') {
      json(404, { message: 'Not Found' });
      return;
    }
    const [lat, lng, radiusKm] = (url.searchParams.get('nearby') ?? '').split(',').map(Number);
    if (![lat, lng, radiusKm].every((n) => Number.isFinite(n))) {
      json(400, { message: 'Invalid nearby parameter' });
      return;
    }
    const include = new Set((url.searchParams.get('include') ?? '').split(','));
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const webcams = FAKE_WEBCAMS.filter(
      (cam) => Math.hypot(cam.northM, cam.eastM) <= radiusKm! * 1000,
    )
      .slice(0, limit)
      .map((cam) => {
        const camLat = lat! + cam.northM / FLAT_METRES_PER_DEGREE;
        const camLng =
          lng! + cam.eastM / (FLAT_METRES_PER_DEGREE * Math.cos((lat! * Math.PI) / 180));
        const id = cam.webcamId;
        const image = (kind: string) => ({
          icon: `https://imgproxy.windy.com/_/icon/plain/${kind}/${id}/original.jpg`,
          thumbnail: `https://imgproxy.windy.com/_/thumbnail/plain/${kind}/${id}/original.jpg`,
          preview: `https://imgproxy.windy.com/_/preview/plain/${kind}/${id}/original.jpg`,
        });
        return {
          title: cam.title,
          viewCount: 12345,
          webcamId: id,
          status: 'active',
          lastUpdatedOn: '2026-11-21T12:00:00.000Z',
          ...(include.has('images')
            ? {
                images: {
                  current: image('current'),
                  sizes: {
                    icon: { width: 48, height: 48 },
                    thumbnail: { width: 200, height: 112 },
                    preview: { width: 400, height: 224 },
                  },
                  daylight: image('daylight'),
                },
              }
            : {}),
          ...(include.has('location')
            ? {
                location: {
                  city: cam.title.split(' - ')[0],
                  region: 'Trentino-Alto Adige',
                  region_code: 'IT.32',
                  country: 'Italy',
                  country_code: 'IT',
                  continent: 'Europe',
                  continent_code: 'EU',
                  latitude: Math.round(camLat * 1e6) / 1e6,
                  longitude: Math.round(camLng * 1e6) / 1e6,
                },
              }
            : {}),
          ...(include.has('player')
            ? {
                player: {
                  day: `https://webcams.windy.com/webcams/public/embed/player/${id}/day`,
                  month: `https://webcams.windy.com/webcams/public/embed/player/${id}/month`,
                  year: `https://webcams.windy.com/webcams/public/embed/player/${id}/year`,
                  lifetime: `https://webcams.windy.com/webcams/public/embed/player/${id}/lifetime`,
                },
              }
            : {}),
          ...(include.has('urls')
            ? {
                urls: {
                  detail: `https://windy.com/webcams/${id}`,
                  edit: `https://windy.com/webcams/${id}/edit`,
                  provider: 'https://example.com/webcam',
                },
              }
            : {}),
        };
      });
    json(200, { total: webcams.length, webcams });
  }
}
