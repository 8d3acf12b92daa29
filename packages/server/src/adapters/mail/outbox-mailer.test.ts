import { describe, expect, it } from 'vitest';
import { OUTBOX_SIZE, OutboxMailer, redactTokens } from './outbox-mailer';

describe('outbox mailer', () => {
  it('keeps the newest mails first, at most its size', async () => {
    const outbox = new OutboxMailer('Vantage <no-reply@localhost>');
    for (let n = 0; n < OUTBOX_SIZE + 5; n++) {
      await outbox.send({ to: `p${n}@example.com`, subject: `Mail ${n}`, text: 'Hello' });
    }
    const mails = outbox.list();
    expect(mails).toHaveLength(OUTBOX_SIZE);
    expect(mails[0]).toMatchObject({
      subject: `Mail ${OUTBOX_SIZE + 4}`,
      from: 'Vantage <no-reply@localhost>',
    });
    expect(outbox.latestTo('p0@example.com')).toBeUndefined();
  });

  it('shortens the tokens of links for production logs', () => {
    const token = 'AbCdEf0123456789_-AbCdEf0123456789_-AbCdEf0';
    expect(
      redactTokens(`https://x.test/?reset=${token}\nhttps://x.test/unsubscribe?u=4&sig=${token}`),
    ).toBe('https://x.test/?reset=AbCdEf…\nhttps://x.test/unsubscribe?u=4&sig=AbCdEf…');
  });
});
