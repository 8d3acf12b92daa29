/**
 * The new-member sandbox against link spam: which texts carry links, which members are new,
 * when a post is held for a moderator's review, and the daily limits on links and photos.
 */
import { isAdmin } from '../access.js';
import { TRUST_TIERS } from '../community/proposal-rules.js';
import { canModerate, type ModerationActor } from './moderation-rules.js';

/** The tier whose members are no longer new, whatever their count of public posts. */
export const SANDBOX_LEAVING_TIER = TRUST_TIERS[1]!;
/** A member with fewer public (approved) posts than this, below the Trusted tier, is new. */
export const NEW_MEMBER_PUBLIC_POSTS = 3;

/** One day, in milliseconds: the window of the daily limits. */
export const DAY_MS = 24 * 60 * 60_000;

/** Posts with links a member may write per day: new members fewer. */
export const DAILY_LINK_POSTS = { newMember: 5, member: 50 } as const;
/** Photo files a new member may upload per day (everyone keeps the hourly upload limit). */
export const NEW_MEMBER_DAILY_PHOTO_UPLOADS = 10;

/** What the author of a held post is told. */
export const HELD_FOR_REVIEW_MESSAGE =
  'Held for review: posts with links from new members are checked by a moderator first.';
/**
 * What a new member who puts links in their profile is told, after the field's name: a profile
 * is not held for review like a post, its links wait until the member is no longer new.
 */
export const PROFILE_LINKS_NEW_MEMBER_MESSAGE = `Links in your profile are allowed once you have ${NEW_MEMBER_PUBLIC_POSTS} public posts or more reputation.`;
/** What a member who lost the right to post links is told, after the field's name. */
export const LINKS_REVOKED_MESSAGE =
  'Links are not allowed for your account after posts were removed as spam.';

// Each pattern runs in time linear in the text (no nested or unbounded backtracking), since
// members' text is hostile input. Normalized text is matched: full-width and other
// compatibility forms (ｈｔｔｐ：／／) count too.
const MARKDOWN_LINK = /\]\(\s*[^)\s]/;
const MARKDOWN_REFERENCE = /^ {0,3}\[[^[\]\n]+\]:[ \t]*\S/m;
const AUTOLINK = /<[a-z][a-z0-9+.-]{1,31}:[^\s<>]+>/i;
const BARE_URL = /\b(?:https?|ftp):\/\/\S/i;
const WWW_ADDRESS = /\bwww\.[a-z0-9-]+\.[a-z0-9]/i;
const HTML_LINK = /<a\s[^>]{0,500}\bhref\s*=/i;

/**
 * Whether a member's text carries a link: a Markdown link (inline or by reference), an
 * autolink (`<https://…>`), an HTML link, a bare URL or a `www.` address.
 */
export function containsLink(text: string): boolean {
  // Zero-width characters would otherwise split a URL into harmless-looking parts.
  const plain = text.normalize('NFKC').replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '');
  return [MARKDOWN_LINK, MARKDOWN_REFERENCE, AUTOLINK, BARE_URL, WWW_ADDRESS, HTML_LINK].some(
    (pattern) => pattern.test(plain),
  );
}

/** Whether a member is still new: below the Trusted tier, with few public posts. */
export function isNewMember(actor: { impact: number }, publicPosts: number): boolean {
  return actor.impact < SANDBOX_LEAVING_TIER.minImpact && publicPosts < NEW_MEMBER_PUBLIC_POSTS;
}

/** Whether a post waits for a moderator: a new member's post with links. Moderators never wait. */
export function mustHoldPost(
  actor: ModerationActor,
  publicPosts: number,
  hasLinks: boolean,
): boolean {
  return hasLinks && !canModerate(actor) && isNewMember(actor, publicPosts);
}

/** How many posts with links the member may write per day. */
export function dailyLinkPostLimit(newMember: boolean): number {
  return newMember ? DAILY_LINK_POSTS.newMember : DAILY_LINK_POSTS.member;
}

/** Restoring a member's right to post links: administrators. */
export function canRestoreLinks(actor: ModerationActor | null | undefined): boolean {
  return isAdmin(actor);
}
