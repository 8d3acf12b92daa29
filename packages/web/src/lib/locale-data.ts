import { createContext, useContext } from 'react';

/**
 * Where a server rendering notes that its page formats dates, numbers or names with the
 * browser's locale data (`Intl`) as it first renders.
 */
export const LocaleDataUsage = createContext<{ used: boolean } | null>(null);

/**
 * Says that the page calling it formats with the locale data on its first render. A page's
 * first such format loads the data in one piece, tens of milliseconds on a phone: the server
 * has a page that says so load it in its head, before the first paint, and spares the others.
 */
export function useLocaleData(): void {
  const usage = useContext(LocaleDataUsage);
  if (usage) usage.used = true;
}
