import type { CurrentUser } from '@vantage/shared';
import { HttpError } from '../../lib/errors';

/** The signed-in user, or a 401 for a visitor. */
export function requireUser(user: CurrentUser | null): CurrentUser {
  if (!user) throw new HttpError(401, 'unauthorized', 'Please log in or sign up first.');
  return user;
}
