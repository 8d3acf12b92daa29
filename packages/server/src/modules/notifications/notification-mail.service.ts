import {
  DAILY_DIGEST_MS,
  defaultMailChoices,
  INSTANT_MAIL_GAP_MS,
  NOTIFICATION_KINDS,
  nextInstantMailAt,
  profilePath,
  WEEKLY_DIGEST_MS,
  type CurrentUser,
  type NotificationMailChoice,
  type NotificationMailChoices,
  type NotificationMailSettingsBody,
} from '@vantage/shared';
import type { Mailer } from '../../adapters/mail/mailer';
import type { WarnLog } from '../../lib/log';
import { requireUser } from '../../lib/permissions';
import { digestMail, instantMail, type NotificationMailContext } from './notification-mails';
import type {
  DigestPeriod,
  MailedNotificationRow,
  MailRecipient,
  NotificationMailRepository,
} from './notification-mail.repository';

/** Members a digest run reads at once: the run never holds more than one page of them. */
export const DIGEST_PAGE_SIZE = 500;
const SPAN_MS: Record<DigestPeriod, number> = { daily: DAILY_DIGEST_MS, weekly: WEEKLY_DIGEST_MS };

/** What the mail service needs from outside its module. */
export interface NotificationMailDeps {
  repository: NotificationMailRepository;
  mailer: Mailer;
  log: WarnLog;
  siteName: string;
  /** The site's public origin, for the links in mails. */
  origin: string;
  /** The member's signed unsubscribe link (the users module signs it). */
  unsubscribeLink: (origin: string, userId: number) => Promise<string>;
  /** Shortest time between two "as it happens" mails to one member. */
  gapMs?: number;
  now?: () => number;
}

/** What one digest run sent. */
export interface DigestCounts {
  members: number;
  mails: number;
}

/**
 * Notification mails: each member's choice per kind (off, as it happens, daily or weekly
 * digest), the "as it happens" mail with its gap, and the digests. Only members with a
 * confirmed address and `emailNews` on who are not suspended are mailed.
 */
export class NotificationMailService {
  private readonly now: () => number;

