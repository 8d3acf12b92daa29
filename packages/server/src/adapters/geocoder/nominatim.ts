import { PLACE_RESULTS_MAX } from '@vantage/shared';
import { z } from 'zod';
import { VersionedCache } from '../../lib/versioned-cache';
import type { Address, GeocodedPlace, Geocoder } from './geocoder';
import { RequestSpacing } from './request-spacing';

/** A coordinate as Nominatim writes it: a decimal number in a string. */
const Coordinate = z.string().trim().min(1).transform(Number).pipe(z.number().finite());

/** One place of `/search?format=jsonv2` (fields this adapter reads). */
const SearchPlace = z.object({
  display_name: z.string(),
  lat: Coordinate,
  lon: Coordinate,
  /** [south, north, west, east]. */
  boundingbox: z.tuple([Coordinate, Coordinate, Coordinate, Coordinate]),
  type: z.string().nullish(),
  addresstype: z.string().nullish(),
});
const SearchAnswer = z.array(SearchPlace);

const AddressParts = z.object({
  country: z.string().optional(),
  country_code: z.string().optional(),
  state: z.string().optional(),
  county: z.string().optional(),
  city: z.string().optional(),
  town: z.string().optional(),
  village: z.string().optional(),
  municipality: z.string().optional(),
});

/** `/reverse?format=jsonv2`: a place, or `{error}` where nothing is there (open sea). */
const ReverseAnswer = z.union([
  z.object({ display_name: z.string(), address: AddressParts }),
  z.object({ error: z.string() }),
]);

export interface NominatimOptions {
  /** Base URL, e.g. https://nominatim.openstreetmap.org (no trailing slash needed). */
  baseUrl: string;
  /** Identifies the application, as the usage policy requires. */
  userAgent: string;
  /** A contact address sent as `email`; empty sends none. */
  email?: string;
  timeoutMs?: number;
  /** How long answers are kept. */
  cacheTtlMs?: number;
  /** Spacing of requests; by default one per second per server, shared by the whole process. */
  spacing?: RequestSpacing;
}

const ONE_HOUR_MS = 3_600_000;
/** Waiting longer than this for a turn fails the call: the person is not going to wait. */
const MAX_QUEUE_WAIT_MS = 10_000;
const spacingByServer = new Map<string, RequestSpacing>();

function processSpacing(baseUrl: string): RequestSpacing {
  const key = new URL(baseUrl).origin;
  let spacing = spacingByServer.get(key);
  if (!spacing) {
    spacing = new RequestSpacing(1000, MAX_QUEUE_WAIT_MS);
    spacingByServer.set(key, spacing);
  }
  return spacing;
}

/** Geocoding by a Nominatim server (nominatim.openstreetmap.org or one's own). */
export class NominatimGeocoder implements Geocoder {
  readonly name = 'nominatim';
  private readonly baseUrl: string;
  private readonly spacing: RequestSpacing;
  private readonly timeoutMs: number;
  private readonly searches: VersionedCache<GeocodedPlace[]>;
  private readonly reverses: VersionedCache<Address | null>;

  constructor(private readonly options: NominatimOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.spacing = options.spacing ?? processSpacing(this.baseUrl);
    this.timeoutMs = options.timeoutMs ?? 5000;
    const ttlMs = options.cacheTtlMs ?? ONE_HOUR_MS;
    this.searches = new VersionedCache({ maxEntries: 1000, lifetimeMs: ttlMs });
    this.reverses = new VersionedCache({ maxEntries: 5000, lifetimeMs: ttlMs });
  }

  search(text: string, limit: number): Promise<GeocodedPlace[]> {
    const query = text.trim().replace(/\s+/g, ' ');
    const max = Math.max(0, Math.min(limit, PLACE_RESULTS_MAX));
    if (query === '' || max === 0) return Promise.resolve([]);
    return this.searches.get(`${max}\n${query.toLowerCase()}`, async () => {
      const answer = await this.request('search', {
        q: query,
        format: 'jsonv2',
        limit: String(max),
        addressdetails: '0',
        'accept-language': 'en',
      });
      const places = parse(SearchAnswer, answer, 'search');
      const seen = new Set<string>();
      const results: GeocodedPlace[] = [];
      for (const place of places) {
        if (seen.has(place.display_name)) continue;
        seen.add(place.display_name);
        const [south, north, west, east] = place.boundingbox;
        results.push({
          displayName: place.display_name,
          lat: place.lat,
          lng: place.lon,
          bbox: { south, west, north, east },
          kind: place.addresstype || place.type || null,
        });
        if (results.length === max) break;
      }
      return results;
    });
  }

  reverse(lat: number, lng: number): Promise<Address | null> {
    // Six decimals are ~0.1 m: finer keys would only defeat the cache.
    const latText = lat.toFixed(6);
    const lngText = lng.toFixed(6);
    return this.reverses.get(`${latText},${lngText}`, async () => {
      const answer = await this.request('reverse', {
        lat: latText,
        lon: lngText,
        format: 'jsonv2',
        'accept-language': 'en',
        addressdetails: '1',
      });
      const place = parse(ReverseAnswer, answer, 'reverse');
      if ('error' in place) return null;
      const { address } = place;
      return {
        displayName: place.display_name,
        country: address.country ?? null,
        countryCode: address.country_code ? address.country_code.toUpperCase() : null,
        state: address.state ?? null,
        county: address.county ?? null,
        city: address.city ?? address.town ?? address.village ?? address.municipality ?? null,
      };
    });
  }

  private request(endpoint: 'search' | 'reverse', params: Record<string, string>) {
    const url = new URL(`${this.baseUrl}/${endpoint}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    if (this.options.email) url.searchParams.set('email', this.options.email);
    return this.spacing.run(async () => {
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { 'User-Agent': this.options.userAgent, Accept: 'application/json' },
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        throw new Error(`Nominatim ${endpoint} failed: ${reason(error)}`, { cause: error });
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`Nominatim ${endpoint} answered HTTP ${response.status}`);
      }
      try {
        return await response.json();
      } catch (error) {
        throw new Error(`Nominatim ${endpoint} answered with invalid JSON`, { cause: error });
      }
    });
  }
}

function parse<T>(schema: z.ZodType<T>, answer: unknown, endpoint: string): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'answer';
    throw new Error(`Nominatim ${endpoint} answered in an unexpected shape (${where})`);
  }
  return parsed.data;
}

function reason(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timed out';
  return error instanceof Error ? error.message : String(error);
}
