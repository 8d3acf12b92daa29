import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const TAG_PAGE = /^\/(tag|photo_location)(\/|$)/;

/**
 * Whether a navigation scrolls to the top: only pushes that change the path,
 * and not when moving between tag and photo_location pages. Query-only pushes (dialog
 * flags) keep the scroll position.
 */
export function shouldScrollToTop(fromPath: string, toPath: string, type: NavigationType): boolean {
  if (type !== NavigationType.Push || fromPath === toPath) return false;
  return !(TAG_PAGE.test(fromPath) && TAG_PAGE.test(toPath));
}

/** Scrolls the window to the top after push navigations, per {@link shouldScrollToTop}. */
export function useScrollToTopOnPush(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (shouldScrollToTop(from, pathname, type)) window.scrollTo(0, 0);
  }, [pathname, type]);
}
