import { INITIAL_DATA_ELEMENT_ID, type InitialPageData } from '@vantage/shared';
import { loadSchemas } from '../api/client';
import { afterIdle } from '../lib/after-idle';

const FALLBACK: InitialPageData = {
  siteName: 'Vantage',
  currentUser: null,
  point: null,
  tagData: null,
  photoData: null,
  guideData: null,
  mapStyleUrl: '/tiles/style.json',
  contacts: { email: '', facebook: '', twitter: '', instagram: '', androidApp: '' },
};

let cached: InitialPageData | null = null;

function hasPageDataShape(value: unknown): value is InitialPageData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  return typeof data.siteName === 'string' && typeof data.mapStyleUrl === 'string';
}

function readEmbedded(): unknown {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Sets the page data where there is no document to read it from: the server's rendering,
 * which gives only what is the same for every request (site name, map style, contacts).
 */
export function provideInitialData(data: InitialPageData): void {
  cached = data;
}

/**
 * The page data the server embedded in the HTML shell, read once. The first paint uses it
 * at once; the full schema check follows at the browser's first idle moment (it builds the
 * schemas of a spot, a photo and a user, tens of milliseconds on a phone) and drops data that
 * does not match it.
 */
export function getInitialData(): InitialPageData {
  if (cached) return cached;
  const embedded = readEmbedded();
  cached = hasPageDataShape(embedded) ? embedded : FALLBACK;
  if (cached !== FALLBACK) {
    void loadSchemas().then(({ InitialPageData }) =>
      afterIdle(() => {
        const parsed = InitialPageData.safeParse(embedded);
        if (!parsed.success) {
          console.error('The page data does not match its schema', parsed.error);
          cached = FALLBACK;
        }
      }),
    );
  }
  return cached;
}
