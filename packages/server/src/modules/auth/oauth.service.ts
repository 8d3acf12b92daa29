import { OAuthProvider, type OAuthMode } from '@vantage/shared';
import {
  ProviderError,
  type AuthorizationStart,
  type OAuthProviderAdapter,
  type ProviderIdentity,
} from '../../adapters/oauth/oauth-provider';
import { jose } from '../../adapters/oauth/oauth-libraries';
import type { OAuthProviders } from '../../adapters/oauth/providers';
import { HttpError } from '../../lib/errors';
import type { Log } from '../../lib/log';
import type { AuthThrottle } from './auth-throttle';
import type { RequestInfo } from '../../lib/request-info';
import type { OAuthStateRepository } from './oauth-state.repository';
import {
  PROVIDER_LABELS,
  type ProviderAccountService,
  type ProviderSignIn,
} from './provider-account.service';
import { hashToken } from './tokens';

/** A started sign-in must come back within 10 minutes. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** A pending sign-in taken out of the store by its callback. */
export interface PendingSignIn {
  adapter: OAuthProviderAdapter;
  mode: OAuthMode;
  state: string;
  codeVerifier: string;
  nonce: string | null;
  redirectUri: string;
  /** The native app's PKCE challenge for its one-time code; null on the web. */
  appCodeChallenge: string | null;
}

const invalidState = () =>
  new HttpError(
    400,
    'invalid_state',
    'This sign-in has expired or was already used. Please start it again.',
  );
const challengeMissing = () =>
  new HttpError(
    400,
    'invalid_request',
    'code_challenge: the app must send the S256 challenge of its code verifier.',
  );
const unavailable = (provider: string) =>
  new HttpError(400, 'provider_unavailable', `Sign-in with ${provider} is not configured.`);
const invalidIdToken = () =>
  new HttpError(401, 'invalid_token', 'This sign-in token is invalid or has expired.');

/** The callback path a provider sends the person back to; operators register it. */
export function callbackPath(provider: OAuthProvider): string {
  return `/api/auth/oauth/${provider}/callback`;
}

/**
 * Provider sign-in flows: start (state, PKCE, nonce stored server-side), the callback of the
 * web flows, the native app's code exchange (`/api/remAuth`) and ID tokens (`/api/authF`).
 * Every flow ends in the same account rules.
 */
export class OAuthService {
  constructor(
    private readonly providers: OAuthProviders,
    private readonly states: OAuthStateRepository,
    private readonly accounts: ProviderAccountService,
    private readonly throttle: AuthThrottle,
    private readonly log: Log,
  ) {}

  /** The configured providers, in the order the login dialog shows them. */
  configured(): OAuthProvider[] {
    return OAuthProvider.options.filter((id) => this.providers.adapters.has(id));
  }

  /**
   * Starts a sign-in and answers the provider's authorization URL. `bindingHash` ties the
   * callback to the browser that started it, so nobody can finish their own sign-in in
   * someone else's browser (login CSRF).
   */
  async start(
    provider: string,
    mode: OAuthMode,
    origin: string,
    bindingHash: string,
    ip: string,
    appCodeChallenge: string | null = null,
  ): Promise<string> {
    const adapter = this.adapter(provider);
    if (!adapter) throw new HttpError(404, 'not_found', `Sign-in with ${provider} is not offered.`);
    if (mode === 'app' && !appCodeChallenge) throw challengeMissing();
    await this.throttle.oauthStarted(ip);
    const now = Date.now();
    await this.states.deleteExpired(now);
    const redirectUri = `${origin}${callbackPath(adapter.id)}`;
    let started: AuthorizationStart;
    try {
      started = await adapter.start(redirectUri);
    } catch (error) {
      throw this.failed(adapter, error, 502);
    }
    await this.states.insert({
      state_hash: hashToken(started.state),
      provider: adapter.id,
      mode,
      code_verifier: started.codeVerifier,
      nonce: started.nonce,
      redirect_uri: redirectUri,
      binding_hash: bindingHash,
      app_code_challenge: mode === 'app' ? appCodeChallenge : null,
      created_at: now,
      expires_at: now + OAUTH_STATE_TTL_MS,
    });
    return started.url.href;
  }

