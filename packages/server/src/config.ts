import path from 'node:path';
import { parseServedTricks, type ServedSwitches, type SiteContacts } from '@vantage/shared';
import { loadMapLayersConfig, type LayerConfig } from './lib/map-layers.config';
import {
  bool,
  contactEmail,
  contactLink,
  emailList,
  hostList,
  keylessServiceUrl,
  number,
  originList,
  serviceUrl,
} from './lib/env-values';
import { loadMediaS3Config, type MediaS3Config } from './lib/media-s3.config';
import { loadOAuthConfig, type OAuthConfig } from './lib/oauth.config';
import { SERVER_VERSION } from './lib/server-version';
import { loadTerrainConfig, type TerrainConfig } from './lib/terrain.config';
import { loadCdnConfig, type CdnConfig } from './lib/cdn.config';

/** Everything the server reads from its environment, parsed once at start-up. */
export interface Config {
  port: number;
  host: string;
  siteName: string;
  dataDir: string;
  /** `sqlite:<file>` or a `postgres://` URL. */
  databaseUrl: string;
  mediaDir: string;
  /** The S3-compatible bucket of the media (`MEDIA_S3_*`); null keeps them in `mediaDir`. */
  mediaS3: MediaS3Config | null;
  /** Absolute site URL for Open Graph links; empty means taken from each request. */
  publicUrl: string;
  seedDemo: boolean;
  /** Build the built-in basemap's indexes right after start rather than on the first map request. */
  warmBasemap: boolean;
  logLevel: string;
  production: boolean;
  webDistDir: string;
  /** The speed tricks of server-rendered pages that are on (`SERVED_TRICKS`: on, off or a list). */
  servedTricks: ServedSwitches;
  /**
   * Fastify's `trustProxy`: false (the socket's address is the client), true (trust every
   * proxy), or a comma-separated list of proxy addresses, CIDR ranges or `loopback`.
   */
  trustProxy: boolean | string;
  /** `smtp://user:pass@host:587` or `smtps://...`; empty keeps mail in the outbox. */
  smtpUrl: string;
  /** The From header of every mail. */
  mailFrom: string;
  /** Signs unsubscribe links; empty means one is generated once and kept in the database. */
  secretKey: string;
  /** Sign-in providers; each is null until its client id and secret are set. */
  oauth: OAuthConfig;
  /**
   * Origins of the native app's pages (`NATIVE_APP_ORIGINS`): the API answers their
   * cross-origin calls, which carry a Bearer token; empty when `off`.
   */
  nativeAppOrigins: string[];
  /** Map layers of the layers menu from `MAP_LAYER_<ID>`; none means the built-in basemap. */
  mapLayers: LayerConfig[];
  /** Terrain-RGB tiles from `TERRAIN_TILES` (keyless open data by default); null when off. */
  terrain: TerrainConfig | null;
  /** The CDN told of changes (`CLOUDFLARE_ZONE_ID` or `CDN_PURGE_URL`); null when none is. */
  cdn: CdnConfig | null;
  /** Base URL of a Nominatim server; empty uses the bundled gazetteer. */
  nominatimUrl: string;
  /** Contact address sent to Nominatim as `email`; empty sends none. */
  nominatimEmail: string;
  /** Overpass API interpreter URL; empty uses the bundled boundaries. */
  overpassUrl: string;
  /** `redis://` URL shared by all server processes, for spot changes; empty: this process only. */
  redisUrl: string;
  /** User-Agent of requests to the geocoder and boundary services. */
  geocoderUserAgent: string;
  /**
   * Hosts (`host` or `host:port`) that fetching user-given URLs may reach although their
   * address is private or their port is not 80/443. For tests' fake pages only; empty by default.
   */
  urlFetchAllowHosts: string[];
  /** The VAPID key pair signing web push (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`); null: generated once and kept. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** Whom push services may contact about our messages (`VAPID_SUBJECT`): a mailto: or https: URL. */
  vapidSubject: string;
  /**
   * Hosts (`host` or `host:port`) web push may reach although private, on another port or
   * plain http (`PUSH_ALLOW_HOSTS`). For tests' fake push service only; refused in production.
   */
  pushAllowHosts: string[];
  /** Largest photo file accepted by `POST /api/photo` (and fetched for a link), in bytes. */
  uploadMaxBytes: number;
  /** OpenWeatherMap API key; empty leaves that weather provider off. */
  openWeatherMapKey: string;
  /** Base URL of the OpenWeatherMap API. */
  openWeatherMapUrl: string;
  /** Base URL of the Open-Meteo forecast API (the public one by default); empty when off. */
  openMeteoUrl: string;
  /** Which weather provider answers when both are configured. */
  weatherProvider: 'openweathermap' | 'open-meteo' | '';
  /** Windy Webcams API key; empty: no webcams. */
  windyWebcamsKey: string;
  /** Base URL of the Windy API. */
  windyWebcamsUrl: string;
  /** Flickr app key and secret (OAuth 1.0a); both needed, else no Flickr import. */
  flickr: { key: string; secret: string; apiUrl: string; wwwUrl: string } | null;
  /** Base URL of an OpenTopoData-style elevation API; empty: elevations only from users. */
  elevationUrl: string;
  /** Dataset asked for at the elevation API. */
  elevationDataset: string;
  /** How long an outside service that is down is answered "unavailable" before a trial, ms. */
  serviceCoolDownMs: number;
  /** Shortest time between two "as it happens" notification mails to one member (`NOTIFICATION_MAIL_GAP_S`). */
  notificationMailGapMs: number;
  /** Bearer token of `/metrics`; empty: no metrics. */
  metricsToken: string;
  /** Event-loop delay (ms) past which requests are answered 503; 0: no such limit. */
  loadMaxEventLoopDelayMs: number;
  /** Event-loop utilization (0-1) past which requests are answered 503; 0: no such limit. */
  loadMaxEventLoopUtilization: number;
  /** Heap use (bytes) past which requests are answered 503; 0: no such limit. */
  loadMaxHeapBytes: number;
  /** Requests in flight past which more are answered 503 at once; 0: no such limit. */
  loadMaxInFlight: number;
  /** More origins pages may load images and map data from (Content-Security-Policy). */
  cspHosts: string[];
  /** Confirmed e-mail addresses whose members administer the site (lower case). */
  adminEmails: string[];
  /** Google Maps Platform key for Street View; empty: no Street View. */
  googleMapsKey: string;
  /** Base URL of the Street View APIs. */
  streetViewUrl: string;
  /** The About page's contacts and the app-store link; each empty when not set. */
  contacts: SiteContacts;
}

