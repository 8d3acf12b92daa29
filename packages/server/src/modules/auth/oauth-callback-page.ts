import crypto from 'node:crypto';
import { OAUTH_MESSAGE_TYPE, type OAuthPopupMessage } from '@vantage/shared';
import { escapeHtml } from '../../lib/html';

/**
 * Tells the window that opened the popup how the sign-in went, then closes the popup. The
 * same message goes out on a BroadcastChannel, because a provider's pages may cut
 * `window.opener` (Cross-Origin-Opener-Policy); a popup that cannot close goes to the site.
 */
const SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('vantage-auth').textContent);
  try { if (window.opener) window.opener.postMessage(data.message, data.origin); } catch (e) {}
  try {
    var channel = new BroadcastChannel(data.message.type);
    channel.postMessage(data.message);
    channel.close();
  } catch (e) {}
  window.close();
  setTimeout(function () { location.replace(data.fallback); }, 500);
})();`;

const SCRIPT_HASH = crypto.createHash('sha256').update(SCRIPT).digest('base64');

/** Only the page's own script runs; nothing is loaded, framed, or submitted from it. */
export const CALLBACK_PAGE_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${SCRIPT_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Where a redirect-mode sign-in ends: the site, or its login dialog with the message. */
export function redirectTarget(outcome: {
  ok: boolean;
  message?: string;
  checkEmail?: boolean;
}): string {
  if (outcome.ok) return '/';
  const key = outcome.checkEmail ? 'notice' : 'error';
  return `/?login&${key}=${encodeURIComponent(outcome.message ?? '')}`;
}

/** The popup's page: a message for the opener, posted only to the site's own origin. */
export function callbackPage(
  origin: string,
  outcome: { ok: boolean; message?: string; checkEmail?: boolean },
): string {
  const message: OAuthPopupMessage = { type: OAUTH_MESSAGE_TYPE, ...outcome };
  // `<` escaped so no value can end the data block early.
  const data = JSON.stringify({ message, origin, fallback: redirectTarget(outcome) }).replace(
    /</g,
    '\\u003c',
  );
  const text = outcome.ok ? 'You are signed in. This window closes by itself.' : outcome.message;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in</title>
<meta name="robots" content="noindex"></head>
<body><p>${escapeHtml(text ?? '')}</p>
<script type="application/json" id="vantage-auth">${data}</script>
<script>${SCRIPT}</script>
</body></html>`;
}
