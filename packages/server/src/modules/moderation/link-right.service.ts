import {
  canRestoreLinks,
  type CurrentUser,
  type LinkRightAnswer,
  type RestoreLinksBody,
} from '@vantage/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { HttpError, notFound } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import type { HeldPostRepository } from '../visibility/held-post.repository';
import type { ModerationLogRepository } from './moderation-log.repository';
import type { SuspensionService } from './suspension.service';

export interface LinkRightDeps {
  held: HeldPostRepository;
  log: ModerationLogRepository;
  suspensions: Pick<SuspensionService, 'audit'>;
  now?: () => number;
}

/**
 * A member's right to post links: lost when a moderator removes one of their posts as spam,
 * given back by an administrator. Both are written to the audit log.
 */
export class LinkRightService {
  private readonly now: () => number;

  constructor(private readonly deps: LinkRightDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Takes the right away in `trx` (audited once: a member who already lost it keeps the date). */
  async revoke(trx: Kysely<DB>, moderator: CurrentUser, userId: number, reason: string | null) {
    if ((await this.deps.held.linksRevokedAt(userId, trx)) !== null) return;
    await this.deps.held.setLinksRevoked(trx, userId, this.now());
    await this.deps.suspensions.audit(trx, moderator, {
      action: 'revoke_links',
      targetKind: 'member',
      targetId: userId,
      targetUserId: userId,
      reason,
    });
  }

  /** `GET /api/user/{id}/links`: administrators. */
  async get(actor: CurrentUser | null, userId: number): Promise<LinkRightAnswer> {
    this.requireAdmin(actor);
    if (!(await this.deps.log.member(userId))) throw notFound('user');
    return this.answer(userId);
  }

  /** `PUT /api/user/{id}/links`: an administrator gives the right back; 409 when it was not lost. */
  async restore(
    actor: CurrentUser | null,
    userId: number,
    body: RestoreLinksBody,
  ): Promise<LinkRightAnswer> {
    const admin = this.requireAdmin(actor);
    if (!(await this.deps.log.member(userId))) throw notFound('user');
    if ((await this.deps.held.linksRevokedAt(userId)) === null) {
      throw new HttpError(409, 'conflict', 'This member may already post links.');
    }
    await this.deps.log.transaction(async (trx) => {
      await this.deps.held.setLinksRevoked(trx, userId, null);
      await this.deps.suspensions.audit(trx, admin, {
        action: 'restore_links',
        targetKind: 'member',
        targetId: userId,
        targetUserId: userId,
        reason: body.reason ?? null,
      });
    });
    return this.answer(userId);
  }

  private async answer(userId: number): Promise<LinkRightAnswer> {
    const revokedAt = await this.deps.held.linksRevokedAt(userId);
    return { allowed: revokedAt === null, revokedAt };
  }

  private requireAdmin(actor: CurrentUser | null): CurrentUser {
    const user = requireUser(actor);
    if (!canRestoreLinks(user)) {
      throw new HttpError(
        403,
        'forbidden',
        "Only administrators change a member's right to post links.",
      );
    }
    return user;
  }
}
