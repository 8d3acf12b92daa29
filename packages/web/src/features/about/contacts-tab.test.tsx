import { describe, expect, it } from 'vitest';
import { contactRows } from './contacts-tab';

const none = { email: '', facebook: '', twitter: '', instagram: '', androidApp: '' };

describe('contactRows', () => {
  it('lists only the contacts the operator set, the e-mail as a mail link first', () => {
    const rows = contactRows({
      ...none,
      instagram: 'https://instagram.com/vantage',
      email: 'team@vantage.example',
    });
    expect(rows.map((row) => [row.key, row.href])).toEqual([
      ['email', 'mailto:team@vantage.example'],
      ['instagram', 'https://instagram.com/vantage'],
    ]);
  });

  it('is empty with no contacts, so the tab says how the site is run instead', () => {
    expect(contactRows(none)).toEqual([]);
  });
});
