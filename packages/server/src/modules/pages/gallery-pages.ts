import { galleryPath, rowIdFromDigits, type CurrentUser, type SpotList } from '@vantage/shared';
import { nullIfNotFound } from '../../lib/errors';
import type { GalleryService } from '../galleries/gallery.service';
import type { UserService } from '../profiles/user.service';
import { decodePath } from './path-parts';

/**
 * A gallery page's address as asked for: its owner as written (a username, or an id in the
 * `/user/{id}/gallery/…` form and in the `/by/{id}/gallery/…` form of older links), its url
 * title and tab.
 */
export interface GalleryPageAddress {
  owner: string;
  ownerById: boolean;
  urlTitle: string;
  tab: string | undefined;
}

const BY_USERNAME = /^\/by\/([^/]+)\/(?:gallery|spotlist)\/([^/]+)(?:\/([^/]*))?$/;
const BY_ID = /^\/user\/(\d{1,10})\/gallery\/([^/]+)(?:\/([^/]*))?$/;

/** The gallery page address `pathname` is, or null when it is another page's. */
export function galleryPageAddress(pathname: string): GalleryPageAddress | null {
  const byId = BY_ID.exec(pathname);
  const match = byId ?? BY_USERNAME.exec(pathname);
  if (!match) return null;
  return {
    owner: decodePath(match[1]!),
    ownerById: byId !== null,
    urlTitle: decodePath(match[2]!),
    tab: match[3] || undefined,
  };
}

export interface GalleryPagesDeps {
  users: Pick<UserService, 'byUsername' | 'byFormerUsername'>;
  galleries: Pick<GalleryService, 'ofOwner' | 'addressOf'>;
}

/** Which gallery a page address shows, and the one address it is shown at. */
export class GalleryPages {
  constructor(private readonly deps: GalleryPagesDeps) {}

  /** The gallery at `address` with its spots and photos, as `user` may see it, or null. */
  gallery(address: GalleryPageAddress, user: CurrentUser | null): Promise<SpotList | null> {
    return this.at(address, (ownerId) =>
      this.deps.galleries.ofOwner(ownerId, address.urlTitle, user),
    );
  }

  /**
   * The gallery's own address (`galleryPath`) when `address` is another one for it: its owner
   * by id once they have a username, by a username spelled otherwise, or by id in the
   * `/by/{id}/…` form. Null when it is the gallery's own (or its `spotlist` alias) or when
   * `user` may not see the gallery, so a private gallery's address leads nowhere for others.
   */
  async redirect(address: GalleryPageAddress, user: CurrentUser | null): Promise<string | null> {
    const gallery = await this.at(address, (ownerId) =>
      this.deps.galleries.addressOf(ownerId, address.urlTitle, user),
    );
    if (!gallery) return null;
    const own = gallery.username
      ? !address.ownerById && address.owner === gallery.username
      : address.ownerById;
    return own ? null : galleryPath(gallery, address.tab);
  }

  /**
   * What `load` gives for the owner `address` names: by id; or by username (or one its member
   * had before), and then, for
   * digits no username answers to, by id (older links named members without a username so).
   */
  private async at<T>(
    address: GalleryPageAddress,
    load: (ownerId: number) => Promise<T>,
  ): Promise<T | null> {
    const byId = () => {
      const id = rowIdFromDigits(address.owner);
      return id === null ? Promise.resolve(null) : nullIfNotFound(load(id));
    };
    if (address.ownerById) return byId();
    // A username its member left still finds them (its galleries lead to their new address).
    const member =
      (await nullIfNotFound(this.deps.users.byUsername(address.owner))) ??
      (await nullIfNotFound(this.deps.users.byFormerUsername(address.owner)));
    const found = member ? await nullIfNotFound(load(member.id)) : null;
    return found ?? byId();
  }
}
