import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import AppleIcon from '@mui/icons-material/Apple';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import XIcon from '@mui/icons-material/X';
import { useQuery } from '@tanstack/react-query';
import {
  OAUTH_MESSAGE_TYPE,
  OAuthPopupMessage,
  type CurrentUser,
  type OAuthMode,
  type OAuthProvider,
} from '@vantage/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { fetchCurrentUser } from '../../core/current-user';
import { apiHost, isNativeApp } from '../../lib/native-app';
import { fetchProviders } from './account-api';
import { startNativeSignIn } from './native-sign-in';

const PROVIDERS: Record<OAuthProvider, { label: string; icon: ReactNode }> = {
  google: { label: 'Google', icon: <GoogleIcon /> },
  facebook: { label: 'Facebook', icon: <FacebookIcon /> },
  twitter: { label: 'X', icon: <XIcon /> },
  apple: { label: 'Apple', icon: <AppleIcon /> },
};

const POPUP = { width: 520, height: 680, pollMs: 500 } as const;

/** A message for the person after a provider sign-in that did not sign them in. */
export interface ProviderNotice {
  severity: 'error' | 'info';
  text: string;
}

/**
 * Where the server starts a provider's sign-in (it redirects on to the provider); the native
 * build names the site's host, as its pages come from the app itself.
 */
export function oauthStartUrl(provider: OAuthProvider, mode: OAuthMode): string {
  return `${apiHost()}/api/auth/oauth/${provider}/start?mode=${mode}`;
}

/**
 * Opens the provider's sign-in in a centred popup (popup flow on the web). The
 * popup's last page reports on `postMessage` and on a BroadcastChannel (a provider's pages may
 * cut `window.opener`); a popup closed without a report counts as finished too, with no
 * message. A blocked popup falls back to the redirect flow. Returns a function that stops
 * watching.
 */
function openOAuthPopup(
  provider: OAuthProvider,
  onFinished: (message: OAuthPopupMessage | null) => void,
): () => void {
  // The native app has no popups: the sign-in runs in the system browser (the web view hands
  // other sites to it) and returns to the app's link with a one-time code (native-sign-in).
  if (isNativeApp()) {
    startNativeSignIn(oauthStartUrl(provider, 'app')).catch((error: unknown) => {
      console.error(error);
      onFinished({
        type: OAUTH_MESSAGE_TYPE,
        ok: false,
        message: 'Sign-in could not start. Please try again.',
      });
    });
    return () => undefined;
  }
  const left = window.screenX + Math.max(0, (window.outerWidth - POPUP.width) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - POPUP.height) / 2);
  const popup = window.open(
    oauthStartUrl(provider, 'popup'),
    'vantage-oauth',
    `popup,width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}`,
  );
  if (!popup) {
    window.location.assign(oauthStartUrl(provider, 'redirect'));
    return () => undefined;
  }
  let done = false;
  const finish = (message: OAuthPopupMessage | null) => {
    if (done) return;
    done = true;
    stop();
    onFinished(message);
  };
  const accept = (data: unknown) => {
    const parsed = OAuthPopupMessage.safeParse(data);
    if (parsed.success) finish(parsed.data);
  };
  // Only this site's own callback page may report.
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin) accept(event.data);
  };
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OAUTH_MESSAGE_TYPE);
  if (channel) channel.onmessage = (event: MessageEvent) => accept(event.data);
  const timer = window.setInterval(() => {
    if (popup.closed) finish(null);
  }, POPUP.pollMs);
  window.addEventListener('message', onMessage);
  const stop = () => {
    window.clearInterval(timer);
    window.removeEventListener('message', onMessage);
    channel?.close();
  };
  return stop;
}

/**
 * 'Continue with …' buttons for the providers the operator configured; renders nothing when
 * there are none (unconfigured providers are not shown).
 */
export function ProviderButtons({
  onSignedIn,
  onNotice,
}: {
  onSignedIn: (user: CurrentUser) => void;
  onNotice: (notice: ProviderNotice) => void;
}) {
  const { data: providers = [] } = useQuery({
    queryKey: ['authProviders'],
    queryFn: fetchProviders,
    staleTime: Infinity,
    retry: false,
  });
  const stopWatching = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWatching.current?.(), []);

  if (providers.length === 0) return null;

  const start = (provider: OAuthProvider) => {
    stopWatching.current?.();
    stopWatching.current = openOAuthPopup(provider, (message) => {
      if (message && !message.ok) {
        onNotice({
          severity: message.checkEmail ? 'info' : 'error',
          text: message.message ?? `Sign-in with ${PROVIDERS[provider].label} did not work.`,
        });
        return;
      }
      // The session cookie is set when it worked; the API says who is signed in now.
      void fetchCurrentUser()
        .then((user) => user && onSignedIn(user))
        .catch(() => undefined);
    });
  };

  return (
    <Stack spacing={1.25}>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outlined"
          color="inherit"
          startIcon={PROVIDERS[provider].icon}
          onClick={() => start(provider)}
          sx={{ borderColor: 'divider', py: 1 }}
        >
          Continue with {PROVIDERS[provider].label}
        </Button>
      ))}
      <Divider sx={{ typography: 'body2', color: 'text.secondary', pt: 0.5 }}>or</Divider>
    </Stack>
  );
}
