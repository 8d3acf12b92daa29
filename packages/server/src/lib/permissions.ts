import { actsAsMember, type CurrentUser } from '@vantage/shared';
import { HttpError } from './errors';

/** What a guard lets through besides members. */
export interface GuardOptions {
  /**
   * An account whose address is not confirmed yet passes too. Only the account's own
   * operations take it: reading itself, asking for a new link, deleting itself.
   */
  allowUnconfirmed?: boolean;
}

/**
 * The signed-in member, or 401 for a visitor and 403 for an account whose e-mail address is
 * not confirmed yet: the confirmation mail promises that nobody can use the account without
 * its link, so such an account changes nothing (unless `allowUnconfirmed`).
 */
export function requireUser(user: CurrentUser | null, options: GuardOptions = {}): CurrentUser {
  if (!user) throw new HttpError(401, 'unauthorized', 'Please log in or sign up first.');
  if (!options.allowUnconfirmed && !actsAsMember(user)) {
    throw new HttpError(403, 'unconfirmed', unconfirmedMessage(user.email));
  }
  return user;
}

/** Why an unconfirmed account is refused, and what its owner can do about it. */
export function unconfirmedMessage(email: string | null): string {
  return `Please confirm your e-mail address first: open the link we sent to ${email ?? 'you'}, or ask for a new one in your profile's settings.`;
}
