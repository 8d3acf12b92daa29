import type { OAuthProvider } from '@vantage/shared';
import type * as OpenId from 'openid-client';
import { isLoopbackUrl, type OAuth2Config } from '../../lib/oauth.config';
import { openidClient } from './oauth-libraries';
import { callbackUrl, PROVIDER_TIMEOUT_S } from './oidc-provider';
import {
  ProviderError,
  type AuthorizationResult,
  type AuthorizationStart,
  type OAuthProviderAdapter,
  type ProviderIdentity,
} from './oauth-provider';

/** What distinguishes one plain OAuth 2.0 provider from another. */
export interface OAuth2ProviderOptions {
  id: OAuthProvider;
  /** Shown in messages: "Sign-in with Facebook failed". */
  label: string;
  config: OAuth2Config;
  /** Space-separated scopes, as OAuth 2.0 sends them. */
  scope: string;
  /** How the token endpoint wants the client's secret. */
  clientAuth: 'post' | 'basic';
  /** The profile URL to read with the access token (query included). */
  profileUrl(accessToken: string): URL;
  /** The person's identity from the profile's JSON. */
  identity(profile: unknown): ProviderIdentity;
}

/**
 * Facebook and X: the authorization-code flow with state and PKCE S256 through
 * `openid-client`, then the provider's own profile endpoint (neither issues ID tokens).
 */
export class OAuth2Provider implements OAuthProviderAdapter {
  private configured: Promise<OpenId.Configuration> | null = null;

  constructor(private readonly options: OAuth2ProviderOptions) {}

  get id(): OAuthProvider {
    return this.options.id;
  }

  /** The client's configuration, made with the first sign-in. */
  private configuration(): Promise<OpenId.Configuration> {
    return (this.configured ??= openidClient().then((client) => this.configure(client)));
  }

  private configure(client: typeof OpenId): OpenId.Configuration {
    const { config } = this.options;
    const server: OpenId.ServerMetadata = {
      // No issuer identifies these services; the authorization URL's origin stands in.
      issuer: new URL(config.authorizationUrl).origin,
      authorization_endpoint: config.authorizationUrl,
      token_endpoint: config.tokenUrl,
    };
    const auth =
      this.options.clientAuth === 'basic'
        ? client.ClientSecretBasic(config.clientSecret)
        : client.ClientSecretPost(config.clientSecret);
    const configuration = new client.Configuration(server, config.clientId, undefined, auth);
    const urls = [config.authorizationUrl, config.tokenUrl, config.userinfoUrl];
    if (urls.some(isLoopbackUrl)) client.allowInsecureRequests(configuration);
    configuration.timeout = PROVIDER_TIMEOUT_S;
    return configuration;
  }

  async start(redirectUri: string): Promise<AuthorizationStart> {
    const [client, configuration] = await Promise.all([openidClient(), this.configuration()]);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: this.options.scope,
      state,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, state, codeVerifier, nonce: null };
  }

  async finish(result: AuthorizationResult): Promise<ProviderIdentity> {
    try {
      const [client, configuration] = await Promise.all([openidClient(), this.configuration()]);
      const tokens = await client.authorizationCodeGrant(
        configuration,
        callbackUrl(result.redirectUri, result.params),
        { pkceCodeVerifier: result.codeVerifier, expectedState: result.state },
      );
      const response = await client.fetchProtectedResource(
        configuration,
        tokens.access_token,
        this.options.profileUrl(tokens.access_token),
        'GET',
      );
      if (!response.ok) {
        throw new ProviderError(this.failed(), `profile answered ${response.status}`);
      }
      return this.options.identity(await response.json());
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError(this.failed(), error);
    }
  }

  private failed(): string {
    return `Sign-in with ${this.options.label} failed. Please try again.`;
  }
}
