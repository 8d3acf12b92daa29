import { describe, expect, it } from 'vitest';
import {
  DIGEST_LINES_MAX,
  digestMail,
  digestSections,
  instantMail,
  listUnsubscribeHeaders,
  type MailedNotification,
} from './notification-mails';

const site = {
  siteName: 'Vantage',
  origin: 'https://vantage.test',
  settingsUrl: 'https://vantage.test/by/ann/settings',
  unsubscribeUrl: 'https://vantage.test/unsubscribe?u=4&sig=abcdefghijk',
};

const note = (kind: string, title: string, count = 1): MailedNotification => ({
  kind,
  count,
  title,
  link: `/l/${title}/1`,
  detail:
    kind === 'proposalApplied'
      ? JSON.stringify({ proposal: 'title' })
      : kind === 'reportDecided'
        ? JSON.stringify({ report: 'photo', outcome: 'removed' })
        : null,
});

describe('notification mails', () => {
  it('names the unsubscribe link and the one-click POST (RFC 8058)', () => {
    expect(listUnsubscribeHeaders(site.unsubscribeUrl)).toEqual({
      'List-Unsubscribe': '<https://vantage.test/unsubscribe?u=4&sig=abcdefghijk>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('groups a digest under headings in a fixed order, leaving out empty groups', () => {
    const sections = digestSections([
      note('newPhoto', 'Pier'),
      note('proposalApplied', 'Cliffs'),
      note('spotChanged', 'Dunes'),
      note('photoVoted', 'Bay', 3),
      note('reportDecided', 'Cove'),
    ]);
    expect(sections.map((section) => section.heading)).toEqual([
      'Your proposals',
      'Your reports',
      'Votes on your work',
      'What you follow',
    ]);
    expect(sections[3]!.items.map((item) => item.title)).toEqual(['Pier', 'Dunes']);
    expect(
      digestMail(
        site,
        'ann@example.com',
        'daily',
        sections.flatMap((section) => section.items),
      ).text,
    ).toContain('Your report of the photo “Cove” was reviewed: the photo was removed');
  });

  it('makes one notification the subject of its mail, and ends with the settings and the way out', () => {
    const mail = instantMail(site, 'ann@example.com', [note('proposalApplied', 'Cliffs')]);
    expect(mail.subject).toBe('Your title proposal for “Cliffs” was applied');
    expect(mail.text).toContain('https://vantage.test/l/Cliffs/1');
    const lines = mail.text.split('\n');
    expect(lines.at(-2)).toContain(site.settingsUrl);
    expect(lines.at(-1)).toContain(site.unsubscribeUrl);
    expect(mail.headers).toEqual(listUnsubscribeHeaders(site.unsubscribeUrl));
    const several = instantMail(site, 'ann@example.com', [
      note('newPhoto', 'A'),
      note('newPhoto', 'B'),
    ]);
    expect(several.subject).toBe('2 new notifications on Vantage');
  });

  it('lists at most its limit of lines in a digest and counts the rest', () => {
    const items = Array.from({ length: DIGEST_LINES_MAX + 7 }, (_, n) => note('newPhoto', `S${n}`));
    const mail = digestMail(site, 'ann@example.com', 'weekly', items);
    expect(mail.subject).toBe(
      `Your weekly Vantage digest: ${DIGEST_LINES_MAX + 7} new notifications`,
    );
    expect(mail.text).toContain('…and 7 more');
    expect(mail.text).not.toContain('“S0”');
    expect(mail.text).toContain(`“S${DIGEST_LINES_MAX + 6}”`);
  });
});
