import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { NetworkFirst } from 'workbox-strategies';
import {
  CACHE_LIFETIME_MS,
  readPushMessage,
  SHARE_TARGET_FIELD,
  SHARE_TARGET_PATH,
} from '@vantage/shared';
import {
  ALIAS_HEADER,
  API_CACHE,
  PACK_CACHE_PREFIX,
  SHARED_FILE_NAME_HEADER,
  SHARED_FILE_PATH,
  SHARED_FILES_CACHE,
} from '../lib/offline/cache-names';
import { isEmptyFilePart, sortSharedFiles } from '../lib/offline/shared-files';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// A new version takes over at once: every page asks the network first, so none is left
// holding files the new version no longer has.
void self.skipWaiting();
clientsClaim();

// The app shell: scripts, styles, icons and the HTML template. Navigations never take the
// template by address (the server writes each page's data into it), only as a fallback below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** The same answer from an offline pack, following a pack's alias to the stored rendition. */
async function fromPacks(url: string): Promise<Response | undefined> {
  const names = (await caches.keys()).filter((name) => name.startsWith(PACK_CACHE_PREFIX));
  for (const name of names) {
    const cache = await caches.open(name);
    const found = await cache.match(url, { ignoreVary: true });
    if (!found) continue;
    const alias = found.headers.get(ALIAS_HEADER);
    if (!alias) return found;
    const target = await cache.match(alias, { ignoreVary: true });
    if (target) return target;
  }
  return undefined;
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Pages: the server's page, or offline the shell, which then reads its data from the caches.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache('/index.html');
      if (shell) return shell;
      throw error;
    }
  },
);

/** Reads that depend on who is signed in, or are not data at all: never kept. */
function isKeptApiRead(url: URL): boolean {
  const path = url.pathname;
  if (!path.startsWith('/api/') || path === '/api/user/') return false;
  return !['/api/docs', '/api/auth', '/api/oauth', '/api/logout'].some((prefix) =>
    path.startsWith(prefix),
  );
}

// API reads follow the client's cache rules: the network first, a copy kept for an hour for
// when it cannot be reached, then the offline packs.
const apiReads = new NetworkFirst({
  cacheName: API_CACHE,
  plugins: [
    new ExpirationPlugin({
      maxAgeSeconds: CACHE_LIFETIME_MS / 1000,
      maxEntries: 400,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ url }) => sameOrigin(url) && isKeptApiRead(url),
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await apiReads.handle(options);
    } catch (error) {
      const packed = await fromPacks(options.request.url);
      if (packed) return packed;
      throw error;
    }
  },
);

// Photos and map tiles come from the network (and the browser's own cache), else the packs.
registerRoute(
  ({ url }) =>
    sameOrigin(url) && (url.pathname.startsWith('/media/') || url.pathname.startsWith('/tiles/')),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const packed = await fromPacks(request.url);
      if (packed) return packed;
      throw error;
    }
  },
);

/**
 * Photos shared to the installed app: the images are kept until they are published, a report
 * names what was left out, and the new-photo page opens with them.
 */
async function receiveShare(request: Request): Promise<Response> {
  let files: File[] = [];
  try {
    const form = await request.formData();
    files = form
      .getAll(SHARE_TARGET_FIELD)
      .filter((value): value is File => value instanceof File && !isEmptyFilePart(value));
  } catch {
    // A share without a readable body is a share with no file; the report says so.
  }
  const { photos, report } = sortSharedFiles(files);
  const cache = await caches.open(SHARED_FILES_CACHE);
  const stamp = Date.now();
  await Promise.all(
    photos.map((file, index) =>
      cache.put(
        `${SHARED_FILE_PATH}${stamp}-${String(index).padStart(2, '0')}`,
        new Response(file, {
          headers: {
            'Content-Type': file.type,
            [SHARED_FILE_NAME_HEADER]: encodeURIComponent(file.name),
          },
        }),
      ),
    ),
  );
  await cache.put(`${SHARED_FILE_PATH}report`, Response.json(report));
  return Response.redirect('/newPhoto?shared', 303);
}

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === SHARE_TARGET_PATH,
  ({ request }) => receiveShare(request),
  'POST',
);

/** The icon of pushed notifications, and the badge phones show in the status bar. */
const PUSH_ICON = '/icons/icon-192.png';
const PUSH_BADGE = '/icons/icon-48.png';

/** The JSON of a push message, or null when it has none or it is not JSON. */
function pushData(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

// A member's notification pushed by the server: shown at once (a push must show something,
// else the browser says so itself), replacing an earlier one with the same tag.
self.addEventListener('push', (event) => {
  const message = readPushMessage(pushData(event)) ?? {
    title: 'Vantage',
    body: 'You have new notifications.',
    url: '/notifications',
    tag: 'notifications',
  };
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: PUSH_ICON,
      badge: PUSH_BADGE,
      ...(message.tag ? { tag: message.tag } : {}),
      data: { url: message.url },
    }),
  );
});

/** The site path a clicked notification opens: its own, or the notifications page. */
function clickedPath(notification: Notification): string {
  const { url } = (notification.data ?? {}) as { url?: unknown };
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
    ? url
    : '/notifications';
}

// A click on a notification brings an open tab of the site forward, on the notification's
// page; with none open, a new one opens there.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(clickedPath(event.notification), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => sameOrigin(new URL(client.url)));
      if (open) {
        const focused = await open.focus();
        await focused.navigate(target).catch(() => self.clients.openWindow(target));
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
