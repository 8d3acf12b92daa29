import { z } from 'zod';
import { filledText, IdParam, UserRef } from './common.js';
import { GUIDE_REPLY_MAX } from '../domain/guide-replies.js';

/** A reply to a guide, as its page lists it. The text is Markdown, rendered by the sanitizer. */
export const GuideReply = z.object({
  id: z.number().int(),
  guideId: z.number().int(),
  text: z.string(),
  /** When it was written, ISO 8601. */
  created: z.string(),
  /** When its author last edited it, ISO 8601; null when never. */
  edited: z.string().nullable(),
  /** Its author; null once their account was deleted. */
  user: UserRef.nullable(),
  /** Held for a moderator's review: shown to its author and moderators alone. */
  held: z.boolean().optional(),
  /** Hidden by moderation: shown to its author and moderators alone. */
  hidden: z.boolean().optional(),
});
export type GuideReply = z.infer<typeof GuideReply>;

/** `GET /api/guide/{name}/replies`: the replies the viewer may see, oldest first. */
export const GuideRepliesAnswer = z.object({ replies: z.array(GuideReply) });
export type GuideRepliesAnswer = z.infer<typeof GuideRepliesAnswer>;

/** `POST /api/guide/{name}/replies` and `PUT /api/guide/replies/{id}`: the reply's text. */
export const GuideReplyBody = z.object({
  text: filledText(GUIDE_REPLY_MAX, { error: 'must be text' }),
});
export type GuideReplyBody = z.infer<typeof GuideReplyBody>;

/** Path parameters of `/guide/replies/{id}`. */
export const GuideReplyParams = z.object({ id: IdParam });
export type GuideReplyParams = z.infer<typeof GuideReplyParams>;
