import { PROFILE_TABS } from '@vantage/shared';

/** A tab of the profile page. */
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** How the address names the profile: `/by/{username}` or `/user/{id}`. */
export type ProfileRoute = { kind: 'username'; username: string } | { kind: 'id'; id: number };

/** The profile's base path in the form the address used. */
export function profileBasePath(route: ProfileRoute): string {
  return route.kind === 'username'
    ? `/by/${encodeURIComponent(route.username)}`
    : `/user/${route.id}`;
}

/** The path of one tab; the photos tab is the profile's own address. */
export function profileTabPath(route: ProfileRoute, tab: ProfileTab): string {
  const base = profileBasePath(route);
  return tab === 'photos' ? base : `${base}/${tab}`;
}

/**
 * Whether the signed-in user owns the profile the address names. Decided from the address
 * alone (usernames compare case-insensitively, as the server looks them up), so the
 * settings redirect needs no request.
 */
export function isOwnProfile(
  current: { id: number; username: string | null } | null,
  route: ProfileRoute,
): boolean {
  if (!current) return false;
  if (route.kind === 'id') return current.id === route.id;
  return (
    current.username !== null && current.username.toLowerCase() === route.username.toLowerCase()
  );
}

/** What the viewer may see, and what is known about the profile so far. */
export interface TabContext {
  isOwner: boolean;
  /** The user's test-shot count; undefined while the stats load. */
  testPhotos: number | undefined;
}

/** The tabs shown: test shots only when there are some, settings only to the owner. */
export function visibleTabs({ isOwner, testPhotos }: TabContext): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => {
    if (tab === 'testphotos') return (testPhotos ?? 0) > 0;
    if (tab === 'settings') return isOwner;
    return true;
  });
}

/** The tab to show, or the path to replace the address with. */
export type TabDecision = { tab: ProfileTab } | { redirect: string };

/**
 * Settings belong to the owner: anyone else (a visitor, another user, or the owner after
 * signing out) is sent to the profile itself. A test-shots address of a user
 * without test shots goes there too, once the stats say so.
 */
export function decideTab(
  requested: ProfileTab | undefined,
  route: ProfileRoute,
  context: TabContext,
): TabDecision {
  if (requested === 'settings' && !context.isOwner) return { redirect: profileBasePath(route) };
  if (requested === 'testphotos' && context.testPhotos === 0) {
    return { redirect: profileBasePath(route) };
  }
  return { tab: requested ?? 'photos' };
}
