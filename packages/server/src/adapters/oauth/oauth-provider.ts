import type { OAuthProvider } from '@vantage/shared';

/** Who a provider says the person is, in the provider-neutral form the account rules use. */
export interface ProviderIdentity {
  provider: OAuthProvider;
  /** The provider's stable id of the person (`sub`, Facebook's app-scoped id, X's user id). */
  accountId: string;
  /** Lower case; null when the provider gave none. */
  email: string | null;
  /** Whether the provider vouches that the person controls `email`. */
  emailVerified: boolean;
  displayName: string | null;
  /** An https URL of the avatar, or null. */
  picture: string | null;
}

/** What the start of a sign-in must remember until the provider sends the person back. */
export interface AuthorizationStart {
  url: URL;
  state: string;
  codeVerifier: string;
  /** OpenID providers only. */
  nonce: string | null;
}

/** The remembered values of a sign-in and what the provider sent back to the callback. */
export interface AuthorizationResult {
  redirectUri: string;
  /** The callback's parameters: code, state, and iss or Apple's `user` when given. */
  params: URLSearchParams;
  state: string;
  codeVerifier: string;
  nonce: string | null;
}

/** One sign-in provider: builds the authorization URL and turns a callback into an identity. */
export interface OAuthProviderAdapter {
  readonly id: OAuthProvider;
  /** A new state, PKCE verifier (S256) and nonce, and the URL to send the browser to. */
  start(redirectUri: string): Promise<AuthorizationStart>;
  /** Exchanges the code (with the PKCE verifier) and reads the person's identity. */
  finish(result: AuthorizationResult): Promise<ProviderIdentity>;
}

/** An OpenID provider whose ID tokens the native app may hand over directly (`/api/authF`). */
export interface IdTokenIssuer {
  readonly id: OAuthProvider;
  /** Whether the token's unverified `iss` names this provider, so it is the one to ask. */
  issues(issuer: string): boolean;
  /** Verifies signature, issuer, audience and expiry; throws ProviderError when it fails. */
  verifyIdToken(token: string): Promise<ProviderIdentity>;
}

/**
 * A sign-in that failed at or because of the provider: the person cancelled, the code or
 * verifier was refused, the token was forged or expired. `message` is safe to show.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** What went wrong in detail, for the log only. */
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

/** Lower-cased e-mail when it looks like one, else null. */
export function normalEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

/** Avatars are shown in pages served over HTTPS, so only https URLs are kept. */
export function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** A trimmed, non-empty string, or null. */
export function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
