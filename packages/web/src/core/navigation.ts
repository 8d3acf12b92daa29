import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router';
import { formatSearch } from '../lib/search-string';

/**
 * True when the browser history holds an earlier entry of this app. React Router keeps the
 * entry index in history.state.idx; 0 (or no state) means the visit started here.
 */
export function hasEarlierInAppEntry(historyState: unknown): boolean {
  if (typeof historyState !== 'object' || historyState === null) return false;
  const idx = (historyState as { idx?: unknown }).idx;
  return typeof idx === 'number' && idx > 0;
}

/** The search string without the given query flags. */
export function withoutFlags(search: string, ...flags: string[]): string {
  const params = new URLSearchParams(search);
  for (const flag of flags) params.delete(flag);
  return formatSearch(params);
}

/** Navigation for soft changes such as filters: replaces the history entry instead of pushing. */
export function useSoftNavigate(): (to: To, options?: Omit<NavigateOptions, 'replace'>) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: Omit<NavigateOptions, 'replace'>) => {
      void navigate(to, { ...options, replace: true, preventScrollReset: true });
    },
    [navigate],
  );
}

/**
 * Closes a dialog opened by a query flag: goes back when there was earlier in-app
 * navigation, otherwise removes the flag from the address.
 */
export function useBackOrClose(flag: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (hasEarlierInAppEntry(window.history.state)) {
      void navigate(-1);
      return;
    }
    void navigate(
      {
        pathname: location.pathname,
        search: withoutFlags(location.search, flag),
        hash: location.hash,
      },
      { replace: true, preventScrollReset: true },
    );
  }, [navigate, location.pathname, location.search, location.hash, flag]);
}
