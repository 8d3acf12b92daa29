import { UnsubscribeAnswer, UnsubscribeParams } from '@vantage/shared';
import { zodRoutes } from '../../lib/zod-app';
import type { UnsubscribeService } from './unsubscribe.service';

/**
 * `POST /unsubscribe?u=..&sig=..`: RFC 8058's one-click unsubscribe, which mail providers send
 * to the `List-Unsubscribe` link of a notification mail when the member presses their
 * Unsubscribe button: no cookie, no page, the signed link alone. It turns the member's e-mails
 * off (`emailNews`, which stops every notification mail too). A GET of the same link still
 * opens the unsubscribe page, which asks first.
 */
export function oneClickUnsubscribeRoutes(unsubscribe: UnsubscribeService) {
  return zodRoutes((app) => {
    // The body is `List-Unsubscribe=One-Click`, form-encoded or multipart; the link says all.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_r, _body, done) =>
        done(null, {}),
      );
    }
    app.post(
      '/unsubscribe',
      {
        schema: {
          hide: true,
          querystring: UnsubscribeParams,
          response: { 200: UnsubscribeAnswer },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return unsubscribe.unsubscribe(request.query.u, request.query.sig);
      },
    );
  });
}
