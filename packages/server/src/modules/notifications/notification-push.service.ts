import crypto from 'node:crypto';
import {
  defaultPushChoices,
  NOTIFICATION_KINDS,
  pushMessage,
  type CurrentUser,
  type NotificationPushChoices,
  type NotificationPushSettingsBody,
  type PushKeyAnswer,
  type PushSubscriptionAnswer,
  type PushSubscriptionBody,
} from '@vantage/shared';
import type { PushSender } from '../../adapters/web-push/push-sender';
import { badRequest } from '../../lib/errors';
import type { WarnLog } from '../../lib/log';
import { requireUser } from '../../lib/permissions';
import { checkPostUrl, SafeFetchError } from '../../lib/safe-fetch';
import { storedKind, storedText } from './notification-words';
import type {
  NotificationPushRepository,
  PushedNotificationRow,
  PushSubscriptionRow,
} from './notification-push.repository';

/** Most notifications one event pushes to a member at once; a burst beyond waits in the bell. */
export const PUSH_BURST_MAX = 3;
/**
 * How far back a push reaches: notifications are pushed just after they are stored, so one
 * older than this came while the member had no browser subscribed, and is not news any more.
 */
const PUSH_REACH_MS = 60_000;

/** What the push service needs from outside its module. */
export interface NotificationPushDeps {
  repository: NotificationPushRepository;
  sender: PushSender;
  /** The VAPID public key browsers subscribe with. */
  publicKey: () => Promise<string>;
  /** Hosts an endpoint may name although private or plain http (tests' fake push service). */
  allowHosts: readonly string[];
  log: WarnLog;
  now?: () => number;
}

/**
 * Web push of notifications: the browsers each member turned it on in, their choice per kind
 * (on or off), and the push of new notifications to every browser of the member, by the
 * rules of mail: only confirmed addresses, never while suspended.
 */
export class NotificationPushService {
  private readonly now: () => number;

  constructor(private readonly deps: NotificationPushDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** The VAPID public key, for `pushManager.subscribe`. */
  async key(): Promise<PushKeyAnswer> {
    return { publicKey: await this.deps.publicKey() };
  }

  /** Keeps a browser's subscription for the member. */
  async subscribe(
    actor: CurrentUser | null,
    body: PushSubscriptionBody,
  ): Promise<PushSubscriptionAnswer> {
    const user = requireUser(actor);
    this.checkEndpoint(body.endpoint);
    if (!isP256Point(body.keys.p256dh)) {
      throw badRequest('keys.p256dh', 'is not a point of the P-256 curve');
    }
    await this.deps.repository.saveSubscription(
      user.id,
      { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
      this.now(),
    );
    return { subscribed: true };
  }

  /** Forgets the member's subscription of `endpoint` (none is no error). */
  async unsubscribe(actor: CurrentUser | null, endpoint: string): Promise<PushSubscriptionAnswer> {
    const user = requireUser(actor);
    await this.deps.repository.deleteSubscription(user.id, endpoint);
    return { subscribed: false };
  }

  /** The member's choices, the defaults where they made none. */
  async settings(actor: CurrentUser | null): Promise<NotificationPushChoices> {
    const user = requireUser(actor);
    return this.choicesOf(user.id);
  }

  /** Changes the member's choices for the kinds given. */
  async update(
    actor: CurrentUser | null,
    body: NotificationPushSettingsBody,
  ): Promise<NotificationPushChoices> {
    const user = requireUser(actor);
    const changes = NOTIFICATION_KINDS.flatMap((kind) => {
      const on = body[kind];
      return on === undefined ? [] : [[kind, on] as const];
    });
    await this.deps.repository.setChoices(user.id, changes);
    return this.settings(actor);
  }

  /**
   * Pushes each member of `userIds` their new notifications of the kinds they chose, to every
   * browser they subscribed; a failure is logged (never the endpoint, which is a secret of the
   * browser's) and never thrown.
   */
  async pushCreated(userIds: readonly number[]): Promise<void> {
    await Promise.all(
      userIds.map(async (userId) => {
        try {
          await this.pushNew(userId);
        } catch (error) {
          this.deps.log.warn({ err: error, userId }, 'a notification push failed');
        }
      }),
    );
  }

  private async pushNew(userId: number): Promise<void> {
    const { repository } = this.deps;
    const now = this.now();
    const subscriptions = await repository.subscriptionsOf(userId);
    if (subscriptions.length === 0) return;
    if (!(await repository.pushable(userId, now))) return;
    const last = await repository.pushedId(userId);
    const rows = await repository.unreadAfter(
      userId,
      last ?? 0,
      now - PUSH_REACH_MS,
      PUSH_BURST_MAX,
    );
    if (rows.length === 0) return;
    if (!(await repository.claim(userId, last, rows[rows.length - 1]!.id))) return;
    const choices = await this.choicesOf(userId);
    const wanted = rows.filter((row) => choices[storedKind(row.kind)]);
    for (const row of wanted) {
      const payload = JSON.stringify(messageOf(row));
      await Promise.all(subscriptions.map((target) => this.pushTo(userId, target, payload)));
    }
  }

  private async pushTo(userId: number, target: PushSubscriptionRow, payload: string) {
    const outcome = await this.deps.sender.send(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
    );
    // Only the push service's host is logged: the endpoint's path names the browser.
    const service = new URL(target.endpoint).host;
    switch (outcome.result) {
      case 'sent':
        return;
      case 'gone':
        await this.deps.repository.dropEndpoint(target.endpoint);
        return;
      case 'failed':
        this.deps.log.warn(
          { userId, service, reason: outcome.reason },
          'a push service refused a notification',
        );
    }
  }

  /** An endpoint the server may POST to: https on a public address (400 naming it else). */
  private checkEndpoint(endpoint: string): void {
    try {
      checkPostUrl(endpoint, { allowHosts: this.deps.allowHosts });
    } catch (error) {
      if (error instanceof SafeFetchError) throw badRequest('endpoint', error.message);
      throw error;
    }
  }

  private async choicesOf(userId: number): Promise<NotificationPushChoices> {
    const choices = defaultPushChoices();
    for (const row of await this.deps.repository.choicesOf([userId])) {
      if ((NOTIFICATION_KINDS as readonly string[]).includes(row.kind)) {
        choices[row.kind as keyof NotificationPushChoices] = row.enabled === 1;
      }
    }
    return choices;
  }
}

/** The push message of a stored notification. */
function messageOf(row: PushedNotificationRow) {
  return pushMessage(storedKind(row.kind), row.subject, storedText(row), row.link);
}

/** Whether `p256dh` (base64url) is an uncompressed point on the P-256 curve. */
function isP256Point(p256dh: string): boolean {
  const bytes = Buffer.from(p256dh, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    crypto.createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: bytes.subarray(1, 33).toString('base64url'),
        y: bytes.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}
