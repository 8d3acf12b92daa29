import { INITIAL_DATA_ELEMENT_ID, InitialPageData } from '@vantage/shared';

const FALLBACK: InitialPageData = {
  siteName: 'Vantage',
  currentUser: null,
  point: null,
  tagData: null,
  photoData: null,
  guideData: null,
  mapStyleUrl: '/tiles/style.json',
};

let cached: InitialPageData | null = null;

/** The page data the server embedded in the HTML shell (parsed once). */
export function getInitialData(): InitialPageData {
  if (cached) return cached;
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  const parsed = InitialPageData.safeParse(
    element?.textContent ? JSON.parse(element.textContent) : null,
  );
  cached = parsed.success ? parsed.data : FALLBACK;
  return cached;
}
