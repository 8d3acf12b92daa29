import { describe, expect, it } from 'vitest';
import {
  canDeleteGuideReply,
  canEditGuideReply,
  canReplyToGuide,
  cleanReplyText,
  GUIDE_REPLY_MAX,
  guideReplyPath,
} from './guide-replies';
import { MODERATOR_TIER } from './moderation/moderation-rules';

const member = { id: 7, admin: false, impact: 0, email: 'a@example.org', emailVerified: true };

describe('guide reply rules', () => {
  it('lets confirmed members reply, not visitors nor unconfirmed accounts', () => {
    expect(canReplyToGuide(member)).toBe(true);
    expect(canReplyToGuide(null)).toBe(false);
    expect(canReplyToGuide({ ...member, emailVerified: false })).toBe(false);
  });

  it('lets the author edit, and the author or a moderator delete', () => {
    expect(canEditGuideReply(member, { authorId: 7 })).toBe(true);
    expect(canEditGuideReply(member, { authorId: 8 })).toBe(false);
    expect(canEditGuideReply({ id: 1, admin: true }, { authorId: 8 })).toBe(false);
    expect(canDeleteGuideReply(member, { authorId: 7 })).toBe(true);
    expect(canDeleteGuideReply(member, { authorId: 8 })).toBe(false);
    expect(canDeleteGuideReply({ id: 2, admin: true, impact: 0 }, { authorId: 8 })).toBe(true);
    expect(
      canDeleteGuideReply(
        { id: 3, admin: false, impact: MODERATOR_TIER.minImpact },
        { authorId: null },
      ),
    ).toBe(true);
    expect(canDeleteGuideReply(null, { authorId: null })).toBe(false);
  });

  it('keeps the text as written, minus control characters, and refuses scripts', () => {
    expect(cleanReplyText('  Go **early**\r\nbefore nine\u0007 ')).toEqual({
      ok: true,
      text: 'Go **early**\nbefore nine',
    });
    expect(cleanReplyText(' \n ')).toEqual({ ok: false, message: 'must not be empty' });
    expect(cleanReplyText('<script>alert(1)</script>').ok).toBe(false);
    expect(cleanReplyText('[x](javascript:alert(1))').ok).toBe(false);
    expect(cleanReplyText('<img src=x onerror="alert(1)">').ok).toBe(false);
    expect(cleanReplyText('x'.repeat(GUIDE_REPLY_MAX + 1)).ok).toBe(false);
  });

  it('points at one reply on its guide page', () => {
    expect(guideReplyPath('dolomites in autumn', 12)).toBe(
      '/guide/dolomites%20in%20autumn#reply-12',
    );
  });
});
