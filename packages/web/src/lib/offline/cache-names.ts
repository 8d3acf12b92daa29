/** API reads kept by the service worker for the cache lifetime, for pages opened offline. */
export const API_CACHE = 'vantage-api';

/** Every offline pack is a cache of its own whose name starts with this. */
export const PACK_CACHE_PREFIX = 'vantage-pack:';

/** Photos shared to the installed app, waiting on the new-photo page until published. */
export const SHARED_FILES_CACHE = 'vantage-shared-files';

/** Where a pack's own description is kept inside its cache (never a real address). */
export const PACK_META_PATH = '/__offline-pack__.json';

/**
 * A pack stores one rendition of each photo; the other rendition's address holds a tiny entry
 * with this header naming the stored one, so an image asked for at either size is found offline.
 */
export const ALIAS_HEADER = 'X-Vantage-Alias';

/** Where a shared file waits: `/__shared-file__/{n}`, its name and type in headers. */
export const SHARED_FILE_PATH = '/__shared-file__/';
export const SHARED_FILE_NAME_HEADER = 'X-Vantage-File-Name';
