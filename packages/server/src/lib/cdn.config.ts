import { serviceUrl } from './env-values';

/** The CDN in front of the site that is told of changes, if one is. */
export type CdnConfig =
  /** Cloudflare's purge by URL, with a zone's id and an API token allowed to purge it. */
  | { kind: 'cloudflare'; apiUrl: string; zoneId: string; token: string }
  /** A `PURGE` request for each address, to the cache at `url` (Varnish, Fastly, nginx). */
  | { kind: 'purge'; url: string };

const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';

/**
 * Reads `CLOUDFLARE_ZONE_ID` with `CLOUDFLARE_API_TOKEN` (and `CLOUDFLARE_API_URL` for tests),
 * or `CDN_PURGE_URL`; null when neither is set. Cloudflare keeps answers under their full
 * URLs, so it needs the site's public address.
 */
export function loadCdnConfig(env: NodeJS.ProcessEnv, publicUrl: string): CdnConfig | null {
  const zoneId = env.CLOUDFLARE_ZONE_ID?.trim() ?? '';
  const token = env.CLOUDFLARE_API_TOKEN?.trim() ?? '';
  const purgeUrl = serviceUrl('CDN_PURGE_URL', env.CDN_PURGE_URL, 'http://127.0.0.1:6081');
  if (!zoneId && !token) return purgeUrl ? { kind: 'purge', url: purgeUrl } : null;
  if (!zoneId || !token) {
    throw new Error('CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN must be set together');
  }
  if (purgeUrl) throw new Error('CDN_PURGE_URL and CLOUDFLARE_ZONE_ID name two CDNs: set one');
  if (!publicUrl) {
    throw new Error(
      'CLOUDFLARE_ZONE_ID needs PUBLIC_URL: Cloudflare keeps answers by their full URL',
    );
  }
  const apiUrl =
    serviceUrl('CLOUDFLARE_API_URL', env.CLOUDFLARE_API_URL, CLOUDFLARE_API) || CLOUDFLARE_API;
  return { kind: 'cloudflare', apiUrl, zoneId, token };
}
