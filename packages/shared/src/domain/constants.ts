/** Snackbar auto-hide durations in milliseconds. */
export const SNACKBAR_MS = {
  default: 10_000,
  welcome: 8_000,
  vote: 3_000,
  success: 5_000,
} as const;

/** The client's cached answers live an hour; expired ones are purged every ten minutes. */
export const CACHE_LIFETIME_MS = 3_600_000;
export const CACHE_PURGE_INTERVAL_MS = 600_000;

/** Layouts at or below this width are mobile. */
export const MOBILE_BREAKPOINT_PX = 720;

/** The warning before leaving a page with unsaved changes. */
export const LEAVE_PAGE_WARNING = 'Changes you made are not saved. Do you want to leave?';

/** The search box placeholder in the top bar. */
export const SEARCH_PLACEHOLDER = 'Find a place or GPS coordinates';

/** Hover preview delay, and the window in which preview requests are batched. */
export const HOVER_PREVIEW_DELAY_MS = 300;
export const PREVIEW_BATCH_MS = 20;

/** Mini map size on the spot page. */
export const MINI_MAP_SIZE = { width: 350, height: 220 } as const;

/** Separator of the location hierarchy, e.g. 'Europe\Italy\Dolomites'. */
export const HIER_SEPARATOR = '\\';

/** A new, unsaved spot has id 0 and this title. */
export const NEW_SPOT_TITLE = 'New Spot';

/** Featured header photos on the home page, rotating hourly. */
export const HEADER_PHOTO_COUNT = 15;

/** The id of the script element that carries the initial page data. */
export const INITIAL_DATA_ELEMENT_ID = 'vantage-initial-data';

/** Where the installed app receives photos shared to it (Web Share Target: POST multipart). */
export const SHARE_TARGET_PATH = '/share-target';
/** The multipart field of the shared files. */
export const SHARE_TARGET_FIELD = 'photos';
/** Most photos one share hands to the new-photo page; more are named, not loaded. */
export const SHARE_MAX_FILES = 10;

/** How the site credits what a member wrote once they deleted their account (no name, no link). */
export const DELETED_MEMBER_NAME = 'a deleted member';

/** Id of the script element holding the query cache a server-rendered page was made from. */
export const SERVED_QUERIES_ELEMENT_ID = 'vantage-queries';

/**
 * The Element Timing name (`elementtiming`) of a page's first photo, the one fetched with high
 * priority: the browser reports when it is on screen, and a served page then loads the app.
 */
export const LEAD_PHOTO_TIMING = 'lead-photo';

/**
 * The attributes of the loader's script element: the app's entry module and the modules it
 * preloads (separated by spaces). Attributes, not text of the script, so that the script is the
 * same for every page and its hash is known before any page is written.
 */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
export const APP_PRELOADS_ATTRIBUTE = 'data-app-preloads';

/** Longest spot title. */
export const SPOT_TITLE_MAX = 120;

/** Spots so close to a position that a new spot there is likely a duplicate. */
export const DUPLICATE_SPOT_RADIUS_M = 25;

/** Header image offset of a tag page when none is set (percent from the top). */
export const TAG_HEADER_OFFSET_DEFAULT = 66;
export const TAG_HEADER_OFFSET_MIN = 1;
export const TAG_HEADER_OFFSET_MAX = 100;
/** Spots and photos a tag page shows first. */
export const TAG_PAGE_SPOTS = 24;
export const TAG_PAGE_PHOTOS = 24;
/** Longest info text of a tag. */
export const TAG_INFO_TEXT_MAX = 20000;

/** The largest id of a row (a spot, a photo, a member): the databases' keys are 32-bit integers. */
export const ROW_ID_MAX = 2 ** 31 - 1;

/** Whether `id` can name a row: a whole number from 1 to ROW_ID_MAX. */
export function isRowId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= ROW_ID_MAX;
}

/** The row id a text of decimal digits names, or null for any other text or a number out of range. */
export function rowIdFromDigits(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return isRowId(id) ? id : null;
}
