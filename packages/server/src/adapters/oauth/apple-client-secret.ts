import type { importPKCS8 } from 'jose';
import type { AppleConfig } from '../../lib/oauth.config';
import { jose } from './oauth-libraries';

/** How long one signed secret is valid (Apple allows up to six months). */
const LIFETIME_S = 24 * 3600;
/** A secret is renewed this long before it expires, so none expires mid-exchange. */
const RENEW_BEFORE_S = 3600;

/**
 * Apple's client secret: a JWT signed ES256 with the team's key (iss team id, sub the
 * Services ID, aud Apple's issuer), made once a day instead of for every sign-in.
 */
export class AppleClientSecret {
  private cached: { jwt: string; expiresAt: number } | null = null;
  private key: ReturnType<typeof importPKCS8> | null = null;

  constructor(
    private readonly config: AppleConfig,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  /** A secret valid for at least another hour. */
  async get(): Promise<string> {
    const now = this.nowSeconds();
    if (this.cached && this.cached.expiresAt - now > RENEW_BEFORE_S) return this.cached.jwt;
    const { importPKCS8, SignJWT } = await jose();
    this.key ??= importPKCS8(this.config.privateKey, 'ES256');
    const expiresAt = now + LIFETIME_S;
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: this.config.keyId })
      .setIssuer(this.config.teamId)
      .setSubject(this.config.clientId)
      .setAudience(this.config.issuer)
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(await this.key);
    this.cached = { jwt, expiresAt };
    return jwt;
  }
}
