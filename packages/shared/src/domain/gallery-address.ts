/** What names a gallery in addresses: its owner and its url title. */
export interface GalleryAddress {
  username: string | null;
  ownerId: number;
  urlTitle: string;
}

/**
 * The one address of a gallery page: `/by/{username}/gallery/{urlTitle}/{tab?}`, or
 * `/user/{id}/gallery/{urlTitle}/{tab?}` while its owner has no username (as their profile is
 * `/user/{id}`).
 */
export function galleryPath(list: GalleryAddress, tab?: string): string {
  const owner = list.username
    ? `/by/${encodeURIComponent(list.username)}`
    : `/user/${list.ownerId}`;
  const base = `${owner}/gallery/${encodeURIComponent(list.urlTitle)}`;
  return tab ? `${base}/${tab}` : base;
}

/**
 * The owner as the gallery calls of the API name them (`/spotlist/{title}/{username}`): the
 * username, or the id of a member who has none.
 */
export function galleryOwner(list: Pick<GalleryAddress, 'username' | 'ownerId'>): string {
  return list.username ?? String(list.ownerId);
}
