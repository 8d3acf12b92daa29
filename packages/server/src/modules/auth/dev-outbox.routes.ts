import type { FastifyInstance } from 'fastify';
import type { OutboxMailer } from '../../adapters/mail/outbox-mailer';
import { HttpError } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';

/** Mail text with its links made clickable; everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

/**
 * `GET /dev/outbox`: the mails the outbox kept, newest first, so sign-up and reset work on a
 * machine without a mail server. Pass null (production, or mail goes out by SMTP) and the
 * page is a 404, rather than the SPA shell its path would otherwise get.
 */
export function devOutboxRoutes(outbox: OutboxMailer | null) {
  return async (app: FastifyInstance) => {
    app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
      if (!outbox) throw new HttpError(404, 'not_found', 'GET /dev/outbox not found');
      const items = outbox
        .list()
        .map(
          (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p>To ${escapeHtml(mail.to)} · ${new Date(mail.sentAt).toISOString()}</p>
${Object.entries(mail.headers ?? {})
  .map(
    ([name, value]) =>
      `<p class="header">${escapeHtml(name)}: <code>${escapeHtml(value)}</code></p>`,
  )
  .join('\n')}
<pre>${linkify(mail.text)}</pre>
</article>`,
        )
        .join('\n');
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<meta name="robots" content="noindex">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}
article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Outbox</h1><p>Mails kept because no SMTP server is configured (development only).</p>
${items || '<p>No mails yet.</p>'}
</body></html>`,
        );
    });
  };
}
