import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT_PX } from '@vantage/shared';
import { createContext, useCallback, useContext } from 'react';

/** The media query of the mobile layout: 720 px wide or less. */
export const MOBILE_MEDIA_QUERY = `(max-width:${MOBILE_BREAKPOINT_PX}px)`;

/** Profile and gallery areas switch to their mobile layout at this width or less. */
export const WIDE_AREA_MOBILE_BREAKPOINT_PX = 1024;

/**
 * The viewport width the server rendered the page for (a phone's, when the browser said it is
 * one), or null for the wide layout; the browser hydrates the page with the same width.
 */
export const ServedViewportWidth = createContext<number | null>(null);

/**
 * True while the viewport uses the mobile layout (at `maxWidthPx` or narrower, 720 px unless
 * given). A server-rendered page has the layout of the width it was rendered for (the wide
 * layout unless the browser said it is a phone), and so has the browser while it hydrates that
 * page; a page rendered in the browser has the right one from its first render.
 */
export function useIsMobile(maxWidthPx: number = MOBILE_BREAKPOINT_PX): boolean {
  const servedWidth = useContext(ServedViewportWidth);
  const ssrMatchMedia = useCallback(
    () => ({ matches: servedWidth !== null && servedWidth <= maxWidthPx }),
    [servedWidth, maxWidthPx],
  );
  return useMediaQuery(`(max-width:${maxWidthPx}px)`, { ssrMatchMedia });
}
