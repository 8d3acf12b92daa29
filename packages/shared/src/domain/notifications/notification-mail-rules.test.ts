import { describe, expect, it } from 'vitest';
import {
  defaultMailChoice,
  defaultMailChoices,
  INSTANT_MAIL_GAP_MS,
  nextInstantMailAt,
} from './notification-mail-rules';
import { NotificationMailSettingsBody } from '../../schemas/notification-mail';

describe('notification mail rules', () => {
  it('mails no votes by default and puts the rest in the daily digest', () => {
    expect(defaultMailChoice('photoVoted')).toBe('off');
    expect(defaultMailChoice('descriptionVoted')).toBe('off');
    expect(defaultMailChoice('proposalApplied')).toBe('daily');
    expect(defaultMailChoice('newPhoto')).toBe('daily');
    expect(defaultMailChoice('reportDecided')).toBe('daily');
    expect(defaultMailChoice('guideReply')).toBe('daily');
    expect(Object.values(defaultMailChoices()).filter((choice) => choice === 'daily')).toHaveLength(
      8,
    );
  });

  it('sends the first mail at once and holds a burst until the gap has passed', () => {
    const now = 1_000_000_000;
    expect(nextInstantMailAt(null, now)).toBe(now);
    expect(nextInstantMailAt(now - INSTANT_MAIL_GAP_MS, now)).toBe(now);
    expect(nextInstantMailAt(now - 60_000, now)).toBe(now - 60_000 + INSTANT_MAIL_GAP_MS);
    expect(nextInstantMailAt(now - 60_000, now, 30_000)).toBe(now);
    expect(nextInstantMailAt(now - 1, now, 0)).toBe(now);
  });

  it('takes some kinds at a time and refuses unknown kinds and choices', () => {
    expect(NotificationMailSettingsBody.parse({ photoVoted: 'instant' })).toEqual({
      photoVoted: 'instant',
    });
    expect(NotificationMailSettingsBody.safeParse({ photoVoted: 'hourly' }).success).toBe(false);
    expect(NotificationMailSettingsBody.safeParse({ replies: 'daily' }).success).toBe(false);
  });
});
