import type { UserRef } from '@vantage/shared';

/** The public reference to a user from joined columns, or null when the user is gone. */
export function toUserRef(
  id: number | null,
  username: string | null,
  displayName: string | null,
  picture: string | null,
): UserRef | null {
  if (id == null || displayName == null) return null;
  return { id, username, displayName, picture };
}
