import type http from 'node:http';
import { FakeHttpService } from './fake-http-service';

/** One request the fake received. */
export interface NominatimRequest {
  path: string;
  query: URLSearchParams;
  userAgent: string | undefined;
  /** When it arrived (ms since the epoch). */
  atMs: number;
}

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

/** What Nominatim says alike of Paris the city and Paris the département. */
const PARIS = {
  licence: LICENCE,
  osm_type: 'relation',
  category: 'boundary',
  type: 'administrative',
  place_rank: 12,
  importance: 0.8845663630228834,
  addresstype: 'city',
  name: 'Paris',
  display_name: 'Paris, Île-de-France, Metropolitan France, France',
  boundingbox: ['48.8155755', '48.9021560', '2.2241220', '2.4697602'],
};

/** Answers of nominatim.openstreetmap.org to `/search?format=jsonv2`, by lower-case query. */
export const SEARCH_ANSWERS: Record<string, unknown[]> = {
  paris: [
    { place_id: 88066702, ...PARIS, osm_id: 7444, lat: '48.8534951', lon: '2.3483915' },
    // The same city again as its département: Nominatim answers both, with one name.
    { place_id: 88209349, ...PARIS, osm_id: 71525, lat: '48.8588897', lon: '2.3200410' },
    {
      place_id: 307488219,
      licence: LICENCE,
      osm_type: 'relation',
      osm_id: 115357,
      lat: '33.6617962',
      lon: '-95.555513',
      category: 'boundary',
      type: 'administrative',
      place_rank: 16,
      importance: 0.5041614133876013,
      addresstype: 'town',
      name: 'Paris',
      display_name: 'Paris, Lamar County, Texas, United States',
      boundingbox: ['33.6118000', '33.7383000', '-95.6279000', '-95.4601000'],
    },
  ],
  dolomites: [
    {
      place_id: 147325464,
      licence: LICENCE,
      osm_type: 'relation',
      osm_id: 11081796,
      lat: '46.4102117',
      lon: '11.8440351',
      category: 'natural',
      type: 'mountain_range',
      place_rank: 18,
      importance: 0.6274826935578406,
      addresstype: 'mountain_range',
      name: 'Dolomites',
      display_name: 'Dolomites, Italy',
      boundingbox: ['45.9970355', '46.9040163', '10.5453040', '12.7654498'],
    },
  ],
};

/** The answer of `/reverse?format=jsonv2&addressdetails=1` at Half Dome, Yosemite. */
export const YOSEMITE_REVERSE = {
  place_id: 299446416,
  licence: LICENCE,
  osm_type: 'node',
  osm_id: 358834745,
  lat: '37.7459296',
  lon: '-119.5331934',
  category: 'natural',
  type: 'peak',
  place_rank: 18,
  importance: 0.4717934938567433,
  addresstype: 'peak',
  name: 'Half Dome',
  display_name: 'Half Dome, Mariposa County, California, United States',
  address: {
    natural: 'Half Dome',
    county: 'Mariposa County',
    state: 'California',
    'ISO3166-2-lvl4': 'US-CA',
    country: 'United States',
    country_code: 'us',
  },
  boundingbox: ['37.7458796', '37.7459796', '-119.5332434', '-119.5331434'],
};
export const YOSEMITE = { lat: 37.7459, lng: -119.5332 };

/**
 * A fake Nominatim server on 127.0.0.1 answering `/search` and `/reverse` in the real
 * jsonv2 format: the fixtures above, `[]` for other searches and `{"error":"Unable to
 * geocode"}` away from Yosemite (as at sea). Tests can make it fail.
 */
export class FakeNominatim extends FakeHttpService {
  readonly requests: NominatimRequest[] = [];

  override reset(): void {
    super.reset();
    this.requests.length = 0;
  }

  protected answer(request: http.IncomingMessage, _body: string, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    this.requests.push({
      path: url.pathname,
      query: url.searchParams,
      userAgent: request.headers['user-agent'],
      atMs: Date.now(),
    });
    if (this.failWithStatus !== null) {
      response.writeHead(this.failWithStatus, { 'Content-Type': 'text/html' });
      response.end('<html><body><h1>Bandwidth limit exceeded</h1></body></html>');
      return;
    }
    const json = (body: unknown) => {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(this.rawBody ?? JSON.stringify(body));
    };
    if (url.pathname === '/search') {
      json(SEARCH_ANSWERS[(url.searchParams.get('q') ?? '').toLowerCase()] ?? []);
    } else if (url.pathname === '/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      const lng = Number(url.searchParams.get('lon'));
      const atYosemite = Math.abs(lat - YOSEMITE.lat) < 0.01 && Math.abs(lng - YOSEMITE.lng) < 0.01;
      json(atYosemite ? YOSEMITE_REVERSE : { error: 'Unable to geocode' });
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
    }
  }
}
