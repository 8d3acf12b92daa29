import type { Exif } from '@vantage/shared';
import { z } from 'zod';
import { reason } from '../weather/fetch-json';
import {
  FlickrError,
  type FlickrApi,
  type FlickrPhoto,
  type FlickrPhotoPage,
  type FlickrToken,
} from './flickr';
import { signedUrl, type OAuth1Credentials } from './oauth1';

export interface FlickrRestOptions {
  key: string;
  secret: string;
  /** https://api.flickr.com: the REST endpoint. */
  apiUrl: string;
  /** https://www.flickr.com: OAuth endpoints and the photo pages. */
  wwwUrl: string;
  /** Photos per page of flickr.people.getPhotos (Flickr allows up to 500). */
  perPage?: number;
  timeoutMs?: number;
}

/** Flickr's error codes that mean the member's token no longer works. */
const REVOKED_CODES = new Set([96, 97, 98, 99]);

const numeric = z.union([z.number(), z.string()]).transform(Number);
const FlickrFail = z.object({ stat: z.literal('fail'), code: z.number(), message: z.string() });
const PhotosAnswer = z.object({
  stat: z.literal('ok'),
  photos: z.object({
    page: numeric,
    pages: numeric,
    photo: z.array(
      z.object({
        id: z.string(),
        owner: z.string(),
        title: z.string(),
        license: numeric.optional(),
        datetaken: z.string().optional(),
        datetakenunknown: numeric.optional(),
        ownername: z.string().optional(),
        latitude: numeric.optional(),
        longitude: numeric.optional(),
        url_o: z.string().optional(),
        url_l: z.string().optional(),
        url_c: z.string().optional(),
        url_z: z.string().optional(),
        url_q: z.string().optional(),
        url_m: z.string().optional(),
      }),
    ),
  }),
});
const ExifAnswer = z.object({
  stat: z.literal('ok'),
  photo: z.object({
    camera: z.string().optional(),
    exif: z
      .array(
        z.object({
          tag: z.string(),
          raw: z.object({ _content: z.string() }),
        }),
      )
      .default([]),
  }),
});

/** Flickr's REST API (JSON) and its OAuth 1.0a endpoints, signed with HMAC-SHA1. */
export class FlickrRest implements FlickrApi {
  private readonly apiUrl: string;
  private readonly wwwUrl: string;

  constructor(private readonly options: FlickrRestOptions) {
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    this.wwwUrl = options.wwwUrl.replace(/\/+$/, '');
  }

  async requestToken(callbackUrl: string): Promise<FlickrToken> {
    const form = await this.oauthCall('request_token', this.credentials(), {
      oauth_callback: callbackUrl,
    });
    if (form.get('oauth_callback_confirmed') !== 'true') {
      throw new FlickrError('unavailable', 'Flickr did not confirm the return address');
    }
    return tokenOf(form);
  }

  authorizeUrl(requestToken: string): string {
    const url = new URL(`${this.wwwUrl}/services/oauth/authorize`);
    url.searchParams.set('oauth_token', requestToken);
    url.searchParams.set('perms', 'read');
    return url.toString();
  }

  async accessToken(request: FlickrToken, verifier: string) {
    const form = await this.oauthCall('access_token', this.credentials(request), {
      oauth_verifier: verifier,
    });
    const nsid = form.get('user_nsid');
    if (!nsid) throw new FlickrError('unavailable', 'Flickr answered without the account');
    return { ...tokenOf(form), nsid, username: form.get('username') ?? nsid };
  }

  async photos(account: FlickrToken, page: number): Promise<FlickrPhotoPage> {
    const answer = await this.restCall(account, PhotosAnswer, {
      method: 'flickr.people.getPhotos',
      user_id: 'me',
      extras: 'geo,license,date_taken,owner_name,url_o,url_l,url_c,url_z,url_q,url_m',
      per_page: String(this.options.perPage ?? 500),
      page: String(page),
    });
    return {
      page: answer.photos.page,
      pages: answer.photos.pages,
      photos: answer.photos.photo.map((photo): FlickrPhoto => {
        // Flickr reports 0,0 for a photo without a position.
        const located =
          photo.latitude !== undefined &&
          photo.longitude !== undefined &&
          Number.isFinite(photo.latitude) &&
          Number.isFinite(photo.longitude) &&
          !(photo.latitude === 0 && photo.longitude === 0);
        const largeUrl = photo.url_l ?? photo.url_c ?? photo.url_z ?? photo.url_m ?? null;
        return {
          id: photo.id,
          title: photo.title,
          takenAtEpochMs:
            photo.datetakenunknown === 1 ? null : flickrDateEpochMs(photo.datetaken ?? ''),
          lat: located ? photo.latitude! : null,
          lng: located ? photo.longitude! : null,
          licenseId: photo.license ?? 0,
          ownerNsid: photo.owner,
          ownerName: photo.ownername ?? photo.owner,
          originalUrl: photo.url_o ?? null,
          largeUrl,
          thumbUrl: photo.url_q ?? photo.url_m ?? largeUrl ?? photo.url_o ?? '',
          pageUrl: `${this.wwwUrl}/photos/${photo.owner}/${photo.id}`,
          authorUrl: `${this.wwwUrl}/people/${photo.owner}`,
        };
      }),
    };
  }

