import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../domain/notifications/notification-rules.js';

/** Longest push endpoint accepted: push services' addresses are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 2048;

/** `GET /push/key`: the server's VAPID public key, the `applicationServerKey` to subscribe with. */
export const PushKeyAnswer = z.object({
  /** An uncompressed P-256 point, base64url without padding. */
  publicKey: z.string(),
});
export type PushKeyAnswer = z.infer<typeof PushKeyAnswer>;

const Endpoint = z
  .string({ error: 'must be the push service’s https URL' })
  .max(PUSH_ENDPOINT_MAX, { error: `must be at most ${PUSH_ENDPOINT_MAX} characters` })
  .refine((text) => /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(text), {
    error: 'must be the push service’s https URL',
  });

/** `POST /push/subscriptions`: a browser's PushSubscription as its `toJSON()` gives it. */
export const PushSubscriptionBody = z.object({
  endpoint: Endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // 65 bytes: an uncompressed P-256 point, whose first byte 0x04 reads "B" in base64url.
    p256dh: z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, {
      error: 'must be an uncompressed P-256 public key in base64url',
    }),
    // 16 bytes of authentication secret.
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, {
      error: 'must be a 16-byte secret in base64url',
    }),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** `DELETE /push/subscriptions`: the subscription to forget, by its endpoint. */
export const PushUnsubscribeBody = z.object({ endpoint: Endpoint });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

/** Whether the device's subscription is kept after the call. */
export const PushSubscriptionAnswer = z.object({ subscribed: z.boolean() });
export type PushSubscriptionAnswer = z.infer<typeof PushSubscriptionAnswer>;

const pushShape = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, z.boolean({ error: 'must be true or false' })]),
) as { [K in (typeof NOTIFICATION_KINDS)[number]]: z.ZodBoolean };

/** `GET /notifications/push`: which kinds of notification the member's devices are pushed. */
export const NotificationPushSettings = z.object(pushShape);
export type NotificationPushSettings = z.infer<typeof NotificationPushSettings>;

/** `POST /notifications/push`: the kinds whose choice changes; the others stay. */
export const NotificationPushSettingsBody = z.strictObject(pushShape).partial();
export type NotificationPushSettingsBody = z.infer<typeof NotificationPushSettingsBody>;
