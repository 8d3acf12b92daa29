import type { OAuthProvider } from '@vantage/shared';
import type { createRemoteJWKSet, JWTPayload } from 'jose';
import type * as OpenId from 'openid-client';
import { isLoopbackUrl } from '../../lib/oauth.config';
import { jose, openidClient } from './oauth-libraries';
import {
  ProviderError,
  type AuthorizationResult,
  type AuthorizationStart,
  type IdTokenIssuer,
  type OAuthProviderAdapter,
  type ProviderIdentity,
} from './oauth-provider';

/** Seconds any one request to a provider may take. */
export const PROVIDER_TIMEOUT_S = 10;

/** The callback parameters a code exchange reads; anything else stays out of the URL. */
const CALLBACK_PARAMS = ['code', 'state', 'iss'];

/** What distinguishes one OpenID provider from another. */
export interface OidcProviderOptions {
  id: OAuthProvider;
  /** Shown in messages: "Sign-in with Google failed". */
  label: string;
  issuer: string;
  clientId: string;
  scope: string;
  /** Authorization parameters beyond the standard ones (Apple's response_mode). */
  authorizationParams?: Record<string, string>;
  /** Token endpoint authentication; asked per exchange so Apple can renew its signed secret. */
  clientAuth(): Promise<OpenId.ClientAuth>;
  /** The ID token's issuer spellings besides `issuer` itself (Google signs with two). */
  otherIssuers?: string[];
  /** The person's identity from the validated claims and the callback's parameters. */
  identity(claims: JWTPayload, params: URLSearchParams): ProviderIdentity;
}

/**
 * Google and Apple: OpenID Connect through `openid-client`, with discovery from the issuer,
 * state, nonce, PKCE S256 and ID-token validation (signature included); ID tokens handed over
 * directly are checked against the provider's JWKS with `jose`.
 */
export class OidcProvider implements OAuthProviderAdapter, IdTokenIssuer {
  private discovered: Promise<OpenId.Configuration> | null = null;
  private jwks: ReturnType<typeof createRemoteJWKSet> | null = null;
  private readonly insecure: boolean;

  constructor(private readonly options: OidcProviderOptions) {
    this.insecure = isLoopbackUrl(options.issuer);
  }

  get id(): OAuthProvider {
    return this.options.id;
  }

  async start(redirectUri: string): Promise<AuthorizationStart> {
    const config = await this.configuration();
    const client = await openidClient();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: this.options.scope,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...this.options.authorizationParams,
    });
    return { url, state, codeVerifier, nonce };
  }

  async finish(result: AuthorizationResult): Promise<ProviderIdentity> {
    try {
      const config = await this.exchangeConfiguration();
      const client = await openidClient();
      const tokens = await client.authorizationCodeGrant(
        config,
        callbackUrl(result.redirectUri, result.params),
        {
          pkceCodeVerifier: result.codeVerifier,
          expectedState: result.state,
          expectedNonce: result.nonce ?? undefined,
          idTokenExpected: true,
        },
      );
      let claims: JWTPayload = { ...tokens.claims() };
      const userinfo = config.serverMetadata().userinfo_endpoint;
      // Some providers keep the profile out of the ID token and serve it from userinfo.
      if (userinfo && (claims.email === undefined || claims.name === undefined)) {
        const info = await client.fetchUserInfo(config, tokens.access_token, String(claims.sub));
        claims = { ...info, ...claims };
      }
      return this.options.identity(claims, result.params);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError(
        `Sign-in with ${this.options.label} failed. Please try again.`,
        error,
      );
    }
  }

  issues(issuer: string): boolean {
    return [this.options.issuer, ...(this.options.otherIssuers ?? [])].includes(issuer);
  }

  async verifyIdToken(token: string): Promise<ProviderIdentity> {
    try {
      const config = await this.configuration();
      const { createRemoteJWKSet, jwtVerify } = await jose();
      this.jwks ??= createRemoteJWKSet(new URL(requireJwksUri(config)), {
        timeoutDuration: PROVIDER_TIMEOUT_S * 1000,
      });
      const { payload } = await jwtVerify(token, this.jwks, {
        issuer: [this.options.issuer, ...(this.options.otherIssuers ?? [])],
        audience: this.options.clientId,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      });
      return this.options.identity(payload, new URLSearchParams());
    } catch (error) {
      throw new ProviderError('This sign-in token is invalid or has expired.', error);
    }
  }

  /** The discovery document, fetched once; a failed fetch is tried again next time. */
  private configuration(): Promise<OpenId.Configuration> {
    this.discovered ??= openidClient()
      .then((client) =>
        client.discovery(
          new URL(this.options.issuer),
          this.options.clientId,
          undefined,
          undefined,
          {
            execute: this.insecure ? [client.allowInsecureRequests] : [],
            timeout: PROVIDER_TIMEOUT_S,
          },
        ),
      )
      .catch((error: unknown) => {
        this.discovered = null;
        throw new ProviderError(`${this.options.label} cannot be reached right now.`, error);
      });
    return this.discovered;
  }

  /** A configuration with the client's credentials for one code exchange. */
  private async exchangeConfiguration(): Promise<OpenId.Configuration> {
    const discovered = await this.configuration();
    const client = await openidClient();
    const config = new client.Configuration(
      discovered.serverMetadata(),
      this.options.clientId,
      undefined,
      await this.options.clientAuth(),
    );
    if (this.insecure) client.allowInsecureRequests(config);
    config.timeout = PROVIDER_TIMEOUT_S;
    // ID tokens from the token endpoint are signature-checked too, not only trusted for TLS.
    client.enableNonRepudiationChecks(config);
    return config;
  }
}

function requireJwksUri(config: OpenId.Configuration): string {
  const uri = config.serverMetadata().jwks_uri;
  if (!uri) throw new Error('the discovery document names no jwks_uri');
  return uri;
}

/** The redirect URI with only the parameters the exchange checks. */
export function callbackUrl(redirectUri: string, params: URLSearchParams): URL {
  const url = new URL(redirectUri);
  for (const name of CALLBACK_PARAMS) {
    const value = params.get(name);
    if (value !== null) url.searchParams.set(name, value);
  }
  return url;
}
