import {
  GuideNameParams,
  GuideRepliesAnswer,
  GuideReply,
  GuideReplyBody,
  GuideReplyParams,
  OkAnswer,
} from '@vantage/shared';
import { cacheControl } from '../../lib/cache-control';
import { documentedAs } from '../../lib/route-docs';
import { signedInOnly } from '../../lib/session-http';
import { zodRoutes } from '../../lib/zod-app';
import type { GuideReplyService } from './guide-reply.service';

const doc = documentedAs(['guides']);

/** HTTP for members' replies to guides. */
export function guideReplyRoutes(replies: GuideReplyService) {
  return zodRoutes((app) => {
    app.get(
      '/guide/:name/replies',
      doc(
        "A guide's replies, oldest first (held and hidden ones only for their author and moderators)",
        { params: GuideNameParams, response: { 200: GuideRepliesAnswer }, errors: [404] },
        // Each viewer sees their own held replies: nothing shared may keep the answer.
        cacheControl('private, no-store'),
      ),
      (request) => replies.list(request.params.name, request.user),
    );

    app.post(
      '/guide/:name/replies',
      doc(
        'Replies to a guide (confirmed members, 5 a minute and 30 an hour); a new member’s reply with links is held for review',
        {
          params: GuideNameParams,
          body: GuideReplyBody,
          response: { 200: GuideReply },
          errors: [401, 404, 429],
        },
        signedInOnly,
      ),
      (request) => replies.create(request.params.name, request.body.text, request.user),
    );

    app.put(
      '/guide/replies/:id',
      doc(
        'Edits a reply (its author only)',
        {
          params: GuideReplyParams,
          body: GuideReplyBody,
          response: { 200: GuideReply },
          errors: [401, 404, 429],
        },
        signedInOnly,
      ),
      (request) => replies.edit(request.params.id, request.body.text, request.user),
    );

    app.delete(
      '/guide/replies/:id',
      doc(
        'Deletes a reply (its author or a moderator)',
        { params: GuideReplyParams, response: { 200: OkAnswer }, errors: [401, 404] },
        signedInOnly,
      ),
      (request) => replies.delete(request.params.id, request.user),
    );
  });
}
