import { INITIAL_DATA_ELEMENT_ID, type InitialPageData } from '@vantage/shared';
import { loadSchemasFrom } from '../api/client';
import { afterIdle } from '../lib/after-idle';
import type { z } from 'zod';

/** The parts of the page data that belong to one request and one page, all absent. */
export const NO_PAGE_PARTS = {
  currentUser: null,
  point: null,
  tagData: null,
  photoData: null,
  guideData: null,
} satisfies Partial<InitialPageData>;

const FALLBACK: InitialPageData = {
  siteName: 'Vantage',
  ...NO_PAGE_PARTS,
  mapStyleUrl: '/tiles/style.json',
  contacts: { email: '', facebook: '', twitter: '', instagram: '', androidApp: '' },
};

let cached: InitialPageData | null = null;

/** The site's contacts, each a text. */
const CONTACT_FIELDS = ['email', 'facebook', 'twitter', 'instagram', 'androidApp'] as const;
/** The parts a page's data may carry, each checked with its own schema. */
const CHECKED_PARTS = ['currentUser', 'point', 'photoData'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Whether `value` has the page data's shape: the server's settings (site name, map style,
 * contacts) each of its type, and the member, spot and photo each null or an object.
 */
function hasPageDataShape(value: unknown): value is InitialPageData {
  if (!isObject(value)) return false;
  const { siteName, mapStyleUrl, contacts } = value;
  return (
    typeof siteName === 'string' &&
    typeof mapStyleUrl === 'string' &&
    isObject(contacts) &&
    CONTACT_FIELDS.every((field) => typeof contacts[field] === 'string') &&
    CHECKED_PARTS.every((part) => value[part] === null || isObject(value[part]))
  );
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

/** The schemas of the page data's parts, without the app's other schemas. */
const loadPageDataSchemas = () =>
  loadSchemasFrom({ PageBasics: 'page-data', CurrentUser: 'user', Spot: 'spot', Photo: 'photo' });

/**
 * The problems of the page data against its schema, part by part: the member, spot and photo
 * each with their own schema, and only when the page carries one, so that a page without them
 * builds none of those schemas (tens of milliseconds on a phone each).
 */
function pageDataProblems(
  data: InitialPageData,
  { PageBasics, CurrentUser, Spot, Photo }: Awaited<ReturnType<typeof loadPageDataSchemas>>,
): z.ZodError | null {
  const { currentUser, point, photoData, ...basics } = data;
  const parts: Array<[z.ZodType, unknown]> = [
    [PageBasics, basics],
    [CurrentUser, currentUser],
    [Spot, point],
    [Photo, photoData],
  ];
  for (const [schema, value] of parts) {
    if (value === null && schema !== PageBasics) continue;
    const parsed = schema.safeParse(value);
    if (!parsed.success) return parsed.error;
  }
  return null;
}

/**
 * The page data the server embedded in the HTML shell, read once. The first paint uses it
 * at once; data without its shape is dropped. When it carries a member, spot or photo, the
 * schema check follows at the browser's first idle moment and drops data that does not match
 * it. A page without them (a visitor's page the server rendered, whose content comes in its
 * served queries) carries only the server's settings: their shape is their check, and the page
 * loads no schema and not the validation library.
 */
export function getInitialData(): InitialPageData {
  if (cached) return cached;
  const embedded = readEmbedded();
  const served = hasPageDataShape(embedded) ? embedded : FALLBACK;
  cached = served;
  if (embedded !== null && served === FALLBACK) {
    console.error('The page data does not have its shape', embedded);
  }
  if (CHECKED_PARTS.some((part) => served[part] !== null)) {
    void loadPageDataSchemas().then((schemas) =>
      afterIdle(() => {
        const problems = pageDataProblems(served, schemas);
        if (!problems) return;
        console.error('The page data does not match its schema', problems);
        cached = FALLBACK;
      }),
    );
  }
  return served;
}