function port(value: string | undefined): number {
  if (value == null || value === '') return 3000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got '${value}'`);
  }
  return parsed;
}

function trustProxy(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(text.toLowerCase())) return true;
  if (/^\d+$/.test(text)) {
    // Fastify ignores hop counts (it cannot tell who the nearest proxy is), so say so.
    throw new Error('TRUST_PROXY takes true or the proxy addresses (e.g. 10.0.0.0/8), not a count');
  }
  return text;
}

function publicUrl(value: string | undefined): string {
  const text = (value ?? '').trim().replace(/\/+$/, '');
  if (text !== '' && !/^https?:\/\/[^/]+$/.test(text)) {
    throw new Error(`PUBLIC_URL must be an origin like https://vantage.example, got '${text}'`);
  }
  return text;
}

/** A secret setting: unset, or at least `minLength` characters. */
function secret(name: string, minLength: number, value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (text !== '' && text.length < minLength) {
    throw new Error(
      `${name} must be at least ${minLength} characters (e.g. \`openssl rand -hex ${minLength}\`)`,
    );
  }
  return text;
}

function weatherProvider(value: string | undefined): Config['weatherProvider'] {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'openweathermap' || text === 'open-meteo') return text;
  throw new Error(`WEATHER_PROVIDER must be openweathermap or open-meteo, got '${text}'`);
}

function elevationDataset(value: string | undefined): string {
  const text = value?.trim() || 'srtm90m';
  // It becomes a path segment of the elevation API.
  if (!/^[a-z0-9_-]+(,[a-z0-9_-]+)*$/i.test(text)) {
    throw new Error(`ELEVATION_DATASET must be a dataset name like srtm90m, got '${text}'`);
  }
  return text;
}

function redisUrl(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (text !== '' && !/^rediss?:\/\/[^/]/.test(text)) {
    throw new Error(`REDIS_URL must be a URL like redis://127.0.0.1:6379, got '${text}'`);
  }
  return text;
}

/** Default of UPLOAD_MAX_BYTES: 40 MB. */
const DEFAULT_UPLOAD_MAX_BYTES = 40 * 1024 * 1024;

function uploadMaxBytes(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_UPLOAD_MAX_BYTES;
  const bytes = Number(text);
  if (!Number.isSafeInteger(bytes) || bytes < 1024) {
    throw new Error(
      `UPLOAD_MAX_BYTES must be a whole number of bytes, at least 1024, got '${text}'`,
    );
  }
  return bytes;
}

function defaultMailFrom(siteName: string, origin: string): string {
  const host = origin ? new URL(origin).hostname : 'localhost';
  return `${siteName} <no-reply@${host}>`;
}

/** The origins a Capacitor web view serves its pages from: Android, then iOS. */
export const DEFAULT_NATIVE_APP_ORIGINS = 'https://localhost,capacitor://localhost';