  /**
   * Takes the pending sign-in of a callback's state out of the store (once). A browser
   * callback passes the browser's binding; the native app's exchange passes null, because it
   * finishes the flow from another client than the browser that started it.
   */
  async claim(
    provider: string,
    state: string | undefined,
    binding: { hash: string | undefined } | null,
  ): Promise<PendingSignIn> {
    const adapter = this.adapter(provider);
    if (!adapter) throw unavailable(provider);
    if (!state) throw invalidState();
    const row = await this.states.consume(hashToken(state));
    if (!row || row.expires_at <= Date.now() || row.provider !== adapter.id) throw invalidState();
    if (binding && row.binding_hash !== binding.hash) throw invalidState();
    return {
      adapter,
      mode: row.mode === 'redirect' || row.mode === 'app' ? row.mode : 'popup',
      state,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
      redirectUri: row.redirect_uri,
      appCodeChallenge: row.app_code_challenge,
    };
  }

  /** Exchanges the callback's code and applies the account rules. */
  async finish(
    pending: PendingSignIn,
    params: URLSearchParams,
    info: RequestInfo,
  ): Promise<ProviderSignIn> {
    const error = params.get('error');
    if (error) {
      const label = PROVIDER_LABELS[pending.adapter.id];
      throw new HttpError(
        400,
        error === 'access_denied' ? 'oauth_cancelled' : 'oauth_failed',
        error === 'access_denied'
          ? `Sign-in with ${label} was cancelled.`
          : `Sign-in with ${label} failed. Please try again.`,
      );
    }
    let identity: ProviderIdentity;
    try {
      identity = await pending.adapter.finish({ ...pending, params });
    } catch (failure) {
      throw this.failed(pending.adapter, failure, 400);
    }
    return this.accounts.signIn(identity, info);
  }

  /** The native app's redirect flow: `POST /api/remAuth {provider, code, state}`. */
  async exchange(
    provider: string,
    code: string,
    state: string,
    info: RequestInfo,
  ): Promise<ProviderSignIn> {
    const pending = await this.claim(provider, state, null);
    return this.finish(pending, new URLSearchParams({ code, state }), info);
  }

  /** `POST /api/authF`: an ID token from Google's or Apple's own sign-in, checked by JWKS. */
  async signInWithIdToken(token: string, info: RequestInfo): Promise<ProviderSignIn> {
    if (this.providers.idTokenIssuers.length === 0) throw unavailable('Google or Apple');
    const { decodeJwt } = await jose();
    let issuer: string | undefined;
    try {
      issuer = decodeJwt(token).iss;
    } catch {
      throw invalidIdToken();
    }
    const provider = this.providers.idTokenIssuers.find((candidate) =>
      candidate.issues(issuer ?? ''),
    );
    if (!provider) throw invalidIdToken();
    let identity: ProviderIdentity;
    try {
      identity = await provider.verifyIdToken(token);
    } catch (error) {
      this.log.info({ err: error, provider: provider.id }, 'ID token refused');
      throw invalidIdToken();
    }
    return this.accounts.signIn(identity, info);
  }

  private adapter(provider: string): OAuthProviderAdapter | undefined {
    const parsed = OAuthProvider.safeParse(provider);
    return parsed.success ? this.providers.adapters.get(parsed.data) : undefined;
  }

  /** A provider failure as an answer: its safe message, the detail only in the log. */
  private failed(adapter: OAuthProviderAdapter, error: unknown, status: number): HttpError {
    const label = PROVIDER_LABELS[adapter.id];
    if (error instanceof ProviderError) {
      this.log.warn(
        { err: error.detail ?? error, provider: adapter.id },
        'provider sign-in failed',
      );
      return new HttpError(status, 'oauth_failed', error.message);
    }
    this.log.error({ err: error, provider: adapter.id }, 'provider sign-in failed');
    return new HttpError(status, 'oauth_failed', `Sign-in with ${label} failed. Please try again.`);
  }
}
