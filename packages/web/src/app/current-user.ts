import type { CurrentUser } from '@vantage/shared';
import { getInitialData } from './initial-data';

/** The signed-in user from the page data, or null for a visitor. */
export function useCurrentUser(): CurrentUser | null {
  return getInitialData().currentUser;
}

/** The profile path of a user: by username when they have one, else by numeric id. */
export function profilePath(user: { id: number; username: string | null }, tab?: string): string {
  const base = user.username ? `/by/${encodeURIComponent(user.username)}` : `/user/${user.id}`;
  return tab ? `${base}/${tab}` : base;
}
