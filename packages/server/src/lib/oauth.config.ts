import crypto from 'node:crypto';

/** Google: OpenID Connect, endpoints from the issuer's discovery document. */
export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

/** Apple: OpenID Connect whose client secret is a JWT we sign with the team's key. */
export interface AppleConfig {
  /** The Services ID. */
  clientId: string;
  teamId: string;
  keyId: string;
  /** The `.p8` key (PKCS #8 PEM, P-256). */
  privateKey: string;
  issuer: string;
}

/** A plain OAuth 2.0 provider (Facebook, X): no discovery, so every endpoint is named. */
export interface OAuth2Config {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

/** The sign-in providers the operator configured; null means not offered. */
export interface OAuthConfig {
  google: GoogleConfig | null;
  facebook: OAuth2Config | null;
  twitter: OAuth2Config | null;
  apple: AppleConfig | null;
}

// The Graph API version is part of the path; a version works for about two years.
const GRAPH = 'https://graph.facebook.com/v23.0';

/** The real services' endpoints, each overridable (tests point them at fakes on 127.0.0.1). */
export const PROVIDER_DEFAULTS = {
  GOOGLE_ISSUER: 'https://accounts.google.com',
  APPLE_ISSUER: 'https://appleid.apple.com',
  FACEBOOK_AUTHORIZATION_URL: 'https://www.facebook.com/v23.0/dialog/oauth',
  FACEBOOK_TOKEN_URL: `${GRAPH}/oauth/access_token`,
  FACEBOOK_USERINFO_URL: `${GRAPH}/me`,
  TWITTER_AUTHORIZATION_URL: 'https://x.com/i/oauth2/authorize',
  TWITTER_TOKEN_URL: 'https://api.x.com/2/oauth2/token',
  TWITTER_USERINFO_URL: 'https://api.x.com/2/users/me',
} as const;

type Env = NodeJS.ProcessEnv;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether a URL may be fetched over plain HTTP: only on this machine (fake providers). */
export function isLoopbackUrl(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname);
}

function text(env: Env, name: string): string {
  return env[name]?.trim() ?? '';
}

function endpoint(env: Env, name: keyof typeof PROVIDER_DEFAULTS): string {
  const value = text(env, name) || PROVIDER_DEFAULTS[name];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got '${value}'`);
  }
  // Tokens and codes travel to these URLs: HTTPS, except a fake on this machine.
  if (url.protocol !== 'https:' && !isLoopbackUrl(value)) {
    throw new Error(`${name} must be an https:// URL (http only on 127.0.0.1), got '${value}'`);
  }
  return value.replace(/\/+$/, '');
}

/** Id and secret both or neither: half a configuration is a typo, not a choice. */
function clientPair(env: Env, prefix: string): { clientId: string; clientSecret: string } | null {
  const clientId = text(env, `${prefix}_CLIENT_ID`);
  const clientSecret = text(env, `${prefix}_CLIENT_SECRET`);
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  }
  return { clientId, clientSecret };
}

function oauth2(env: Env, prefix: 'FACEBOOK' | 'TWITTER'): OAuth2Config | null {
  const pair = clientPair(env, prefix);
  if (!pair) return null;
  return {
    ...pair,
    authorizationUrl: endpoint(env, `${prefix}_AUTHORIZATION_URL`),
    tokenUrl: endpoint(env, `${prefix}_TOKEN_URL`),
    userinfoUrl: endpoint(env, `${prefix}_USERINFO_URL`),
  };
}

/** The key as pasted into an env file: `\n` escapes become line breaks. */
function applePrivateKey(value: string): string {
  const pem = value.replace(/\\n/g, '\n');
  let key: crypto.KeyObject;
  try {
    key = crypto.createPrivateKey(pem);
  } catch {
    throw new Error('APPLE_PRIVATE_KEY must be the PEM text of the .p8 key from Apple');
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('APPLE_PRIVATE_KEY must be a P-256 (ES256) key');
  }
  return pem;
}

function apple(env: Env): AppleConfig | null {
  const names = ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'];
  const values = names.map((name) => text(env, name));
  if (values.every((value) => value === '')) return null;
  const missing = names.filter((_, index) => values[index] === '');
  if (missing.length > 0) {
    throw new Error(`Sign in with Apple needs ${names.join(', ')}; missing ${missing.join(', ')}`);
  }
  const [clientId, teamId, keyId, privateKey] = values as [string, string, string, string];
  return {
    clientId,
    teamId,
    keyId,
    privateKey: applePrivateKey(privateKey),
    issuer: endpoint(env, 'APPLE_ISSUER'),
  };
}

/** Reads the sign-in providers from the environment; a provider without its keys is off. */
export function loadOAuthConfig(env: Env): OAuthConfig {
  const google = clientPair(env, 'GOOGLE');
  return {
    google: google && { ...google, issuer: endpoint(env, 'GOOGLE_ISSUER') },
    facebook: oauth2(env, 'FACEBOOK'),
    twitter: oauth2(env, 'TWITTER'),
    apple: apple(env),
  };
}
