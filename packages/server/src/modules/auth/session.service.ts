import { isSuspended, suspensionMessage, type CurrentUser } from '@vantage/shared';
import { HttpError } from '../../lib/errors';
import type { AdminGrants } from '../users/admin-grants.service';
import { toCurrentUser } from '../users/user-view';
import type { SessionRepository } from './session.repository';
import { hashToken, newToken, TOKEN_PATTERN } from './tokens';

/** Sessions live 30 days after their last use. */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** A session is written back at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 3600 * 1000;

/** A session found for a request. */
export interface ResolvedSession {
  user: CurrentUser;
  tokenHash: string;
  /** Set when the expiry moved, so the cookie's lifetime can move with it. */
  renewed: boolean;
}

/** A session of a member suspended since it began: it acts for nobody. */
export interface SuspendedSession {
  suspended: { reason: string; untilMs: number | null };
}

/** The 403 a suspended member hears: until when and why. */
export function suspendedError(record: { reason: string; untilMs: number | null }): HttpError {
  return new HttpError(403, 'suspended', suspensionMessage(record));
}

/** Creates, finds, renews and ends sessions; any sign-in flow (e-mail, OAuth) ends here. */
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly now: () => number = Date.now,
    /** Flags members named administrators by configuration on their next request. */
    private readonly admins?: AdminGrants,
  ) {}

  /**
   * Starts a new session for a user and answers its token (shown once, stored hashed). Every
   * way of signing in ends here, so a suspended member is refused here, told until when and why.
   */
  async create(userId: number, userAgent: string | undefined): Promise<string> {
    const now = this.now();
    const suspension = await this.sessions.suspensionOf(userId);
    if (suspension?.suspension_reason != null) {
      const record = { reason: suspension.suspension_reason, untilMs: suspension.suspended_until };
      if (isSuspended(record, now)) throw suspendedError({ ...record, reason: record.reason });
    }
    const token = newToken();
    await this.sessions.deleteExpiredForUser(userId, now);
    await this.sessions.insert({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: now + SESSION_TTL_MS,
      user_agent: userAgent ? userAgent.slice(0, 256) : null,
    });
    return token;
  }

  /**
   * The session of a token, renewing its sliding expiry; null when unknown or expired. A
   * session begun before its member's latest suspension has ended: while the suspension holds
   * it answers why (so a write can say so), and once it is over it is deleted.
   */
  async resolve(token: string): Promise<ResolvedSession | SuspendedSession | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const tokenHash = hashToken(token);
    const now = this.now();
    const row = await this.sessions.findLive(tokenHash, now);
    if (!row) return null;
    if (row.suspended_at !== null && row.session_created_at <= row.suspended_at) {
      const record = { reason: row.suspension_reason, untilMs: row.suspended_until };
      if (record.reason !== null && isSuspended(record, now)) {
        return { suspended: { reason: record.reason, untilMs: record.untilMs } };
      }
      await this.sessions.delete(tokenHash);
      return null;
    }
    const renewed = now - row.last_seen_at >= TOUCH_INTERVAL_MS;
    if (renewed) await this.sessions.touch(tokenHash, now, now + SESSION_TTL_MS);
    const member = this.admins ? await this.admins.apply(row) : row;
    return { user: toCurrentUser(member), tokenHash, renewed };
  }

  /** Ends one session (logout). */
  end(tokenHash: string): Promise<void> {
    return this.sessions.delete(tokenHash);
  }

  /** Ends all sessions of a user, or all but the one kept. */
  endAllFor(userId: number, keepTokenHash?: string): Promise<void> {
    return this.sessions.deleteForUser(userId, keepTokenHash);
  }
}
