import {
  SHARED_FILE_NAME_HEADER,
  SHARED_FILE_PATH,
  SHARED_FILES_CACHE,
} from '../../lib/offline/cache-names';
import type { ShareReport } from '../../lib/offline/shared-files';

/** A photo shared to the installed app, waiting to be published. */
export interface SharedPhoto {
  /** Its address in the shared files' cache. */
  key: string;
  file: File;
}

const REPORT_URL = `${SHARED_FILE_PATH}report`;

function hasCaches(): boolean {
  return typeof window !== 'undefined' && 'caches' in window;
}

/** The photos the service worker kept from shares, oldest first, and the last share's report. */
export async function readSharedPhotos(): Promise<{
  photos: SharedPhoto[];
  report: ShareReport | null;
}> {
  if (!hasCaches() || !(await caches.has(SHARED_FILES_CACHE))) return { photos: [], report: null };
  const cache = await caches.open(SHARED_FILES_CACHE);
  const photos: SharedPhoto[] = [];
  let report: ShareReport | null = null;
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const path = new URL(request.url).pathname;
    if (path === REPORT_URL) {
      report = (await response.json().catch(() => null)) as ShareReport | null;
      continue;
    }
    const blob = await response.blob();
    const name = decodeURIComponent(response.headers.get(SHARED_FILE_NAME_HEADER) ?? 'photo');
    photos.push({ key: request.url, file: new File([blob], name, { type: blob.type }) });
  }
  photos.sort((a, b) => a.key.localeCompare(b.key));
  return { photos, report };
}

/** Forgets a shared photo once it is published. */
export async function forgetSharedPhoto(key: string): Promise<void> {
  if (!hasCaches()) return;
  await (await caches.open(SHARED_FILES_CACHE)).delete(key);
}

/** Forgets the last share's report once it has been read. */
export async function forgetShareReport(): Promise<void> {
  if (!hasCaches()) return;
  await (await caches.open(SHARED_FILES_CACHE)).delete(REPORT_URL);
}
