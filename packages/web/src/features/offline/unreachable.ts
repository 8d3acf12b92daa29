import { isNetworkFailure, useOnline } from '../../lib/use-online';

/** What the page that could not be opened was. */
export type OfflineWhat = 'spot' | 'gallery' | 'guide' | 'page';

/** The first line of the offline page. */
export function offlineMessage(what: OfflineWhat): string {
  return `You are offline and this ${what} is not saved for offline use.`;
}

/**
 * Whether a page's read could not be made for want of a network: it failed or waits while the
 * browser is offline, or failed to reach anything at all.
 */
export function useUnreachableOffline(query: {
  isError: boolean;
  error: unknown;
  fetchStatus: string;
}): boolean {
  const online = useOnline();
  const failed = query.isError || query.fetchStatus === 'paused';
  return failed && (!online || (query.isError && isNetworkFailure(query.error)));
}