function nativeAppOrigins(value: string | undefined): string[] {
  const text = value?.trim() ?? '';
  if (text.toLowerCase() === 'off') return [];
  const origins = (text || DEFAULT_NATIVE_APP_ORIGINS)
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');
  for (const origin of origins) {
    if (!/^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(origin)) {
      throw new Error(
        `NATIVE_APP_ORIGINS takes origins like https://localhost separated by commas, or off; got '${origin}'`,
      );
    }
  }
  return origins;
}

/** Reads the configuration; relative paths are resolved against the working directory. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL?.trim() || `sqlite:${path.join(dataDir, 'vantage.db')}`;
  const siteName = env.SITE_NAME?.trim() || 'Vantage';
  const origin = publicUrl(env.PUBLIC_URL);
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  if (env.NODE_ENV === 'production' && !origin) {
    // Links in mail and Open Graph tags must never follow a Host header anyone can send.
    throw new Error('PUBLIC_URL is required in production (e.g. https://vantage.example)');
  }
  if (smtpUrl && !origin) {
    // Links in real mail must not be built from a Host header anyone can send.
    throw new Error('SMTP_URL needs PUBLIC_URL, so links in e-mails point at this site');
  }
  return {
    port: port(env.PORT),
    host: env.HOST?.trim() || '127.0.0.1',
    siteName,
    dataDir,
    databaseUrl,
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    mediaS3: loadMediaS3Config(env),
    publicUrl: origin,
    seedDemo: bool(env.SEED_DEMO, true),
    warmBasemap: bool(env.WARM_BASEMAP, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    webDistDir: path.resolve(
      env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname,
    ),
    servedTricks: parseServedTricks(env.SERVED_TRICKS),
    trustProxy: trustProxy(env.TRUST_PROXY),
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || defaultMailFrom(siteName, origin),
    secretKey: secret('SECRET_KEY', 32, env.SECRET_KEY),
    oauth: loadOAuthConfig(env),
    nativeAppOrigins: nativeAppOrigins(env.NATIVE_APP_ORIGINS),
    mapLayers: loadMapLayersConfig(env),
    terrain: loadTerrainConfig(env),
    cdn: loadCdnConfig(env, origin),
    redisUrl: redisUrl(env.REDIS_URL),
    urlFetchAllowHosts: hostList('URL_FETCH_ALLOW_HOSTS', env.URL_FETCH_ALLOW_HOSTS),
    uploadMaxBytes: uploadMaxBytes(env.UPLOAD_MAX_BYTES),
    ...webPushConfig(env, origin),
    ...outsideServices(env, origin),
    serviceCoolDownMs: number('SERVICE_COOL_DOWN_S', env.SERVICE_COOL_DOWN_S, 30, 0, 3600) * 1000,
    notificationMailGapMs:
      number('NOTIFICATION_MAIL_GAP_S', env.NOTIFICATION_MAIL_GAP_S, 300, 0, 86_400) * 1000,
    adminEmails: emailList('ADMIN_EMAILS', env.ADMIN_EMAILS),
    cspHosts: originList('CSP_HOSTS', env.CSP_HOSTS),
    metricsToken: secret('METRICS_TOKEN', 16, env.METRICS_TOKEN),
    ...loadLimits(env),
    contacts: {
      email: contactEmail(env.CONTACT_EMAIL),
      facebook: contactLink('CONTACT_FACEBOOK_URL', env.CONTACT_FACEBOOK_URL),
      twitter: contactLink('CONTACT_TWITTER_URL', env.CONTACT_TWITTER_URL),
      instagram: contactLink('CONTACT_INSTAGRAM_URL', env.CONTACT_INSTAGRAM_URL),
      androidApp: contactLink('ANDROID_APP_URL', env.ANDROID_APP_URL),
    },
  };
}

/** A VAPID key as `web-push generate-vapid-keys` prints it: base64url, `bytes` long. */
function vapidKey(name: string, value: string, bytes: number): string {
  const decoded = Buffer.from(value, 'base64url');
  if (!/^[A-Za-z0-9_-]+=*$/.test(value) || decoded.length !== bytes) {
    throw new Error(
      `${name} must be a base64url key of ${bytes} bytes (npx web-push generate-vapid-keys)`,
    );
  }
  return value;
}

