import { providerNoticeFrom } from './provider-notice';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountDialogFor, loginModeFor } from '../../core/account-flags';
import { useCurrentUser } from '../../core/current-user';
import { hasEarlierInAppEntry, withoutFlags } from '../../core/navigation';
import { EmailLinkAction } from './email-link-action';
import { LoginDialog } from './login-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UnsubscribeDialog, unsubscribeLinkFrom } from './unsubscribe-dialog';

/**
 * The latest non-null value, so a closing dialog keeps showing what it showed while open.
 * Objects must keep their identity between renders (memoize them).
 */
function useLastShown<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}

/** The routes that exist only to open a dialog, with the home page under it. */
const DIALOG_ROUTES = ['/login', '/unsubscribe'];

/**
 * The account overlays the address asks for: the login and unsubscribe dialogs,
 * the reset-password dialog, and the e-mailed `?verify=` and `?linkProvider=` links. The
 * layout mounts this on first use and keeps it mounted so dialogs can play their closing
 * transition.
 */
export function AccountDialogs() {
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = accountDialogFor(location);
  const signedIn = useCurrentUser() !== null;
  const params = new URLSearchParams(location.search);
  const resetToken = useLastShown(params.get('reset'));
  const unsubscribeLink = useMemo(() => unsubscribeLinkFrom(location.search), [location.search]);
  const shownLink = useLastShown(dialog === 'unsubscribe' ? unsubscribeLink : null);

  /**
   * Closes a dialog opened by the address: back when there was earlier in-app navigation,
   * otherwise the flags leave the address (and the dialog-only routes become home).
   */
  const close = (...flags: string[]) => {
    if (hasEarlierInAppEntry(window.history.state)) {
      void navigate(-1);
    } else if (DIALOG_ROUTES.includes(location.pathname)) {
      void navigate(
        { pathname: '/', search: withoutFlags(location.search, ...flags) },
        { replace: true },
      );
    } else {
      void navigate(
        {
          pathname: location.pathname,
          search: withoutFlags(location.search, ...flags),
          hash: location.hash,
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  // The reset token is a credential: it leaves the address (and the history) once used.
  const closeReset = () =>
    void navigate(
      {
        pathname: location.pathname,
        search: withoutFlags(location.search, 'reset'),
        hash: location.hash,
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      {(dialog === 'verify' || dialog === 'linkProvider') && (
        <EmailLinkAction key={dialog} flag={dialog} />
      )}
      <LoginDialog
        // Someone already signed in (say, from an old /login bookmark) has nothing to do here.
        open={dialog === 'login' && !signedIn}
        initialMode={loginModeFor(location.search)}
        initialNotice={providerNoticeFrom(params)}
        onClose={() => close('login', 'error', 'notice')}
      />
      {resetToken !== null && (
        <ResetPasswordDialog
          key={resetToken}
          open={dialog === 'reset'}
          token={resetToken}
          onClose={closeReset}
        />
      )}
      {(dialog === 'unsubscribe' || shownLink !== null) && (
        <UnsubscribeDialog
          open={dialog === 'unsubscribe'}
          link={dialog === 'unsubscribe' ? unsubscribeLink : shownLink}
          onClose={() => close('unsubscribe', 'u', 'sig')}
        />
      )}
    </>
  );
}
