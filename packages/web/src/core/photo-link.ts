import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatSearch } from '../lib/search-string';

const PHOTO_HREF = /^\/photo\/(\d{1,10})$/;

/** The photo lightbox is open on /photo routes and whenever the photo query flag is set. */
export function isLightboxOpen(location: { pathname: string; search: string }): boolean {
  if (/^\/photo(\/|$)/.test(location.pathname)) return true;
  return new URLSearchParams(location.search).has('photo');
}

/** The search string with the photo flag set to `photoId`, other flags kept. */
export function withPhotoFlag(search: string, photoId: number): string {
  const params = new URLSearchParams(search);
  params.set('photo', String(photoId));
  return formatSearch(params);
}

/** The photo id of a link to /photo/{id} (same origin), or null. */
export function photoIdOfHref(href: string, origin: string): number | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = PHOTO_HREF.exec(url.pathname);
  return match ? Number(match[1]) : null;
}

/**
 * A click-capture handler for a list of photo links: a plain click on a /photo/{id} link opens
 * the lightbox over the current page (the photo query flag) instead of leaving it, so closing
 * returns to the same place. Modified clicks keep the link's own /photo/{id} address, which is
 * also what is copied or opened in a new tab.
 */
export function useOpenPhotoInPlace(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const photoId = photoIdOfHref(anchor.getAttribute('href') ?? '', window.location.origin);
      if (photoId === null) return;
      event.preventDefault();
      void navigate(
        {
          pathname: location.pathname,
          search: withPhotoFlag(location.search, photoId),
          hash: location.hash,
        },
        { preventScrollReset: true },
      );
    },
    [navigate, location.pathname, location.search, location.hash],
  );
}
