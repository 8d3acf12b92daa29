import { safePost, SafeFetchError } from '../../lib/safe-fetch';
import { webPush, type VapidKeys } from './vapid-keys';

/** Where a browser's push messages go, and the keys they are encrypted to. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How long a push service keeps a message for a browser that is offline. */
export const PUSH_TTL_S = 24 * 60 * 60;

/** What became of one push message. */
export type PushOutcome =
  | { result: 'sent' }
  /** The push service no longer knows the subscription (404/410): it is to be forgotten. */
  | { result: 'gone'; status: number }
  | { result: 'failed'; reason: string };

/** Sends web push messages (RFC 8030) to browsers' push services. */
export interface PushSender {
  send(target: PushTarget, payload: string, options?: { topic?: string }): Promise<PushOutcome>;
}

/** What the sender is built from. */
export interface WebPushSenderOptions {
  keys: () => Promise<VapidKeys>;
  /** `mailto:` or `https:`: whom a push service contacts about our messages. */
  subject: string;
  timeoutMs: number;
  /** Hosts a push may go to although private or plain http (tests' fake push service only). */
  allowHosts: readonly string[];
}

/**
 * Web push with the `web-push` library: it signs the VAPID JWT (RFC 8292) and encrypts the
 * payload with aes128gcm (RFC 8291); the request itself goes through `safePost`, since the
 * endpoint is a URL a member gave: public addresses on https only, no redirects, a deadline.
 * Any public push service is reached (FCM, Mozilla's autopush, Apple's, Microsoft's): an
 * allow-list of their hosts would silence the next browser's.
 */
export class WebPushSender implements PushSender {
  constructor(private readonly options: WebPushSenderOptions) {}

  async send(
    target: PushTarget,
    payload: string,
    { topic }: { topic?: string } = {},
  ): Promise<PushOutcome> {
    const [keys, library] = await Promise.all([this.options.keys(), webPush()]);
    const request = library.generateRequestDetails(target, payload, {
      vapidDetails: { subject: this.options.subject, ...keys },
      TTL: PUSH_TTL_S,
      contentEncoding: 'aes128gcm',
      ...(topic ? { topic } : {}),
    });
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    try {
      const { status } = await safePost(request.endpoint, {
        headers,
        body: request.body,
        timeoutMs: this.options.timeoutMs,
        allowHosts: this.options.allowHosts,
      });
      if (status === 404 || status === 410) return { result: 'gone', status };
      if (status >= 200 && status < 300) return { result: 'sent' };
      return { result: 'failed', reason: `answered ${status}` };
    } catch (error) {
      if (error instanceof SafeFetchError) return { result: 'failed', reason: error.message };
      throw error;
    }
  }
}
