import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALLBACK_PAGE_CSP, callbackPage, redirectTarget } from './oauth-callback-page';

describe('the sign-in popup page', () => {
  it('allows exactly its own inline script by hash', () => {
    const page = callbackPage('https://vantage.example', { ok: true });
    const script = /<script>([\s\S]*?)<\/script>/.exec(page)![1]!;
    const hash = crypto.createHash('sha256').update(script).digest('base64');
    expect(CALLBACK_PAGE_CSP).toContain(`script-src 'sha256-${hash}'`);
    expect(CALLBACK_PAGE_CSP).toContain("default-src 'none'");
  });

  it('keeps a hostile message inside its data block and out of the markup', () => {
    const message = '</script><script>alert(1)</script>';
    const page = callbackPage('https://vantage.example', { ok: false, message });
    expect(page).not.toContain('<script>alert(1)');
    const data = /id="vantage-auth">(.*?)<\/script>/s.exec(page)![1]!;
    expect(JSON.parse(data)).toEqual({
      message: { type: 'vantage-auth', ok: false, message },
      origin: 'https://vantage.example',
      fallback: `/?login&error=${encodeURIComponent(message)}`,
    });
  });

  it('sends redirect-mode sign-ins home, with the message when there is one', () => {
    expect(redirectTarget({ ok: true })).toBe('/');
    expect(redirectTarget({ ok: false, message: 'No.' })).toBe('/?login&error=No.');
    expect(redirectTarget({ ok: false, checkEmail: true, message: 'Mail sent' })).toBe(
      '/?login&notice=Mail%20sent',
    );
  });
});
