import type http from 'node:http';
import { distanceM } from '@vantage/shared';
import sharp from 'sharp';
import { FakeJsonApi } from './fake-http-service';

/** The key the fake accepts. */
export const GOOGLE_TEST_KEY = 'google-test-key';

/** A panorama the fake knows. */
export interface FakePanorama {
  panoId: string;
  lat: number;
  lng: number;
  date?: string;
}

/** A face as a small JPEG whose colour tells the heading and pitch apart. */
async function faceJpeg(headingDeg: number, pitchDeg: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 64,
      height: 64,
      channels: 3,
      background: {
        r: Math.round((headingDeg / 360) * 255),
        g: 128 + Math.round(pitchDeg),
        b: 200,
      },
    },
  })
    .jpeg()
    .toBuffer();
}

/**
 * A fake Google Street View on 127.0.0.1: the Metadata API
 * (`/maps/api/streetview/metadata?location=lat,lng&radius=&key=`) answers the nearest of
 * `panoramas` within the radius, else `ZERO_RESULTS` (with none, everywhere), in the real
 * format; the Static API (`/maps/api/streetview?pano=&heading=&pitch=&key=`) answers a JPEG,
 * or 404 for an unknown panorama with `return_error_code=true`. A wrong key is denied.
 */
export class FakeStreetView extends FakeJsonApi {
  panoramas: FakePanorama[] = [];

  constructor(panoramas: FakePanorama[] = []) {
    super();
    this.panoramas = panoramas;
  }

  protected failure(): unknown {
    return '<html><body>Server Error</body></html>';
  }

  protected answerRequest(url: URL, request: http.IncomingMessage, response: http.ServerResponse) {
    const json = (body: unknown) => this.sendJson(response, 200, body);
    const denied = url.searchParams.get('key') !== GOOGLE_TEST_KEY;
    if (url.pathname === '/maps/api/streetview/metadata') {
      if (denied) {
        json({ error_message: 'The provided API key is invalid. ', status: 'REQUEST_DENIED' });
        return;
      }
      const [lat, lng] = (url.searchParams.get('location') ?? '').split(',').map(Number);
      const radiusM = Number(url.searchParams.get('radius') ?? 50);
      if (!Number.isFinite(lat) || !Number.isFinite(lng)) {
        json({ status: 'INVALID_REQUEST' });
        return;
      }
      const at = { lat: lat!, lng: lng! };
      const nearest = this.panoramas
        .map((pano) => ({ pano, metres: distanceM(at, pano) }))
        .filter(({ metres }) => metres <= radiusM)
        .sort((a, b) => a.metres - b.metres)[0];
      if (!nearest) {
        json({ status: 'ZERO_RESULTS' });
        return;
      }
      json({
        copyright: '© Google',
        date: nearest.pano.date ?? '2024-06',
        location: { lat: nearest.pano.lat, lng: nearest.pano.lng },
        pano_id: nearest.pano.panoId,
        status: 'OK',
      });
      return;
    }
    if (url.pathname === '/maps/api/streetview') {
      if (denied) {
        response.writeHead(403, { 'Content-Type': 'text/plain' });
        response.end('The Google Maps Platform server rejected your request.');
        return;
      }
      const pano = this.panoramas.find((p) => p.panoId === url.searchParams.get('pano'));
      if (!pano) {
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        response.end('Sorry, we have no imagery here.');
        return;
      }
      void faceJpeg(
        Number(url.searchParams.get('heading') ?? 0),
        Number(url.searchParams.get('pitch') ?? 0),
      ).then((jpeg) => {
        response.writeHead(200, { 'Content-Type': 'image/jpeg' });
        response.end(jpeg);
      });
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' });
    response.end('Not Found');
  }
}
