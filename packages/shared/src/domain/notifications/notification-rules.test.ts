import { describe, expect, it } from 'vitest';
import {
  bellCount,
  bellLabel,
  gathersWithUnread,
  notificationText,
  timeAgo,
} from './notification-rules';
import { reportOutcomeOf } from '../moderation/moderation-rules';

describe('notification texts', () => {
  it('names who replied to a guide, and counts gathered replies', () => {
    const reply = { kind: 'guideReply', title: 'Dolomites in autumn' } as const;
    expect(notificationText({ ...reply, count: 1, actor: 'Lena Hofer', replyTo: 'author' })).toBe(
      'Lena Hofer replied to your guide “Dolomites in autumn”',
    );
    expect(notificationText({ ...reply, count: 3, actor: 'Lena Hofer', replyTo: 'author' })).toBe(
      '3 replies to your guide “Dolomites in autumn”',
    );
    expect(notificationText({ ...reply, count: 1, actor: 'Ana', replyTo: 'replier' })).toBe(
      'Ana also replied to the guide “Dolomites in autumn”',
    );
    expect(notificationText({ ...reply, count: 2, replyTo: 'replier' })).toBe(
      '2 more replies to the guide “Dolomites in autumn”',
    );
    expect(notificationText({ ...reply, count: 1 })).toBe(
      'A member replied to your guide “Dolomites in autumn”',
    );
    expect(gathersWithUnread('guideReply')).toBe(true);
  });

  it('tells one vote and many votes apart', () => {
    expect(notificationText({ kind: 'photoVoted', count: 1, title: 'Seceda' })).toBe(
      'A vote on your photo at “Seceda”',
    );
    expect(notificationText({ kind: 'photoVoted', count: 12, title: 'Seceda' })).toBe(
      '12 votes on your photo at “Seceda”',
    );
    expect(notificationText({ kind: 'descriptionVoted', count: 3, title: 'Mesa Arch' })).toBe(
      '3 votes on your description of “Mesa Arch”',
    );
  });

  it('names the decided proposal by its kind', () => {
    expect(
      notificationText({ kind: 'proposalApplied', count: 1, title: 'Seceda', proposal: 'title' }),
    ).toBe('Your title proposal for “Seceda” was applied');
    expect(
      notificationText({
        kind: 'proposalRejected',
        count: 1,
        title: 'Seceda',
        proposal: 'location',
      }),
    ).toBe('Your position proposal for “Seceda” was rejected');
    expect(
      notificationText({ kind: 'proposalApplied', count: 1, title: 'X', proposal: 'unknown' }),
    ).toBe('Your change proposal for “X” was applied');
  });

  it('says what changed at a followed spot, a moved photo and an earned badge', () => {
    expect(notificationText({ kind: 'spotChanged', count: 1, title: 'Seceda' })).toBe(
      '“Seceda”, which you follow, was changed',
    );
    expect(notificationText({ kind: 'spotChanged', count: 4, title: 'Seceda' })).toBe(
      '4 changes at “Seceda”, which you follow',
    );
    expect(notificationText({ kind: 'newPhoto', count: 2, title: 'Seceda' })).toBe(
      '2 new photos at “Seceda”, which you follow',
    );
    expect(notificationText({ kind: 'photoMoved', count: 1, title: 'Seceda' })).toBe(
      'Your photo was moved to “Seceda”',
    );
    expect(
      notificationText({ kind: 'badgeEarned', count: 1, title: 'Scout', tier: 'bronze' }),
    ).toBe('You earned the Bronze badge “Scout”');
  });
});

describe('decided reports', () => {
  it('tells the reporter how their report ended, naming the item but never the decision’s maker', () => {
    expect(
      notificationText({
        kind: 'reportDecided',
        count: 1,
        title: 'Misty pier',
        report: 'photo',
        outcome: 'noAction',
      }),
    ).toBe('Your report of the photo “Misty pier” was reviewed: no action was needed');
    expect(
      notificationText({
        kind: 'reportDecided',
        count: 1,
        title: 'Misty pier',
        report: 'photo',
        outcome: 'removed',
      }),
    ).toBe('Your report of the photo “Misty pier” was reviewed: the photo was removed');
    expect(
      notificationText({
        kind: 'reportDecided',
        count: 1,
        title: 'Seceda',
        report: 'description',
        outcome: 'removed',
      }),
    ).toBe('Your report of the description of “Seceda” was reviewed: the description was removed');
    // A warning or a suspension is the author's own business: only that action was taken.
    expect(
      notificationText({
        kind: 'reportDecided',
        count: 1,
        title: 'Ann Example',
        report: 'member',
        outcome: 'actionTaken',
      }),
    ).toBe('Your report of the member “Ann Example” was reviewed: the moderators took action');
    expect(
      notificationText({
        kind: 'reportDecided',
        count: 1,
        title: 'X',
        report: null,
        outcome: null,
      }),
    ).toBe('Your report of “X” was reviewed');
  });

  it('maps each moderator action to what the reporter hears', () => {
    expect(reportOutcomeOf('dismiss')).toBe('noAction');
    expect(reportOutcomeOf('hide')).toBe('removed');
    expect(reportOutcomeOf('delete')).toBe('removed');
    expect(reportOutcomeOf('warn')).toBe('actionTaken');
    expect(reportOutcomeOf('suspend')).toBe('actionTaken');
  });
});

describe('gathering', () => {
  it('gathers votes and followed changes, never decisions or badges', () => {
    expect(gathersWithUnread('photoVoted')).toBe(true);
    expect(gathersWithUnread('descriptionVoted')).toBe(true);
    expect(gathersWithUnread('spotChanged')).toBe(true);
    expect(gathersWithUnread('newPhoto')).toBe(true);
    expect(gathersWithUnread('proposalApplied')).toBe(false);
    expect(gathersWithUnread('proposalRejected')).toBe(false);
    expect(gathersWithUnread('badgeEarned')).toBe(false);
    expect(gathersWithUnread('photoMoved')).toBe(false);
    expect(gathersWithUnread('reportDecided')).toBe(false);
  });
});

describe('the bell', () => {
  it('says how many are unread', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    // What it shows and what it says agree.
    expect(bellLabel(120)).toBe('Notifications, 99+ unread');
    expect(bellCount(0)).toBeNull();
    expect(bellCount(120)).toBe('99+');
  });
});

describe('timeAgo', () => {
  const now = Date.UTC(2026, 5, 1, 12);
  it('says how long ago, in the largest unit that fits', () => {
    expect(timeAgo(now - 10_000, now)).toBe('just now');
    expect(timeAgo(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(timeAgo(now - 3_600_000, now)).toBe('1 hour ago');
    expect(timeAgo(now - 5 * 3_600_000, now)).toBe('5 hours ago');
    expect(timeAgo(now - 30 * 3_600_000, now)).toBe('yesterday');
    expect(timeAgo(now - 3 * 86_400_000, now)).toBe('3 days ago');
    expect(timeAgo(Date.UTC(2026, 0, 2), now)).toBe('2026-01-02');
    // A clock a little behind the server's is not "in the future".
    expect(timeAgo(now + 5_000, now)).toBe('just now');
  });
});
