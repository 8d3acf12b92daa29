import {
  FollowAnswer,
  FollowBody,
  FollowIdParams,
  FollowTagParams,
  NotificationMailSettings,
  NotificationMailSettingsBody,
  NotificationParams,
  NotificationsAnswer,
  NotificationsQuery,
  UnreadAnswer,
} from '@vantage/shared';
import { requireUser } from '../../lib/permissions';
import { streamingFromNowOn } from '../../lib/load-shedding';
import { documentedAs } from '../../lib/route-docs';
import { signedInOnly } from '../../lib/session-http';
import { zodRoutes } from '../../lib/zod-app';
import type { FollowService } from './follow.service';
import type { NotificationMailService } from './notification-mail.service';
import type { NotificationStreams } from './notification-streams';
import type { NotificationService } from './notification.service';

const doc = documentedAs(['notifications']);

/** What the notifications' routes call. */
export interface NotificationRouteDeps {
  notifications: NotificationService;
  follows: FollowService;
  streams: NotificationStreams;
  mails: NotificationMailService;
}

/** HTTP for a member's notifications, their live stream, and following spots, tags and members. */
export function notificationRoutes({
  notifications,
  follows,
  streams,
  mails,
}: NotificationRouteDeps) {
  return zodRoutes((app) => {
    // One member's own list: never kept by a cache.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    // Open streams would hold the server's close: they end first, and the pages reconnect.
    app.addHook('preClose', (done) => {
      streams.closeAll();
      done();
    });

    app.get(
      '/notifications',
      doc(
        "The member's notifications, newest first, a page at a time, with the unread count",
        { querystring: NotificationsQuery, response: { 200: NotificationsAnswer }, errors: [401] },
        signedInOnly,
      ),
      (request) => notifications.list(request.user, request.query),
    );
    app.get(
      '/notifications/unread',
      doc(
        "How many of the member's notifications are unread",
        { response: { 200: UnreadAnswer }, errors: [401] },
        signedInOnly,
      ),
      (request) => notifications.unread(request.user),
    );
    app.post(
      '/notifications/read',
      doc(
        "Marks all the member's notifications read",
        { response: { 200: UnreadAnswer }, errors: [401] },
        signedInOnly,
      ),
      (request) => notifications.markAllRead(request.user),
    );
    app.post(
      '/notifications/:id/read',
      doc(
        'Marks one of the member’s notifications read (another member’s is not found)',
        { params: NotificationParams, response: { 200: UnreadAnswer }, errors: [401, 404] },
        signedInOnly,
      ),
      (request) => notifications.markRead(request.user, request.params.id),
    );
    app.get(
      '/notifications/mail',
      doc(
        'How the member is mailed of each kind of notification: off, as it happens (instant), or in the daily or weekly digest',
        { response: { 200: NotificationMailSettings }, errors: [401] },
        signedInOnly,
      ),
      (request) => mails.settings(request.user),
    );
    app.post(
      '/notifications/mail',
      doc(
        'Changes how the member is mailed of the kinds given; the others stay',
        {
          body: NotificationMailSettingsBody,
          response: { 200: NotificationMailSettings },
          errors: [401],
        },
        signedInOnly,
      ),
      (request) => mails.update(request.user, request.body),
    );
    app.get(
      '/notifications/stream',
      doc(
        'Server-Sent Events: an `unread` event with the unread count at once and whenever the member’s notifications change',
        { errors: [401], files: { 200: ['text/event-stream'] } },
        signedInOnly,
      ),
      async (request, reply) => {
        const user = requireUser(request.user);
        reply.hijack();
        streamingFromNowOn(reply);
        const raw = reply.raw;
        raw.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store',
          Connection: 'keep-alive',
          // A proxy in front (nginx) passes each event on at once.
          'X-Accel-Buffering': 'no',
        });
        // A page that lost its stream comes back within this many milliseconds.
        raw.write('retry: 2000\n\n');
        const close = await streams.add(user.id, {
          write: (chunk) => void raw.write(chunk),
          end: () => raw.end(),
        });
        request.raw.once('close', close);
      },
    );

    for (const type of ['spot', 'member'] as const) {
      app.get(
        `/follow/${type}/:key`,
        doc(
          `Whether the member follows the ${type} (told to them alone)`,
          { params: FollowIdParams, response: { 200: FollowAnswer }, errors: [401, 404] },
          signedInOnly,
        ),
        (request) => follows.state(request.user, type, request.params.key),
      );
      app.post(
        `/follow/${type}/:key`,
        doc(
          `Follows the ${type} (true) or stops following it (false): its changes and new photos come to the member's notifications`,
          {
            params: FollowIdParams,
            body: FollowBody,
            response: { 200: FollowAnswer },
            errors: [401, 404],
          },
          signedInOnly,
        ),
        (request) => follows.set(request.user, type, request.params.key, request.body.following),
      );
    }
    app.get(
      '/follow/tag/:key',
      doc(
        'Whether the member follows the tag, by its name (told to them alone)',
        { params: FollowTagParams, response: { 200: FollowAnswer }, errors: [401, 404] },
        signedInOnly,
      ),
      (request) => follows.state(request.user, 'tag', request.params.key),
    );
    app.post(
      '/follow/tag/:key',
      doc(
        "Follows the tag (true) or stops following it (false): changes and new photos at its spots come to the member's notifications",
        {
          params: FollowTagParams,
          body: FollowBody,
          response: { 200: FollowAnswer },
          errors: [401, 404],
        },
        signedInOnly,
      ),
      (request) => follows.set(request.user, 'tag', request.params.key, request.body.following),
    );
  });
}