  async exif(account: FlickrToken, photoId: string): Promise<Exif | null> {
    let answer;
    try {
      answer = await this.restCall(account, ExifAnswer, {
        method: 'flickr.photos.getExif',
        photo_id: photoId,
      });
    } catch (error) {
      // Code 2: the owner hides EXIF; the photo is imported without it.
      if (error instanceof FlickrError && error.kind === 'not_found') return null;
      throw error;
    }
    return exifOfFlickr(answer.photo.exif);
  }

  private credentials(token?: FlickrToken): OAuth1Credentials {
    return {
      consumerKey: this.options.key,
      consumerSecret: this.options.secret,
      ...(token ? { token: token.token, tokenSecret: token.tokenSecret } : {}),
    };
  }

  /** An OAuth endpoint: its answer is a form-encoded body. */
  private async oauthCall(
    step: 'request_token' | 'access_token',
    credentials: OAuth1Credentials,
    extra: Record<string, string>,
  ): Promise<URLSearchParams> {
    const url = signedUrl(new URL(`${this.wwwUrl}/services/oauth/${step}`), credentials, extra);
    const response = await this.get(url);
    const text = await response.text();
    if (!response.ok) {
      // Flickr names the problem in the body, e.g. oauth_problem=token_rejected.
      const problem = new URLSearchParams(text).get('oauth_problem');
      throw new FlickrError(
        step === 'access_token' && response.status === 401 ? 'revoked' : 'unavailable',
        `Flickr refused the connection${problem ? ` (${problem})` : ` (HTTP ${response.status})`}`,
      );
    }
    return new URLSearchParams(text);
  }

  private async restCall<T>(
    account: FlickrToken,
    schema: z.ZodType<T>,
    params: Record<string, string>,
  ): Promise<T> {
    const url = new URL(`${this.apiUrl}/services/rest`);
    for (const [name, value] of Object.entries({ ...params, format: 'json', nojsoncallback: '1' }))
      url.searchParams.set(name, value);
    const response = await this.get(signedUrl(url, this.credentials(account)));
    if (!response.ok) {
      await response.body?.cancel();
      throw new FlickrError('unavailable', `Flickr answered HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new FlickrError('unavailable', 'Flickr answered with invalid JSON');
    }
    const fail = FlickrFail.safeParse(body);
    if (fail.success) {
      const { code, message } = fail.data;
      if (REVOKED_CODES.has(code)) throw new FlickrError('revoked', `Flickr: ${message}`);
      if (code === 1 || code === 2) throw new FlickrError('not_found', `Flickr: ${message}`);
      throw new FlickrError('unavailable', `Flickr: ${message}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new FlickrError('unavailable', 'Flickr answered in an unexpected shape');
    return parsed.data;
  }

  private async get(url: URL): Promise<Response> {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000) });
    } catch (error) {
      // The URL is not in the message: it carries the signed token.
      throw new FlickrError('unavailable', `Flickr did not answer: ${reason(error)}`);
    }
  }
}

function tokenOf(form: URLSearchParams): FlickrToken {
  const token = form.get('oauth_token');
  const tokenSecret = form.get('oauth_token_secret');
  if (!token || !tokenSecret)
    throw new FlickrError('unavailable', 'Flickr answered without a token');
  return { token, tokenSecret };
}

/** Flickr's `datetaken`, 'YYYY-MM-DD hh:mm:ss' in the camera's time, read as UTC wall time. */
export function flickrDateEpochMs(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map(Number);
  const epochMs = Date.UTC(year, month - 1, day, hour, minute, second);
  return Number.isFinite(epochMs) && year > 1800 ? epochMs : null;
}

/** The EXIF fields the site shows, from flickr.photos.getExif's raw values. */
export function exifOfFlickr(
  tags: readonly { tag: string; raw: { _content: string } }[],
): Exif | null {
  const raw = new Map(tags.map((entry) => [entry.tag, entry.raw._content.trim()]));
  const number = (tag: string) => {
    const value = Number.parseFloat(raw.get(tag) ?? '');
    return Number.isFinite(value) ? value : undefined;
  };
  const exposure = raw.get('ExposureTime');
  const exif: Exif = {
    Make: raw.get('Make') || undefined,
    Model: raw.get('Model') || undefined,
    Lens: raw.get('LensModel') || raw.get('Lens') || undefined,
    Date: raw.get('DateTimeOriginal')?.slice(0, 16) || undefined,
    Focal: number('FocalLength'),
    Focal35: number('FocalLengthIn35mmFormat'),
    FNumber: number('FNumber'),
    Exposure: exposure ? (/^\d+\/\d+$/.test(exposure) ? exposure : Number(exposure)) : undefined,
    ISO: number('ISO'),
  };
  const present = Object.fromEntries(
    Object.entries(exif).filter(([, value]) => value !== undefined && !Number.isNaN(value)),
  ) as Exif;
  return Object.keys(present).length > 0 ? present : null;
}
