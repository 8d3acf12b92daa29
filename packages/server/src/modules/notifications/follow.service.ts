import type { CurrentUser, FollowAnswer, FollowTarget } from '@vantage/shared';
import { notFound } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import type { NotificationRepository } from './notification.repository';

const NAMES: Record<FollowTarget, string> = { spot: 'spot', tag: 'tag', member: 'member' };

/**
 * What members follow: spots, tags and other members, whose changes and new photos then come
 * to their notifications. Whom a member follows is theirs alone: only they are told.
 */
export class FollowService {
  constructor(
    private readonly repository: Pick<
      NotificationRepository,
      'follows' | 'follow' | 'unfollow' | 'targetId'
    >,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the member follows the spot (id), tag (name) or member (id). */
  async state(
    actor: CurrentUser | null,
    type: FollowTarget,
    key: number | string,
  ): Promise<FollowAnswer> {
    const user = requireUser(actor);
    const targetId = await this.target(type, key);
    return { following: await this.repository.follows(user.id, type, targetId) };
  }

  /** Follows or stops following; a member does not follow themselves. */
  async set(
    actor: CurrentUser | null,
    type: FollowTarget,
    key: number | string,
    following: boolean,
  ): Promise<FollowAnswer> {
    const user = requireUser(actor);
    const targetId = await this.target(type, key);
    if (!following) await this.repository.unfollow(user.id, type, targetId);
    else if (!(type === 'member' && targetId === user.id)) {
      await this.repository.follow(user.id, type, targetId, this.now());
    }
    return { following: await this.repository.follows(user.id, type, targetId) };
  }

  private async target(type: FollowTarget, key: number | string): Promise<number> {
    const id = await this.repository.targetId(type, key);
    if (id === undefined) throw notFound(NAMES[type]);
    return id;
  }
}
