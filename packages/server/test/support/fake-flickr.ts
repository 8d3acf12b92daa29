import crypto from 'node:crypto';
import type http from 'node:http';
import { FakeJsonApi } from './fake-http-service';
import { jpeg } from './test-images';

/** The app key and secret the fake accepts. */
export const FLICKR_TEST_KEY = 'flickr-test-key';
export const FLICKR_TEST_SECRET = 'flickr-test-secret';

/** A photo of the fake member's Flickr account. */
export interface FakeFlickrPhoto {
  id: string;
  title: string;
  datetaken: string;
  /** 0,0 is how Flickr reports a photo without a position. */
  latitude: number;
  longitude: number;
  license: string;
  /** Whether the original may be downloaded (url_o); else only the large size. */
  original: boolean;
  /** Whether flickr.photos.getExif answers (owners may hide EXIF). */
  exifPublic: boolean;
}

export const FAKE_FLICKR_NSID = '98765432@N01';
export const FAKE_FLICKR_USERNAME = 'anna.alps';

/** The fake member's photos: three geotagged ones and one without a position. */
export const FAKE_FLICKR_PHOTOS: FakeFlickrPhoto[] = [
  {
    id: '53001',
    title: 'Seceda ridge at sunrise',
    datetaken: '2023-07-14 05:32:10',
    latitude: 46.598611,
    longitude: 11.724167,
    license: '4',
    original: true,
    exifPublic: true,
  },
  {
    id: '53002',
    title: 'Lago di Braies, still morning',
    datetaken: '2023-07-15 06:10:00',
    latitude: 46.694722,
    longitude: 12.085556,
    license: '1',
    original: false,
    exifPublic: true,
  },
  {
    id: '53003',
    title: 'Tre Cime north faces',
    datetaken: '2023-07-16 19:45:00',
    latitude: 46.618611,
    longitude: 12.302778,
    license: '0',
    original: false,
    exifPublic: false,
  },
  {
    id: '53004',
    title: 'Kitchen table',
    datetaken: '2023-07-17 12:00:00',
    latitude: 0,
    longitude: 0,
    license: '0',
    original: true,
    exifPublic: true,
  },
];

