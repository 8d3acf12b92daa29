import crypto from 'node:crypto';

/** The consumer (this site's Flickr app) and, once known, the member's token. */
export interface OAuth1Credentials {
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
}

/** RFC 3986 percent-encoding, as OAuth 1.0a signs with it (stricter than encodeURIComponent). */
export function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The HMAC-SHA1 signature of a request (RFC 5849 §3.4): the method, the URL without its query,
 * and every parameter sorted by encoded name and value.
 */
export function oauthSignature(
  method: string,
  baseUrl: string,
  params: Readonly<Record<string, string>>,
  consumerSecret: string,
  tokenSecret = '',
): string {
  const normalized = Object.entries(params)
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([aName, aValue], [bName, bValue]) =>
      aName === bName ? (aValue < bValue ? -1 : 1) : aName < bName ? -1 : 1,
    )
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const base = [method.toUpperCase(), percentEncode(baseUrl), percentEncode(normalized)].join('&');
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return crypto.createHmac('sha1', key).update(base).digest('base64');
}

/**
 * A GET URL signed the way Flickr documents it: the oauth_* parameters in the query string,
 * beside the call's own parameters.
 */
export function signedUrl(
  url: URL,
  credentials: OAuth1Credentials,
  extra: Readonly<Record<string, string>> = {},
  now: () => number = Date.now,
): URL {
  const signed = new URL(url);
  const oauth: Record<string, string> = {
    oauth_consumer_key: credentials.consumerKey,
    oauth_nonce: crypto.randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(Math.floor(now() / 1000)),
    oauth_version: '1.0',
    ...(credentials.token ? { oauth_token: credentials.token } : {}),
    ...extra,
  };
  for (const [name, value] of Object.entries(oauth)) signed.searchParams.set(name, value);
  const params = Object.fromEntries(signed.searchParams);
  const baseUrl = `${signed.origin}${signed.pathname}`;
  signed.searchParams.set(
    'oauth_signature',
    oauthSignature('GET', baseUrl, params, credentials.consumerSecret, credentials.tokenSecret),
  );
  return signed;
}
