import {
  canDeleteGuideReply,
  canEditGuideReply,
  canModerate,
  cleanReplyText,
  type CurrentUser,
  type GuideRepliesAnswer,
  type GuideReply,
} from '@vantage/shared';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import type { Notify } from '../../lib/notify';
import { requireUser } from '../../lib/permissions';
import {
  RateLimiter,
  type RateLimitRule,
  type RateLimitStore,
  waitWords,
} from '../../lib/rate-limit';
import { toUserRef } from '../../lib/user-ref';
import type { SpotChanges } from '../spots/spot-changes.service';
import type { HiddenItems } from '../visibility/hidden-items.service';
import type { PostDoor } from '../visibility/post-door.service';
import type { GuideRepository } from './guide.repository';
import type { GuideReplyRepository } from './guide-reply.repository';

export interface GuideReplyServiceDeps {
  replies: GuideReplyRepository;
  guides: Pick<GuideRepository, 'byPerma' | 'byId'>;
  /** Hidden and held guides and replies show only to their authors and moderators. */
  hidden: Pick<HiddenItems, 'assertVisible'>;
  /** A reply is a post: new members' replies with links wait for review like descriptions. */
  door: Pick<PostDoor, 'admit' | 'hold'>;
  /** The guide's author and earlier repliers hear of a published reply. */
  notify: Notify;
  /** A visitor's guide page shows its replies: kept pages are made afresh after a change. */
  changes: Pick<SpotChanges, 'shownContentChanged'>;
  /** Counters of members' replies, shared by all processes when Redis is configured. */
  rateLimits: RateLimitStore;
}

/**
 * How many replies one member writes: a conversation's pace, which honest use never reaches,
 * so nobody floods guides (and their authors' bells) with replies. Moderators are not counted.
 */
