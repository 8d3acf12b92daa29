import type { CurrentUser } from '@vantage/shared';
import { HttpError } from '../../lib/errors';

/** User id 1 and users with the admin flag act as administrators (spec 1 §6, spec 2 §6). */
export function isAdmin(user: { id: number; admin: boolean | number } | null | undefined): boolean {
  if (!user) return false;
  return user.id === 1 || user.admin === true || user.admin === 1;
}

/** The signed-in user, or a 401 for a visitor. */
export function requireUser(user: CurrentUser | null): CurrentUser {
  if (!user) throw new HttpError(401, 'unauthorized', 'Please log in or sign up first.');
  return user;
}
