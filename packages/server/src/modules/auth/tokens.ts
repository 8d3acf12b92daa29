import crypto from 'node:crypto';

/** Session and e-mail link tokens: 32 random bytes, base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new random opaque token (256 bits). */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The SHA-256 of a token, hex: the only form the database keeps. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
