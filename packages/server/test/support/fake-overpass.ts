import type http from 'node:http';
import { FakeHttpService } from './fake-http-service';

/** One query the fake received. */
export interface OverpassRequest {
  method: string;
  contentType: string | undefined;
  userAgent: string | undefined;
  /** The Overpass QL text (the form's `data`). */
  query: string;
  atMs: number;
}

type Tags = Record<string, string>;

/** Areas `is_in` finds at Half Dome, Yosemite, as overpass-api.de tags them. */
export const YOSEMITE_AREAS: Tags[] = [
  {
    admin_level: '2',
    boundary: 'administrative',
    'ISO3166-1': 'US',
    name: 'United States',
    'name:en': 'United States',
    'name:fr': 'États-Unis',
    type: 'boundary',
    wikidata: 'Q30',
  },
  { admin_level: '2', boundary: 'land_area', name: 'United States (land area)', type: 'boundary' },
  {
    admin_level: '4',
    border_type: 'state',
    boundary: 'administrative',
    'ISO3166-2': 'US-CA',
    name: 'California',
    'name:es': 'California',
    type: 'boundary',
    wikidata: 'Q99',
  },
  {
    admin_level: '6',
    boundary: 'administrative',
    name: 'Mariposa County',
    'nist:fips_code': '06043',
    type: 'boundary',
    wikidata: 'Q156191',
  },
  {
    boundary: 'national_park',
    leisure: 'nature_reserve',
    name: 'Yosemite National Park',
    operator: 'National Park Service',
    protect_class: '2',
    type: 'boundary',
    wikidata: 'Q180402',
  },
  {
    boundary: 'protected_area',
    name: 'Yosemite Wilderness',
    protect_class: '1b',
    type: 'boundary',
  },
  { boundary: 'timezone', name: 'America/Los_Angeles', timezone: 'America/Los_Angeles' },
  { boundary: 'census', name: 'Mariposa CCD', type: 'boundary' },
];

/** Areas `is_in` finds at Seceda above Ortisei, in the Dolomites. */
export const DOLOMITES_AREAS: Tags[] = [
  {
    admin_level: '2',
    boundary: 'administrative',
    name: 'Italia',
    'name:de': 'Italien',
    'name:en': 'Italy',
    type: 'boundary',
  },
  {
    admin_level: '4',
    boundary: 'administrative',
    name: 'Trentino-Alto Adige/Südtirol',
    'name:en': 'Trentino-South Tyrol',
    type: 'boundary',
  },
  {
    admin_level: '6',
    boundary: 'administrative',
    name: 'Provincia autonoma di Bolzano - Alto Adige',
    'name:en': 'South Tyrol',
    type: 'boundary',
  },
  {
    admin_level: '8',
    boundary: 'administrative',
    name: 'Urtijëi - St. Ulrich in Gröden - Ortisei',
    type: 'boundary',
  },
  {
    boundary: 'protected_area',
    leisure: 'nature_reserve',
    name: 'Naturpark Puez-Geisler - Parco naturale Puez-Odle',
    protect_class: '5',
    type: 'boundary',
  },
  { landuse: 'industrial', name: 'Zona produttiva Ortisei' },
  { landuse: 'meadow', name: 'Alpe di Seceda' },
];

export const YOSEMITE = { lat: 37.7459, lng: -119.5332 };
export const SECEDA = { lat: 46.599, lng: 11.7246 };

/**
 * A fake Overpass API interpreter on 127.0.0.1: reads the form's `data`, finds the position
 * of its `is_in(lat,lon)` and answers with the areas above (none elsewhere), in the real
 * JSON format. Tests can make it fail as the real servers do.
 */
export class FakeOverpass extends FakeHttpService {
  readonly requests: OverpassRequest[] = [];
  /** Overpass's note when a query ran out of time or memory (its answer is then partial). */
  remark: string | null = null;

  constructor() {
    super('/api/interpreter');
  }

  override reset(): void {
    super.reset();
    this.requests.length = 0;
    this.remark = null;
  }

  protected answer(request: http.IncomingMessage, body: string, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const query =
      (request.method === 'POST' ? new URLSearchParams(body) : url.searchParams).get('data') ?? '';
    this.requests.push({
      method: request.method ?? '',
      contentType: request.headers['content-type'],
      userAgent: request.headers['user-agent'],
      query,
      atMs: Date.now(),
    });
    if (url.pathname !== '/api/interpreter') {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
      return;
    }
    if (this.failWithStatus !== null) {
      response.writeHead(this.failWithStatus, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end('<html><body><p>The server is probably too busy to handle your request.</p>');
      return;
    }
    const position = /is_in\(\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\)/.exec(query);
    if (!position) {
      response.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end('<p><strong>Error</strong>: line 1: parse error</p>');
      return;
    }
    const lat = Number(position[1]);
    const lng = Number(position[2]);
    const near = (place: { lat: number; lng: number }) =>
      Math.abs(lat - place.lat) < 0.01 && Math.abs(lng - place.lng) < 0.01;
    const areas = near(YOSEMITE) ? YOSEMITE_AREAS : near(SECEDA) ? DOLOMITES_AREAS : [];
    const answer = {
      version: 0.6,
      generator: 'Overpass API 0.7.62.1 084b4234',
      osm3s: {
        timestamp_osm_base: '2024-05-01T12:00:00Z',
        timestamp_areas_base: '2024-05-01T11:00:00Z',
        copyright:
          'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
      },
      elements: areas.map((tags, index) => ({ type: 'area', id: 3600000000 + index, tags })),
      ...(this.remark ? { remark: this.remark } : {}),
    };
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(this.rawBody ?? JSON.stringify(answer));
  }
}
