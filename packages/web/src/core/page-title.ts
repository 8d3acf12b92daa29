import { useEffect } from 'react';
import { getInitialData } from './initial-data';

/** The document title for a page: the page's own title followed by the site name. */
export function formatPageTitle(title: string | null, siteName: string): string {
  return title ? `${title} - ${siteName}` : siteName;
}

/** Sets document.title to `${title} - ${siteName}`, or just the site name for null. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = formatPageTitle(title, getInitialData().siteName);
  }, [title]);
}
