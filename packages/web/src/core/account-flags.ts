import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatSearch } from '../lib/search-string';

/**
 * The account overlays that the address can open. 'verify' and 'linkProvider' show no dialog
 * of their own: the e-mailed links `/?verify=<token>` and `/?linkProvider=<token>` do their
 * work and report in the snackbar.
 */
export type AccountDialog = 'login' | 'unsubscribe' | 'verify' | 'linkProvider' | 'reset';

/** Which tab the login dialog opens on. */
export type LoginMode = 'signin' | 'signup';

/**
 * Which account overlay the address asks for: the /login and /unsubscribe routes, their query
 * flags, or the e-mailed `?verify=`, `?linkProvider=` and `?reset=` links.
 */
export function accountDialogFor(location: {
  pathname: string;
  search: string;
}): AccountDialog | null {
  const params = new URLSearchParams(location.search);
  if (params.has('verify')) return 'verify';
  if (params.has('linkProvider')) return 'linkProvider';
  if (params.has('reset')) return 'reset';
  if (location.pathname === '/login' || params.has('login')) return 'login';
  if (location.pathname === '/unsubscribe' || params.has('unsubscribe')) return 'unsubscribe';
  return null;
}

/** The login dialog's tab: `?login=signup` opens sign-up, anything else sign-in. */
export function loginModeFor(search: string): LoginMode {
  return new URLSearchParams(search).get('login') === 'signup' ? 'signup' : 'signin';
}

/**
 * Opens the login dialog over the current page by adding the login query flag (a push);
 * `signup` opens it on the sign-up tab.
 */
export function useOpenLogin(): (mode?: LoginMode) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (mode: LoginMode = 'signin') => {
      const params = new URLSearchParams(location.search);
      params.set('login', mode === 'signup' ? 'signup' : '');
      void navigate({ pathname: location.pathname, search: formatSearch(params) });
    },
    [navigate, location.pathname, location.search],
  );
}
