import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listen } from '../../core/native-app-events';
import { nativePlugin, NATIVE_SIGN_IN_RETURN } from '../../lib/native-app';
import { newPkceVerifier, pkceChallenge } from '../../lib/pkce';

/** Where the app keeps the PKCE verifier of the sign-in under way (it may be restarted meanwhile). */
const VERIFIER_KEY = 'vantage.signInVerifier';

/**
 * Starts a provider sign-in from the native app in the system browser, with the S256 challenge
 * of a new verifier kept in the app: the return link's one-time code is redeemed only with it,
 * so another app that catches the link cannot sign in. `startUrl` is the server's start
 * address for mode=app; `open` leaves for it (the web view hands other sites to the browser).
 */
export async function startNativeSignIn(
  startUrl: string,
  open: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const verifier = newPkceVerifier();
  localStorage.setItem(VERIFIER_KEY, verifier);
  const challenge = await pkceChallenge(verifier);
  open(`${startUrl}&code_challenge=${challenge}&code_challenge_method=S256`);
}

/** What a sign-in's return link to the app says: a one-time code, a failure, or nothing. */
export function signInReturnFrom(url: string): { code: string } | { error: string } | null {
  const [base, query = ''] = url.split('?', 2);
  if (base !== NATIVE_SIGN_IN_RETURN) return null;
  const params = new URLSearchParams(query.split('#')[0]);
  const code = params.get('code');
  if (code) return { code };
  return { error: params.get('error') ?? '' };
}

/** Codes already exchanged, so the launch link and its event never exchange one twice. */
const exchanged = new Set<string>();

/** Exchanges a return link's code and signs its member in; the account code loads on use. */
async function signInWithCode(code: string, client: ReturnType<typeof useQueryClient>) {
  const verifier = localStorage.getItem(VERIFIER_KEY);
  if (!verifier) throw new Error('No sign-in of this app is under way');
  const [{ exchangeAppCode }, { applySignIn }] = await Promise.all([
    import('./account-api'),
    import('./session'),
  ]);
  const answer = await exchangeAppCode(code, verifier);
  localStorage.removeItem(VERIFIER_KEY);
  applySignIn(client, answer.user);
}

/**
 * The native app's end of a provider sign-in: the return link's one-time code is exchanged,
 * with the kept PKCE verifier, for a session token (kept for Bearer calls) and the member is signed in. A failed sign-in
 * is only logged. Nothing happens in a browser.
 */
export function useNativeSignIn(): void {
  const client = useQueryClient();
  useEffect(() => {
    const app = nativePlugin('App');
    if (!app) return;
    const receive = (url: string | undefined) => {
      const back = url ? signInReturnFrom(url) : null;
      if (!back) return;
      if ('error' in back) {
        console.error('Login failed.');
        return;
      }
      if (exchanged.has(back.code)) return;
      exchanged.add(back.code);
      signInWithCode(back.code, client).catch(() => console.error('Login failed.'));
    };
    void app
      .getLaunchUrl?.()
      .then((launch) => receive(launch?.url))
      .catch(() => undefined);
    return listen(app.addListener('appUrlOpen', ({ url }) => receive(url)));
  }, [client]);
}