export const REPLY_LIMITS = {
  burst: { name: 'guide-replies-minute', limit: 5, windowMs: 60_000 },
  hourly: { name: 'guide-replies-hour', limit: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimitRule>;

type ReplyRow = Awaited<ReturnType<GuideReplyRepository['withAuthorById']>>;

function toReply(row: ReplyRow): GuideReply {
  const held = row.hidden_id !== null && row.held === 1;
  const hidden = row.hidden_id !== null && !held;
  return {
    id: row.id,
    guideId: row.guide_id,
    text: row.text,
    created: new Date(Number(row.created_at)).toISOString(),
    edited:
      Number(row.updated_at) > Number(row.created_at)
        ? new Date(Number(row.updated_at)).toISOString()
        : null,
    user: toUserRef(row.user_id, row.username, row.display_name, row.picture),
    ...(held ? { held } : {}),
    ...(hidden ? { hidden } : {}),
  };
}

/**
 * Members' replies to guides: read by whoever may read the guide, written by confirmed members
 * through the post door, edited by their author, deleted by their author or a moderator.
 */
export class GuideReplyService {
  private readonly burstLimiter: RateLimiter;
  private readonly hourlyLimiter: RateLimiter;

  constructor(private readonly deps: GuideReplyServiceDeps) {
    this.burstLimiter = new RateLimiter(deps.rateLimits, REPLY_LIMITS.burst);
    this.hourlyLimiter = new RateLimiter(deps.rateLimits, REPLY_LIMITS.hourly);
  }

  /** Counts one new reply of the member; over either limit, 429 with the wait in Retry-After. */
  private async countReply(user: CurrentUser): Promise<void> {
    if (canModerate(user)) return;
    const key = String(user.id);
    await this.burstLimiter.enforce(
      key,
      (seconds) =>
        `text: You wrote ${REPLY_LIMITS.burst.limit} replies within a minute. Please wait ${seconds} seconds before replying again.`,
    );
    await this.hourlyLimiter.enforce(
      key,
      (seconds) =>
        `text: You wrote ${REPLY_LIMITS.hourly.limit} replies within an hour, the most a member may write. Please try again in ${waitWords(seconds)}.`,
    );
  }

  /** The guide by its permalink, or 404 for a viewer who may not see it. */
  private async visibleGuide(perma: string, viewer: CurrentUser | null) {
    const guide = await this.deps.guides.byPerma(perma);
    if (!guide) throw notFound('guide');
    await this.deps.hidden.assertVisible('guide', guide.id, guide.user_id, viewer, 'guide');
    return guide;
  }

  /** The reply with its guide, or 404 for a viewer who may not see either. */
  private async visibleReply(id: number, viewer: CurrentUser) {
    const reply = await this.deps.replies.byId(id);
    if (!reply) throw notFound('reply');
    await this.deps.hidden.assertVisible(
      'guide',
      reply.guide_id,
      reply.guide_user_id,
      viewer,
      'reply',
    );
    await this.deps.hidden.assertVisible('reply', reply.id, reply.user_id, viewer, 'reply');
    return reply;
  }

  /** `GET /guide/{name}/replies`: oldest first. */
  async list(perma: string, viewer: CurrentUser | null): Promise<GuideRepliesAnswer> {
    const guide = await this.visibleGuide(perma, viewer);
    const rows = await this.deps.replies.list(guide.id, {
      viewerId: viewer?.id ?? null,
      moderator: canModerate(viewer),
    });
    return { replies: rows.map(toReply) };
  }

  /**
   * `POST /guide/{name}/replies`: a new reply. A new member's reply with links is held for
   * review and tells nobody until a moderator approves it; a published one tells the guide's
   * author and the members who replied before, once it committed.
   */
  async create(perma: string, raw: string, actor: CurrentUser | null): Promise<GuideReply> {
    const user = requireUser(actor);
    const guide = await this.visibleGuide(perma, user);
    const text = checkedText(raw);
    const admission = await this.deps.door.admit(user, [{ field: 'text', text }]);
    await this.countReply(user);
    const id = await this.deps.replies.transaction(async (trx) => {
      const created = await this.deps.replies.insert(trx, guide.id, user.id, text);
      if (admission.hold) await this.deps.door.hold('reply', created, user.id, trx);
      else await this.deps.notify.notify({ type: 'guideReplied', replyId: created }, trx);
      return created;
    });
    if (!admission.hold) this.deps.changes.shownContentChanged();
    return toReply(await this.deps.replies.withAuthorById(id));
  }

  /** `PUT /guide/replies/{id}`: its author's edit (one with new links may be held). */
  async edit(id: number, raw: string, actor: CurrentUser | null): Promise<GuideReply> {
    const user = requireUser(actor);
    const reply = await this.visibleReply(id, user);
    if (!canEditGuideReply(user, { authorId: reply.user_id })) {
      throw new HttpError(403, 'forbidden', 'Only its author edits a reply.');
    }
    const text = checkedText(raw);
    const admission = await this.deps.door.admit(user, [{ field: 'text', text }]);
    await this.deps.replies.transaction(async (trx) => {
      await this.deps.replies.update(trx, id, text);
      if (admission.hold) await this.deps.door.hold('reply', id, user.id, trx);
    });
    this.deps.changes.shownContentChanged();
    return toReply(await this.deps.replies.withAuthorById(id));
  }

  /** `DELETE /guide/replies/{id}`: by its author or a moderator. */
  async delete(id: number, actor: CurrentUser | null): Promise<{ ok: true }> {
    const user = requireUser(actor);
    const reply = await this.visibleReply(id, user);
    if (!canDeleteGuideReply(user, { authorId: reply.user_id })) {
      throw new HttpError(403, 'forbidden', 'Only its author or a moderator deletes a reply.');
    }
    await this.deps.replies.transaction((trx) => this.deps.replies.delete(trx, id));
    this.deps.changes.shownContentChanged();
    return { ok: true };
  }
}

function checkedText(raw: string): string {
  const cleaned = cleanReplyText(raw);
  if (!cleaned.ok) throw badRequest('text', cleaned.message);
  return cleaned.text;
}