  constructor(private readonly deps: NotificationMailDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** The member's choices, the defaults where they made none. */
  async settings(actor: CurrentUser | null): Promise<NotificationMailChoices> {
    const user = requireUser(actor);
    return (await this.choicesOf([user.id])).get(user.id)!;
  }

  /** Changes the member's choices for the kinds given. */
  async update(
    actor: CurrentUser | null,
    body: NotificationMailSettingsBody,
  ): Promise<NotificationMailChoices> {
    const user = requireUser(actor);
    const changes = NOTIFICATION_KINDS.flatMap((kind) => {
      const choice = body[kind];
      return choice === undefined ? [] : [[kind, choice] as const];
    });
    await this.deps.repository.setChoices(user.id, changes);
    return this.settings(actor);
  }

  /**
   * Mails each member of `userIds` their new notifications of the kinds they want as they
   * happen: at once after a quiet spell, else held until the gap has passed.
   */
  async mailCreated(userIds: readonly number[], now = this.now()): Promise<void> {
    // In order of id, so whoever watches the outbox knows who was handled before whom.
    for (const userId of [...userIds].sort((a, b) => a - b)) {
      try {
        await this.mailInstant(userId, now);
      } catch (error) {
        this.deps.log.warn({ err: error, userId }, 'a notification mail failed');
      }
    }
  }

  /** Sends the held-back "as it happens" mails that are due by `now`; how many went. */
  async sendDue(now = this.now()): Promise<number> {
    let sent = 0;
    let afterId = 0;
    for (;;) {
      const userIds = await this.deps.repository.dueInstant(now, afterId, DIGEST_PAGE_SIZE);
      for (const userId of userIds) {
        try {
          if (await this.mailInstant(userId, now)) sent++;
          // Nothing left to send (read meanwhile, or mail turned off): nothing waits any more.
          else await this.deps.repository.dropDue(userId, now);
        } catch (error) {
          this.deps.log.warn({ err: error, userId }, 'a notification mail failed');
        }
      }
      if (userIds.length < DIGEST_PAGE_SIZE) return sent;
      afterId = userIds[userIds.length - 1]!;
    }
  }

  /**
   * Sends the `period` digests due by `now`, a page of members at a time: each lists the
   * unread notifications of the kinds the member wants in it that came since their last
   * digest's span; a member with nothing new gets no mail, and the span moves on either way.
   * Each page's members are taken before they are mailed, so two processes never both send.
   */
  async sendDigests(period: DigestPeriod, now = this.now()): Promise<DigestCounts> {
    const counts: DigestCounts = { members: 0, mails: 0 };
    const dueBy = now - SPAN_MS[period];
    let afterId = 0;
    for (;;) {
      const page = await this.deps.repository.digestPage(
        period,
        now,
        dueBy,
        afterId,
        DIGEST_PAGE_SIZE,
      );
      if (page.length === 0) return counts;
      const taken = await this.deps.repository.claimDigest(
        period,
        page.map((member) => member.id),
        dueBy,
        now,
      );
      const mine = page.filter((member) => taken.has(member.id));
      counts.members += mine.length;
      if (mine.length > 0) counts.mails += await this.digestPage(period, mine, now);
      if (page.length < DIGEST_PAGE_SIZE) return counts;
      afterId = page[page.length - 1]!.id;
    }
  }

  private async digestPage(
    period: DigestPeriod,
    page: readonly (MailRecipient & { until: number | null })[],
    now: number,
  ): Promise<number> {
    const choices = await this.choicesOf(page.map((member) => member.id));
    const wanted = new Map(
      page.map((member) => [member.id, kindsChosen(choices.get(member.id)!, period)]),
    );
    const since = Math.min(...page.map((member) => member.until ?? 0));
    const kinds = [...new Set([...wanted.values()].flat())];
    const rows = await this.deps.repository.unreadSince(
      page.map((member) => member.id),
      kinds,
      since,
    );
    const byMember = new Map<number, MailedNotificationRow[]>();
    for (const row of rows) {
      const list = byMember.get(row.user_id);
      if (list) list.push(row);
      else byMember.set(row.user_id, [row]);
    }
    let mails = 0;
    for (const member of page) {
      const items = (byMember.get(member.id) ?? []).filter(
        (row) =>
          Number(row.created_at) > (member.until ?? 0) &&
          Number(row.created_at) <= now &&
          wanted.get(member.id)!.includes(row.kind),
      );
      if (items.length === 0) continue;
      try {
        await this.deps.mailer.send(
          digestMail(await this.context(member), member.email, period, items),
        );
        mails++;
      } catch (error) {
        this.deps.log.warn({ err: error, userId: member.id }, 'a digest mail failed');
      }
    }
    return mails;
  }

  /** Mails the member now when their gap allows, else holds it; whether a mail went. */
  private async mailInstant(userId: number, now: number): Promise<boolean> {
    const { repository } = this.deps;
    const recipient = await repository.recipient(userId, now);
    if (!recipient) return false;
    const kinds = kindsChosen((await this.choicesOf([userId])).get(userId)!, 'instant');
    if (kinds.length === 0) return false;
    const last = await repository.instantSentAt(userId);
    const nextAt = nextInstantMailAt(last, now, this.deps.gapMs);
    // The first mail covers what came within one gap before it; later ones, since the last.
    const since = last ?? now - INSTANT_MAIL_GAP_MS;
    const items = await repository.unreadSince([userId], kinds, since);
    if (items.length === 0) return false;
    if (nextAt > now) {
      await repository.holdInstant(userId, nextAt);
      return false;
    }
    if (!(await repository.claimInstant(userId, last, now))) return false;
    await this.deps.mailer.send(instantMail(await this.context(recipient), recipient.email, items));
    return true;
  }

  private async context(member: MailRecipient): Promise<NotificationMailContext> {
    const { origin, siteName } = this.deps;
    return {
      siteName,
      origin,
      settingsUrl: `${origin}${profilePath(member, 'settings')}`,
      unsubscribeUrl: await this.deps.unsubscribeLink(origin, member.id),
    };
  }

  private async choicesOf(userIds: readonly number[]) {
    const rows = await this.deps.repository.choicesOf(userIds);
    const byUser = new Map<number, NotificationMailChoices>();
    for (const userId of userIds) {
      byUser.set(userId, defaultMailChoices());
    }
    for (const row of rows) {
      const choices = byUser.get(row.user_id);
      if (choices && (NOTIFICATION_KINDS as readonly string[]).includes(row.kind)) {
        choices[row.kind as keyof NotificationMailChoices] = row.choice as NotificationMailChoice;
      }
    }
    return byUser;
  }
}

/** The kinds the member wants mailed the way given. */
function kindsChosen(choices: NotificationMailChoices, how: NotificationMailChoice): string[] {
  return NOTIFICATION_KINDS.filter((kind) => choices[kind] === how);
}
