/**
 * Replies to a guide: who writes, edits and deletes them, how their text is cleaned, and where
 * they are on the guide's page. The server decides with these rules; the web app shows its
 * controls with the same ones.
 */
import { actsAsMember, isOwner, type AccountAddress, type Actor } from './access.js';
import { canModerate, type ModerationActor } from './moderation/moderation-rules.js';

/** Longest reply, in characters (a reply is shorter than a spot's description). */
export const GUIDE_REPLY_MAX = 5_000;

/** The anchor of a guide page's replies section. */
export const GUIDE_REPLIES_ANCHOR = 'replies';

/** The anchor of one reply on its guide's page. */
export function guideReplyAnchor(replyId: number): string {
  return `reply-${replyId}`;
}

/** The address of one reply: its guide's page, scrolled to it. */
export function guideReplyPath(perma: string, replyId: number): string {
  return `/guide/${encodeURIComponent(perma)}#${guideReplyAnchor(replyId)}`;
}

/** A reply as the rules read it: the id of the member who wrote it (null once they left). */
export interface AuthoredReply {
  authorId: number | null;
}

/** Any member who acts as one (a confirmed account) replies to the guides they can read. */
export function canReplyToGuide(
  actor: (Actor & AccountAddress) | null | undefined,
): actor is Actor & AccountAddress {
  return actor != null && actsAsMember(actor);
}

/** A reply is edited by its author alone. */
export function canEditGuideReply(actor: Actor | null | undefined, reply: AuthoredReply): boolean {
  return isOwner(actor, reply.authorId);
}

/** A reply is deleted by its author, or by a moderator. */
export function canDeleteGuideReply(
  actor: ModerationActor | null | undefined,
  reply: AuthoredReply,
): boolean {
  return isOwner(actor, reply.authorId) || canModerate(actor);
}

/** Scripts, event handlers and script URLs have no place in a reply. */
const SCRIPT = /<\s*\/?\s*script|javascript\s*:|vbscript\s*:|\bon[a-z]+\s*=\s*["']?/i;

/** A reply's text as it is kept, or why it is refused. */
export type CleanedReply = { ok: true; text: string } | { ok: false; message: string };

/**
 * A reply's text as kept: line breaks made plain, control characters dropped, trimmed. It is
 * kept as written otherwise (Markdown), and rendered through the site's one sanitizer; text
 * that tries to run scripts is refused outright.
 */
export function cleanReplyText(raw: string): CleanedReply {
  const text = raw
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim();
  if (text === '') return { ok: false, message: 'must not be empty' };
  if (text.length > GUIDE_REPLY_MAX) {
    return { ok: false, message: `must be at most ${GUIDE_REPLY_MAX} characters` };
  }
  if (SCRIPT.test(text)) {
    return {
      ok: false,
      message:
        'must not contain scripts (<script> tags or javascript: links); write plain text with **bold**, *italic*, lists and http(s):// links',
    };
  }
  return { ok: true, text };
}
