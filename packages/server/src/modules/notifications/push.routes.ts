import {
  NotificationPushSettings,
  NotificationPushSettingsBody,
  PushKeyAnswer,
  PushSubscriptionAnswer,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '@vantage/shared';
import { documentedAs } from '../../lib/route-docs';
import { signedInOnly } from '../../lib/session-http';
import { zodRoutes } from '../../lib/zod-app';
import type { NotificationPushService } from './notification-push.service';

const doc = documentedAs(['notifications']);

/** HTTP for web push: the server's key, a browser's subscription, and the member's choices. */
export function pushRoutes(pushes: NotificationPushService) {
  return zodRoutes((app) => {
    app.get(
      '/push/key',
      doc('The VAPID public key browsers subscribe to web push with (`applicationServerKey`)', {
        response: { 200: PushKeyAnswer },
      }),
      () => pushes.key(),
    );
    app.post(
      '/push/subscriptions',
      doc(
        "Keeps this browser's push subscription (its `PushSubscription.toJSON()`): the member's notifications of the kinds they chose are pushed to it",
        {
          body: PushSubscriptionBody,
          response: { 200: PushSubscriptionAnswer },
          errors: [401],
        },
        signedInOnly,
      ),
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return pushes.subscribe(request.user, request.body);
      },
    );
    app.delete(
      '/push/subscriptions',
      doc(
        "Forgets one of the member's push subscriptions, by its endpoint",
        { body: PushUnsubscribeBody, response: { 200: PushSubscriptionAnswer }, errors: [401] },
        signedInOnly,
      ),
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return pushes.unsubscribe(request.user, request.body.endpoint);
      },
    );
    app.get(
      '/notifications/push',
      doc(
        'Which kinds of notification are pushed to the member’s browsers (true) or not (false)',
        { response: { 200: NotificationPushSettings }, errors: [401] },
        signedInOnly,
      ),
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return pushes.settings(request.user);
      },
    );
    app.post(
      '/notifications/push',
      doc(
        'Changes which kinds of notification are pushed, for the kinds given; the others stay',
        {
          body: NotificationPushSettingsBody,
          response: { 200: NotificationPushSettings },
          errors: [401],
        },
        signedInOnly,
      ),
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return pushes.update(request.user, request.body);
      },
    );
  });
}