/** Web push: the VAPID keys and subject, and the test-only hosts it may reach. */
function webPushConfig(env: NodeJS.ProcessEnv, origin: string) {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const subject =
    env.VAPID_SUBJECT?.trim() ||
    (origin.startsWith('https://')
      ? origin
      : `mailto:no-reply@${origin ? new URL(origin).hostname : 'localhost'}`);
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+.*)$/.test(subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got '${subject}'`);
  }
  const pushAllowHosts = hostList('PUSH_ALLOW_HOSTS', env.PUSH_ALLOW_HOSTS);
  if (pushAllowHosts.length > 0 && env.NODE_ENV === 'production') {
    // Members give the push endpoints: in production they reach public https hosts only.
    throw new Error('PUSH_ALLOW_HOSTS is for tests only and must not be set in production');
  }
  return {
    vapidKeys: publicKey
      ? {
          publicKey: vapidKey('VAPID_PUBLIC_KEY', publicKey, 65),
          privateKey: vapidKey('VAPID_PRIVATE_KEY', privateKey, 32),
        }
      : null,
    vapidSubject: subject,
    pushAllowHosts,
  } satisfies Partial<Config>;
}

/** Where the outside services are (geocoding, weather, webcams, Flickr, elevation, Street View). */
function outsideServices(env: NodeJS.ProcessEnv, origin: string) {
  return {
    nominatimUrl: serviceUrl(
      'NOMINATIM_URL',
      env.NOMINATIM_URL,
      'https://nominatim.openstreetmap.org',
    ),
    nominatimEmail: env.NOMINATIM_EMAIL?.trim() ?? '',
    overpassUrl: serviceUrl(
      'OVERPASS_URL',
      env.OVERPASS_URL,
      'https://overpass-api.de/api/interpreter',
    ),
    geocoderUserAgent:
      env.GEOCODER_USER_AGENT?.trim() || `Vantage/${SERVER_VERSION} (+${origin || 'self-hosted'})`,
    openWeatherMapKey: env.OPENWEATHERMAP_KEY?.trim() ?? '',
    openWeatherMapUrl:
      serviceUrl('OPENWEATHERMAP_URL', env.OPENWEATHERMAP_URL, 'https://api.openweathermap.org') ||
      'https://api.openweathermap.org',
    openMeteoUrl: keylessServiceUrl(
      'OPEN_METEO_URL',
      env.OPEN_METEO_URL,
      'https://api.open-meteo.com',
    ),
    weatherProvider: weatherProvider(env.WEATHER_PROVIDER),
    windyWebcamsKey: env.WINDY_WEBCAMS_KEY?.trim() ?? '',
    windyWebcamsUrl:
      serviceUrl('WINDY_WEBCAMS_URL', env.WINDY_WEBCAMS_URL, 'https://api.windy.com') ||
      'https://api.windy.com',
    flickr: flickrConfig(env),
    elevationUrl: serviceUrl('ELEVATION_URL', env.ELEVATION_URL, 'https://api.opentopodata.org'),
    elevationDataset: elevationDataset(env.ELEVATION_DATASET),
    googleMapsKey: env.GOOGLE_MAPS_KEY?.trim() ?? '',
    streetViewUrl:
      serviceUrl('STREETVIEW_URL', env.STREETVIEW_URL, 'https://maps.googleapis.com') ||
      'https://maps.googleapis.com',
  } satisfies Partial<Config>;
}

/** Past which limits requests are answered 503 (LOAD_MAX_*); 0 turns a limit off. */
function loadLimits(env: NodeJS.ProcessEnv) {
  return {
    loadMaxEventLoopDelayMs: number(
      'LOAD_MAX_EVENT_LOOP_DELAY_MS',
      env.LOAD_MAX_EVENT_LOOP_DELAY_MS,
      1000,
      0,
      60_000,
    ),
    loadMaxEventLoopUtilization: number(
      'LOAD_MAX_EVENT_LOOP_UTILIZATION',
      env.LOAD_MAX_EVENT_LOOP_UTILIZATION,
      0.98,
      0,
      1,
    ),
    loadMaxHeapBytes:
      number('LOAD_MAX_HEAP_MB', env.LOAD_MAX_HEAP_MB, 0, 0, 1_000_000) * 1024 * 1024,
    loadMaxInFlight: number('LOAD_MAX_IN_FLIGHT', env.LOAD_MAX_IN_FLIGHT, 256, 0, 1_000_000),
  } satisfies Partial<Config>;
}

/** Flickr import with FLICKR_KEY and FLICKR_SECRET; the URLs only change for tests. */
function flickrConfig(env: NodeJS.ProcessEnv): Config['flickr'] {
  const key = env.FLICKR_KEY?.trim() ?? '';
  const secret = env.FLICKR_SECRET?.trim() ?? '';
  if (!key && !secret) return null;
  if (!key || !secret) throw new Error('FLICKR_KEY and FLICKR_SECRET must be set together');
  const apiUrl = 'https://api.flickr.com';
  const wwwUrl = 'https://www.flickr.com';
  return {
    key,
    secret,
    apiUrl: serviceUrl('FLICKR_API_URL', env.FLICKR_API_URL, apiUrl) || apiUrl,
    wwwUrl: serviceUrl('FLICKR_WWW_URL', env.FLICKR_WWW_URL, wwwUrl) || wwwUrl,
  };
}
