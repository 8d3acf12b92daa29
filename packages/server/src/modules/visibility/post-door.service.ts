import {
  canModerate,
  containsLink,
  dailyLinkPostLimit,
  DAY_MS,
  isNewMember,
  LINKS_REVOKED_MESSAGE,
  mustHoldPost,
  NEW_MEMBER_DAILY_PHOTO_UPLOADS,
  type CurrentUser,
} from '@vantage/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { HttpError } from '../../lib/errors';
import { RateLimiter, type RateLimitRule, type RateLimitStore } from '../../lib/rate-limit';
import type { HeldKind, HeldPostRepository } from './held-post.repository';

/** Posts with links per member and day; the limit depends on whether the member is new. */
const LINK_POSTS_RULE_NAME = 'link-posts-user-day';
/** Photo files a new member may upload per day. */
export const NEW_MEMBER_PHOTO_UPLOADS: RateLimitRule = {
  name: 'photo-upload-new-member-day',
  limit: NEW_MEMBER_DAILY_PHOTO_UPLOADS,
  windowMs: DAY_MS,
};

/** One text of a post, with the field it came in (named in refusals). */
export interface PostText {
  field: string;
  text: string | null | undefined;
}

/** What the door decided for a post: whether it waits for a moderator. */
export interface Admission {
  hold: boolean;
}

export interface PostDoorDeps {
  held: HeldPostRepository;
  /** The limits live with the other limits (shared through Redis when configured). */
  rateLimits: RateLimitStore;
  now?: () => number;
}

function hours(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 3600));
  return count === 1 ? 'an hour' : `${count} hours`;
}

/**
 * The door of members' posts against link spam: a post with links from a member who lost the
 * right is refused, one over the day's limit waits, and a new member's is held for review.
 * Moderators pass freely.
 */
export class PostDoor {
  private readonly now: () => number;
  private readonly newMemberUploads: RateLimiter;

  constructor(private readonly deps: PostDoorDeps) {
    this.now = deps.now ?? Date.now;
    this.newMemberUploads = new RateLimiter(deps.rateLimits, NEW_MEMBER_PHOTO_UPLOADS);
  }

  /**
   * Checks a post before it is written: 403 (naming the field) when its author may not post
   * links, 429 over the daily limit of posts with links; answers whether to hold it.
   */
  async admit(actor: CurrentUser, texts: readonly PostText[]): Promise<Admission> {
    const linked = texts.find((entry) => entry.text != null && containsLink(entry.text));
    if (!linked || canModerate(actor)) return { hold: false };
    if ((await this.deps.held.linksRevokedAt(actor.id)) !== null) {
      throw new HttpError(403, 'links_revoked', `${linked.field}: ${LINKS_REVOKED_MESSAGE}`);
    }
    const publicPosts = await this.deps.held.publicPostCount(actor.id);
    const newMember = isNewMember(actor, publicPosts);
    const limit = dailyLinkPostLimit(newMember);
    const limiter = new RateLimiter(this.deps.rateLimits, {
      name: LINK_POSTS_RULE_NAME,
      limit,
      windowMs: DAY_MS,
    });
    await limiter.enforce(
      String(actor.id),
      (seconds) =>
        `${linked.field}: You posted ${limit} posts with links today, the most for ${newMember ? 'a new member' : 'a member'}. Please try again in ${hours(seconds)}.`,
    );
    return { hold: mustHoldPost(actor, publicPosts, true) };
  }

  /** Counts a photo upload; a new member over the day's limit gets 429. */
  async countUpload(actor: CurrentUser): Promise<void> {
    if (canModerate(actor)) return;
    if (!isNewMember(actor, await this.deps.held.publicPostCount(actor.id))) return;
    await this.newMemberUploads.enforce(
      String(actor.id),
      (seconds) =>
        `photo: New members upload at most ${NEW_MEMBER_PHOTO_UPLOADS.limit} photographs a day. Please try again in ${hours(seconds)}.`,
    );
  }

  /** Holds a written post for review, in the writer's transaction when it has one. */
  hold(kind: HeldKind, id: number, authorId: number, db?: Kysely<DB>): Promise<void> {
    return this.deps.held.hold(kind, id, authorId, this.now(), db);
  }

  /** Whether a post is held for review. */
  isHeld(kind: HeldKind, id: number): Promise<boolean> {
    return this.deps.held.isHeld(kind, id);
  }
}
