import crypto from 'node:crypto';
import type { OAuthProvider } from '@vantage/shared';
import type { JWTPayload } from 'jose';
import { AppleClientSecret } from './apple-client-secret';
import { openidClient } from './oauth-libraries';
import type { AppleConfig, GoogleConfig, OAuth2Config, OAuthConfig } from '../../lib/oauth.config';
import { OAuth2Provider } from './oauth2-provider';
import { OidcProvider } from './oidc-provider';
import {
  httpsUrl,
  nonEmpty,
  normalEmail,
  ProviderError,
  type IdTokenIssuer,
  type OAuthProviderAdapter,
  type ProviderIdentity,
} from './oauth-provider';

/** The configured providers, by name, and those whose ID tokens `/api/authF` accepts. */
export interface OAuthProviders {
  adapters: ReadonlyMap<OAuthProvider, OAuthProviderAdapter>;
  idTokenIssuers: readonly IdTokenIssuer[];
}

function missingId(label: string): never {
  throw new ProviderError(`${label} did not say who you are. Please try again.`);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function google(config: GoogleConfig): OidcProvider {
  return new OidcProvider({
    id: 'google',
    label: 'Google',
    issuer: config.issuer,
    clientId: config.clientId,
    scope: 'openid email profile',
    authorizationParams: { prompt: 'select_account' },
    clientAuth: async () => (await openidClient()).ClientSecretPost(config.clientSecret),
    // Google's ID tokens carry either spelling of its issuer.
    otherIssuers: [new URL(config.issuer).host],
    identity: (claims: JWTPayload) => ({
      provider: 'google',
      accountId: nonEmpty(claims.sub) ?? missingId('Google'),
      email: normalEmail(claims.email),
      emailVerified: claims.email_verified === true,
      displayName: nonEmpty(claims.name),
      picture: httpsUrl(claims.picture),
    }),
  });
}

/** Apple sends the name once, on the first sign-in, as JSON in the callback's `user`. */
function appleName(params: URLSearchParams): string | null {
  const raw = params.get('user');
  if (!raw) return null;
  try {
    const name = record(record(JSON.parse(raw)).name);
    return nonEmpty(
      [name.firstName, name.lastName].filter((part) => typeof part === 'string').join(' '),
    );
  } catch {
    return null;
  }
}

function apple(config: AppleConfig): OidcProvider {
  const secret = new AppleClientSecret(config);
  return new OidcProvider({
    id: 'apple',
    label: 'Apple',
    issuer: config.issuer,
    clientId: config.clientId,
    scope: 'openid name email',
    // Apple requires form_post whenever name or email is asked for.
    authorizationParams: { response_mode: 'form_post' },
    clientAuth: async () => (await openidClient()).ClientSecretPost(await secret.get()),
    identity: (claims: JWTPayload, params: URLSearchParams) => ({
      provider: 'apple',
      accountId: nonEmpty(claims.sub) ?? missingId('Apple'),
      email: normalEmail(claims.email),
      // Apple writes booleans in its ID tokens as strings.
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      displayName: appleName(params),
      picture: null,
    }),
  });
}

function facebook(config: OAuth2Config): OAuth2Provider {
  return new OAuth2Provider({
    id: 'facebook',
    label: 'Facebook',
    config,
    scope: 'public_profile email',
    clientAuth: 'post',
    profileUrl: (accessToken) => {
      const url = new URL(config.userinfoUrl);
      url.searchParams.set('fields', 'id,name,email,picture');
      // Proves the call comes from the app's server; required when the app enables it.
      const proof = crypto.createHmac('sha256', config.clientSecret).update(accessToken);
      url.searchParams.set('appsecret_proof', proof.digest('hex'));
      return url;
    },
    identity: (profile: unknown): ProviderIdentity => {
      const me = record(profile);
      const picture = record(record(me.picture).data);
      const email = normalEmail(me.email);
      return {
        provider: 'facebook',
        accountId: nonEmpty(me.id) ?? missingId('Facebook'),
        email,
        // The Graph API gives only an address the person has confirmed with Facebook.
        emailVerified: email !== null,
        displayName: nonEmpty(me.name),
        picture: picture.is_silhouette === true ? null : httpsUrl(picture.url),
      };
    },
  });
}

function twitter(config: OAuth2Config): OAuth2Provider {
  return new OAuth2Provider({
    id: 'twitter',
    label: 'X',
    config,
    scope: 'users.read tweet.read',
    // X wants a confidential client's secret in the Authorization header.
    clientAuth: 'basic',
    profileUrl: () => {
      const url = new URL(config.userinfoUrl);
      url.searchParams.set('user.fields', 'profile_image_url');
      return url;
    },
    identity: (profile: unknown): ProviderIdentity => {
      const user = record(record(profile).data);
      const image = httpsUrl(user.profile_image_url);
      return {
        provider: 'twitter',
        accountId: nonEmpty(user.id) ?? missingId('X'),
        // X gives no e-mail address.
        email: null,
        emailVerified: false,
        displayName: nonEmpty(user.name) ?? nonEmpty(user.username),
        // `_normal` is 48 px; the same image exists at 400 × 400.
        picture: image?.replace(/_normal(\.\w+)$/, '_400x400$1') ?? null,
      };
    },
  });
}

/** The adapters of the configured providers. */
export function createOAuthProviders(config: OAuthConfig): OAuthProviders {
  const adapters = new Map<OAuthProvider, OAuthProviderAdapter>();
  const idTokenIssuers: IdTokenIssuer[] = [];
  if (config.google) {
    const provider = google(config.google);
    adapters.set('google', provider);
    idTokenIssuers.push(provider);
  }
  if (config.facebook) adapters.set('facebook', facebook(config.facebook));
  if (config.twitter) adapters.set('twitter', twitter(config.twitter));
  if (config.apple) {
    const provider = apple(config.apple);
    adapters.set('apple', provider);
    idTokenIssuers.push(provider);
  }
  return { adapters, idTokenIssuers };
}
