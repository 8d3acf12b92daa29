import type http from 'node:http';
import { FakeJsonApi } from './fake-http-service';

/**
 * The fake's ground elevation in metres: a smooth made-up terrain of 0 to 3000 m, and null
 * (no data, as the real service answers over the sea) south of 60°S.
 */
export function fakeGroundElevation(lat: number, lng: number): number | null {
  if (lat < -60) return null;
  const metres = 1500 + 1000 * Math.sin(lat * 3) * Math.cos(lng * 2) + 500 * Math.sin(lng * 5);
  return Math.round(Math.max(0, metres) * 10) / 10;
}

/**
 * A fake OpenTopoData server on 127.0.0.1: `/v1/{dataset}?locations=lat,lng|lat,lng` answers
 * in the real format, `{results: [{dataset, elevation, location}], status: 'OK'}`.
 */
export class FakeElevation extends FakeJsonApi {
  protected failure(): unknown {
    return { error: 'Server error.', status: 'SERVER_ERROR' };
  }

  protected answerRequest(url: URL, request: http.IncomingMessage, response: http.ServerResponse) {
    const json = (status: number, body: unknown) => this.sendJson(response, status, body);
    const dataset = /^\/v1\/([a-z0-9_,-]+)$/i.exec(url.pathname)?.[1];
    if (!dataset) {
      json(404, { error: 'Dataset not found.', status: 'INVALID_REQUEST' });
      return;
    }
    const locations = (url.searchParams.get('locations') ?? '').split('|').map((text) => {
      const [lat, lng] = text.split(',').map(Number);
      return { lat: lat!, lng: lng! };
    });
    if (locations.some(({ lat, lng }) => !Number.isFinite(lat) || !Number.isFinite(lng))) {
      json(400, { error: 'Unable to parse location.', status: 'INVALID_REQUEST' });
      return;
    }
    json(200, {
      results: locations.map(({ lat, lng }) => ({
        dataset,
        elevation: fakeGroundElevation(lat, lng),
        location: { lat, lng },
      })),
      status: 'OK',
    });
  }
}
