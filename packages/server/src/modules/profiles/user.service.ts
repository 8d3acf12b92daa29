import {
  canEditProfile,
  type CurrentUser,
  type PublicUser,
  type UserStats,
  type UserUpdateBody,
  cleanText,
  canSeeHiddenItem,
  containsLink,
  PROFILE_LINKS_NEW_MEMBER_MESSAGE,
} from '@vantage/shared';
import type { Updateable } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { UsersTable, UserRow } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import type { PhotoService } from '../photos/photo.service';
import type { SpotChanges } from '../spots/spot-changes.service';
import type { HiddenItems } from '../visibility/hidden-items.service';
import type { PostDoor } from '../visibility/post-door.service';
import { toPublicUser } from '../users/user-view';
import type { UserRepository } from '../users/user.repository';

/** How many best photos a profile's stats carry. */
export const TOP_IMAGES = 12;

const usernameTaken = () => new HttpError(409, 'username_taken', 'This username is taken.');

/** Profiles: reading them, their stats, and the owner's edits. */
export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly photos: PhotoService,
    /** Public pages show members' names and pictures. */
    private readonly changes: Pick<SpotChanges, 'shownContentChanged'>,
    /** A member hidden by moderation: their profile shows only to them and moderators. */
    private readonly hidden?: HiddenItems,
    /** Links in a profile pass the door of posts: refused while the member is new. */
    private readonly door?: Pick<PostDoor, 'admit'>,
  ) {}

  /** The signed-in user, confirmed or not; 401 for a visitor. */
  current(actor: CurrentUser | null): CurrentUser {
    return requireUser(actor, { allowUnconfirmed: true });
  }

  async byId(id: number, viewer: CurrentUser | null = null): Promise<PublicUser> {
    return toPublicUser(await this.visible(await this.rowById(id), viewer));
  }

  async byUsername(name: string, viewer: CurrentUser | null = null): Promise<PublicUser> {
    return toPublicUser(await this.visible(await this.rowByUsername(name), viewer));
  }

  /** The member who had `name` as their username before choosing another (404 if none). */
  async byFormerUsername(name: string): Promise<PublicUser> {
    const row = await this.users.findByFormerUsername(name);
    if (!row) throw notFound('user');
    return toPublicUser(row);
  }

  async statsById(id: number, viewer: CurrentUser | null = null): Promise<UserStats> {
    return this.stats(await this.visible(await this.rowById(id), viewer), viewer);
  }

  async statsByUsername(name: string, viewer: CurrentUser | null = null): Promise<UserStats> {
    return this.stats(await this.visible(await this.rowByUsername(name), viewer), viewer);
  }

  /** The member's row, or 404 when moderation hid them from this viewer. */
  private async visible(row: UserRow, viewer: CurrentUser | null): Promise<UserRow> {
    await this.hidden?.assertVisible('member', row.id, row.id, viewer, 'user');
    return row;
  }

  /**
   * Saves the profile fields a user may change, only on their own profile. Everything else a
   * client sends (admin, impact, badges, another id) never reaches this point: the body's
   * schema strips it.
   */
  async update(
    actor: CurrentUser | null,
    body: UserUpdateBody,
  ): Promise<{ username: string | null }> {
    const user = requireUser(actor);
    if (!canEditProfile(user, body.id)) {
      throw new HttpError(403, 'forbidden', 'You can only edit your own profile.');
    }
    const changes: Updateable<UsersTable> = {};
    if (body.displayName !== undefined) {
      const displayName = cleanText(body.displayName);
      if (!displayName) throw badRequest('displayName', 'must not be empty');
      changes.display_name = displayName;
    }
    if (body.about !== undefined) {
      changes.about = cleanText(body.about, { multiline: true });
      await this.admitAbout(user, changes.about);
    }
    if (body.emailNews !== undefined) changes.email_news = body.emailNews ? 1 : 0;
    if (body.username !== undefined) {
      const holder = await this.users.findByUsername(body.username);
      if (holder && holder.id !== user.id) throw usernameTaken();
      changes.username = body.username;
    }
    try {
      await this.users.update(user.id, changes);
    } catch (error) {
      // Two users racing for one name: the unique index decides.
      if (isUniqueViolation(error)) throw usernameTaken();
      throw error;
    }
    this.changes.shownContentChanged();
    const saved = await this.rowById(user.id);
    return { username: saved.username };
  }

  /**
   * A new about with links passes the door of posts: 403 for a member who lost the right to post
   * links, 429 over the day's limit, and 403 for a new member, whose posts with links would wait
   * for review (a profile does not wait: its links come once the member is no longer new). An
   * about saved again unchanged passes.
   */
  private async admitAbout(user: CurrentUser, about: string): Promise<void> {
    if (!this.door || !containsLink(about)) return;
    if ((await this.rowById(user.id)).about === about) return;
    const { hold } = await this.door.admit(user, [{ field: 'about', text: about }]);
    if (hold) {
      throw new HttpError(
        403,
        'profile_links_new_member',
        `about: ${PROFILE_LINKS_NEW_MEMBER_MESSAGE}`,
      );
    }
  }

  /** A member's counts: what moderation hid of theirs counts for them and moderators alone. */
  private async stats(user: UserRow, viewer: CurrentUser | null): Promise<UserStats> {
    const [counts, topImages] = await Promise.all([
      this.users.counts(user.id, { hidden: canSeeHiddenItem(viewer, user.id) }),
      this.photos.bestOfUser(user.id, TOP_IMAGES),
    ]);
    return { ...counts, topImages };
  }

  private async rowById(id: number): Promise<UserRow> {
    const row = await this.users.findById(id);
    if (!row) throw notFound('user');
    return row;
  }

  private async rowByUsername(name: string): Promise<UserRow> {
    const row = await this.users.findByUsername(name);
    if (!row) throw notFound('user');
    return row;
  }
}
