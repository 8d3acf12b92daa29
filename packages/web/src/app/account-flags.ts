import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatSearch } from '../lib/search-string';

/** The account dialogs that the address can open. */
export type AccountDialog = 'login' | 'unsubscribe';

/** Which account dialog the address asks for: the /login and /unsubscribe routes or their query flags. */
export function accountDialogFor(location: {
  pathname: string;
  search: string;
}): AccountDialog | null {
  const params = new URLSearchParams(location.search);
  if (location.pathname === '/login' || params.has('login')) return 'login';
  if (location.pathname === '/unsubscribe' || params.has('unsubscribe')) return 'unsubscribe';
  return null;
}

/** Opens the login dialog over the current page by adding the login query flag (a push). */
export function useOpenLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const params = new URLSearchParams(location.search);
    params.set('login', '');
    void navigate({ pathname: location.pathname, search: formatSearch(params) });
  }, [navigate, location.pathname, location.search]);
}