const encode = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * A fake Flickr on 127.0.0.1: the OAuth 1.0a endpoints (`/services/oauth/request_token`,
 * `authorize`, `access_token`, form-encoded answers, HMAC-SHA1 signatures checked), the REST
 * endpoint (`/services/rest?method=…&format=json&nojsoncallback=1`: flickr.people.getPhotos
 * with its extras, flickr.photos.getExif, `stat: fail` with Flickr's codes) and the image
 * files the answers link to.
 */
export class FakeFlickr extends FakeJsonApi {
  photos: FakeFlickrPhoto[] = FAKE_FLICKR_PHOTOS.map((photo) => ({ ...photo }));
  /** Answer this page of flickr.people.getPhotos with a 500, as a failure halfway. */
  failPhotosPage: number | null = null;
  /** Answer image files with a 503. */
  failImages = false;
  perPageCap = 500;
  /** Access tokens the member has revoked at Flickr. */
  readonly revoked = new Set<string>();
  readonly imageRequests: string[] = [];
  private readonly requestTokens = new Map<
    string,
    { secret: string; callback: string; verifier: string }
  >();
  private readonly accessTokens = new Map<string, string>();
  private image: Buffer | null = null;

  override async start(port = 0): Promise<this> {
    this.image = await jpeg(800, 533, { position: { lat: 46.6, lng: 11.72 } });
    return super.start(port);
  }

  override reset(): void {
    super.reset();
    this.failPhotosPage = null;
    this.failImages = false;
    this.imageRequests.length = 0;
  }

  /**
   * What the member's browser does at the authorize page: approves, and is sent to the
   * callback with the token and a verifier. Answers that return address.
   */
  approve(requestToken: string): URL {
    const pending = this.requestTokens.get(requestToken);
    if (!pending) throw new Error(`unknown request token ${requestToken}`);
    const back = new URL(pending.callback);
    back.searchParams.set('oauth_token', requestToken);
    back.searchParams.set('oauth_verifier', pending.verifier);
    return back;
  }

  /** Revokes every access token given so far, as the member would at flickr.com. */
  revokeAll(): void {
    for (const token of this.accessTokens.keys()) this.revoked.add(token);
  }

  protected failure(): unknown {
    return '<html><body><h1>500 Internal Server Error</h1></body></html>';
  }

  protected answerRequest(url: URL, request: http.IncomingMessage, response: http.ServerResponse) {
    const form = (status: number, body: Record<string, string>) => {
      response.writeHead(status, { 'Content-Type': 'text/plain;charset=UTF-8' });
      response.end(new URLSearchParams(body).toString());
    };
    const query = url.searchParams;
    if (url.pathname.startsWith('/photos/') && url.pathname.endsWith('.jpg')) {
      this.imageRequests.push(url.pathname);
      if (this.failImages) {
        response.writeHead(503, { 'Content-Type': 'text/html' });
        response.end('<h1>503</h1>');
        return;
      }
      response.writeHead(200, { 'Content-Type': 'image/jpeg' });
      response.end(this.image);
      return;
    }
    if (url.pathname === '/services/oauth/authorize') {
      const back = this.approve(query.get('oauth_token') ?? '');
      response.writeHead(302, { Location: back.toString() });
      response.end();
      return;
    }
    const tokenSecret = this.tokenSecretOf(url.pathname, query);
    if (!this.validSignature(url, request.method ?? 'GET', tokenSecret)) {
      if (url.pathname === '/services/rest') {
        this.sendJson(response, 200, { stat: 'fail', code: 96, message: 'Invalid signature' });
      } else {
        form(401, { oauth_problem: 'signature_invalid' });
      }
      return;
    }
    switch (url.pathname) {
      case '/services/oauth/request_token': {
        const callback = query.get('oauth_callback');
        if (!callback) {
          form(400, {
            oauth_problem: 'parameter_absent',
            oauth_parameters_absent: 'oauth_callback',
          });
          return;
        }
        const token = `7215${crypto.randomBytes(8).toString('hex')}`;
        const secret = crypto.randomBytes(8).toString('hex');
        this.requestTokens.set(token, {
          secret,
          callback,
          verifier: crypto.randomBytes(8).toString('hex'),
        });
        form(200, {
          oauth_callback_confirmed: 'true',
          oauth_token: token,
          oauth_token_secret: secret,
        });
        return;
      }
      case '/services/oauth/access_token': {
        const token = query.get('oauth_token') ?? '';
        const pending = this.requestTokens.get(token);
        if (!pending || pending.verifier !== query.get('oauth_verifier')) {
          form(401, { oauth_problem: 'token_rejected' });
          return;
        }
        this.requestTokens.delete(token);
        const access = `7215${crypto.randomBytes(8).toString('hex')}-${crypto.randomBytes(8).toString('hex')}`;
        const secret = crypto.randomBytes(8).toString('hex');
        this.accessTokens.set(access, secret);
        form(200, {
          fullname: 'Anna Alps',
          oauth_token: access,
          oauth_token_secret: secret,
          user_nsid: FAKE_FLICKR_NSID,
          username: FAKE_FLICKR_USERNAME,
        });
        return;
      }
      case '/services/rest':
        this.rest(query, response);
        return;
      default:
        response.writeHead(404, { 'Content-Type': 'text/html' });
        response.end('<h1>Page Not Found</h1>');
    }
  }

  private rest(query: URLSearchParams, response: http.ServerResponse) {
    const json = (body: unknown) => this.sendJson(response, 200, body);
    if (query.get('format') !== 'json' || query.get('nojsoncallback') !== '1') {
      response.writeHead(200, { 'Content-Type': 'text/xml' });
      response.end('<rsp stat="fail"><err code="111" msg="Format not found"/></rsp>');
      return;
    }
    const token = query.get('oauth_token') ?? '';
    if (!this.accessTokens.has(token) || this.revoked.has(token)) {
      json({ stat: 'fail', code: 98, message: 'Invalid auth token' });
      return;
    }
    switch (query.get('method') ?? '') {
      case 'flickr.people.getPhotos': {
        const perPage = Math.min(Number(query.get('per_page') ?? 100), this.perPageCap);
        const page = Number(query.get('page') ?? 1);
        if (this.failPhotosPage === page) {
          response.writeHead(500, { 'Content-Type': 'text/html' });
          response.end('<h1>500</h1>');
          return;
        }
        const extras = new Set((query.get('extras') ?? '').split(','));
        const pages = Math.max(1, Math.ceil(this.photos.length / perPage));
        const slice = this.photos.slice((page - 1) * perPage, page * perPage);
        json({
          photos: {
            page,
            pages,
            perpage: perPage,
            total: this.photos.length,
            photo: slice.map((photo) => this.photoEntry(photo, extras)),
          },
          stat: 'ok',
        });
        return;
      }
      case 'flickr.photos.getExif': {
        const photo = this.photos.find((candidate) => candidate.id === query.get('photo_id'));
        if (!photo) {
          json({ stat: 'fail', code: 1, message: 'Photo not found' });
          return;
        }
        if (!photo.exifPublic) {
          json({ stat: 'fail', code: 2, message: 'Permission denied' });
          return;
        }
        const entry = (
          tagspace: string,
          tag: string,
          label: string,
          raw: string,
          clean?: string,
        ) => ({
          tagspace,
          tagspaceid: 0,
          tag,
          label,
          raw: { _content: raw },
          ...(clean ? { clean: { _content: clean } } : {}),
        });
        json({
          photo: {
            id: photo.id,
            secret: 'a1b2c3d4e5',
            server: '65535',
            farm: 66,
            camera: 'Sony ILCE-7RM4',
            exif: [
              entry('IFD0', 'Make', 'Make', 'Sony'),
              entry('IFD0', 'Model', 'Model', 'ILCE-7RM4'),
              entry('ExifIFD', 'ExposureTime', 'Exposure', '1/250', '0.004 sec (1/250)'),
              entry('ExifIFD', 'FNumber', 'Aperture', '8.0', 'f/8.0'),
              entry('ExifIFD', 'ISO', 'ISO Speed', '100'),
              entry(
                'ExifIFD',
                'DateTimeOriginal',
                'Date and Time (Original)',
                photo.datetaken.replace(/-/g, ':'),
              ),
              entry('ExifIFD', 'FocalLength', 'Focal Length', '24.0 mm', '24 mm'),
              entry('ExifIFD', 'FocalLengthIn35mmFormat', 'Focal Length (35mm format)', '24 mm'),
              entry('ExifIFD', 'LensModel', 'Lens Model', 'FE 24-70mm F2.8 GM'),
            ],
          },
          stat: 'ok',
        });
        return;
      }
      default:
        json({ stat: 'fail', code: 112, message: `Method "${query.get('method')}" not found` });
    }
  }

  private photoEntry(photo: FakeFlickrPhoto, extras: Set<string>) {
    const file = (size: string) => `${this.url}/photos/${photo.id}_a1b2c3d4e5_${size}.jpg`;
    const sizes: Record<string, unknown> = {};
    if (extras.has('url_o') && photo.original) {
      Object.assign(sizes, { url_o: file('o'), height_o: 533, width_o: 800 });
    }
    if (extras.has('url_l'))
      Object.assign(sizes, { url_l: file('b'), height_l: 533, width_l: 800 });
    if (extras.has('url_q'))
      Object.assign(sizes, { url_q: file('q'), height_q: 150, width_q: 150 });
    const located = photo.latitude !== 0 || photo.longitude !== 0;
    return {
      id: photo.id,
      owner: FAKE_FLICKR_NSID,
      secret: 'a1b2c3d4e5',
      server: '65535',
      farm: 66,
      title: photo.title,
      ispublic: 1,
      isfriend: 0,
      isfamily: 0,
      ...(extras.has('license') ? { license: photo.license } : {}),
      ...(extras.has('date_taken')
        ? { datetaken: photo.datetaken, datetakengranularity: 0, datetakenunknown: '0' }
        : {}),
      ...(extras.has('owner_name') ? { ownername: 'Anna Alps' } : {}),
      ...(extras.has('geo')
        ? {
            latitude: located ? String(photo.latitude) : 0,
            longitude: located ? String(photo.longitude) : 0,
            accuracy: located ? '16' : 0,
            context: 0,
            ...(located
              ? { place_id: 'kH8dLOubBZRvX_YZ', woeid: '12591912', geo_is_public: 1 }
              : {}),
          }
        : {}),
      ...sizes,
    };
  }

  private tokenSecretOf(path: string, query: URLSearchParams): string {
    const token = query.get('oauth_token') ?? '';
    if (path === '/services/oauth/access_token') return this.requestTokens.get(token)?.secret ?? '';
    return this.accessTokens.get(token) ?? '';
  }

  /** Checks the HMAC-SHA1 signature of RFC 5849 over the query's parameters. */
  private validSignature(url: URL, method: string, tokenSecret: string): boolean {
    const query = new URLSearchParams(url.searchParams);
    const given = query.get('oauth_signature');
    if (!given || query.get('oauth_consumer_key') !== FLICKR_TEST_KEY) return false;
    if (query.get('oauth_signature_method') !== 'HMAC-SHA1') return false;
    query.delete('oauth_signature');
    const pairs = [...query].map(([name, value]) => `${encode(name)}=${encode(value)}`).sort();
    const base = `${method}&${encode(`${this.url}${url.pathname}`)}&${encode(pairs.join('&'))}`;
    const expected = crypto
      .createHmac('sha1', `${encode(FLICKR_TEST_SECRET)}&${encode(tokenSecret)}`)
      .update(base)
      .digest('base64');
    return expected === given;
  }
}
