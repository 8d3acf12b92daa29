import { ALIAS_HEADER, PACK_CACHE_PREFIX, PACK_META_PATH } from '../../lib/offline/cache-names';
import { tallyPack, type PackItem } from '../../lib/offline/pack-size';

/** What can be saved for offline. */
export type PackKind = 'spot' | 'gallery' | 'view';

/** What is to go into a pack. */
export interface PackPlan {
  /**
   * `spot:7`, `gallery:anna/dolomites`, `view:/r/…`: one pack per spot, gallery or map view,
   * saved again in place.
   */
  key: string;
  kind: PackKind;
  title: string;
  /** The page the pack opens. */
  path: string;
  /** Addresses to store; the first is the page's data, without which nothing is saved. */
  urls: string[];
  /** Photo renditions not stored: `from` is answered with the stored `to`. */
  aliases: { from: string; to: string }[];
  /** What a person should know about what was left out, e.g. spots past the pack's cap. */
  note?: string;
}

/** A saved pack, as the list of saved packs shows it. */
export interface PackMeta {
  key: string;
  kind: PackKind;
  title: string;
  path: string;
  /** Epoch ms. */
  savedAt: number;
  bytes: number;
  files: number;
  failed: number;
  note?: string;
}

/** Whether this browser can keep packs (the Cache API; only on https or localhost). */
export function canSavePacks(): boolean {
  return typeof window !== 'undefined' && 'caches' in window;
}

const cacheName = (key: string) => `${PACK_CACHE_PREFIX}${key}`;

/** The page's data could not be fetched, so the pack was not saved. */
export class PackDataMissing extends Error {}

/** Nothing was saved, for the reason the message gives a person. */
export class PackRefused extends Error {}

/** How many addresses are fetched at once while saving. */
const PARALLEL_FETCHES = 4;

async function store(cache: Cache, url: string): Promise<PackItem> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return { url, failed: true };
    const body = await response.blob();
    await cache.put(
      url,
      new Response(body, { status: response.status, headers: response.headers }),
    );
    return { url, bytes: body.size };
  } catch {
    return { url, failed: true };
  }
}

/**
 * Saves a pack: its addresses are fetched and stored in a cache of its own. An earlier copy
 * is replaced only once the page's data has been fetched again, so a failed save loses nothing.
 */
export async function savePack(plan: PackPlan): Promise<PackMeta> {
  const [dataUrl, ...rest] = plan.urls;
  if (!dataUrl) throw new PackDataMissing('A pack needs the page data');
  let data: Response;
  try {
    data = await fetch(dataUrl, { credentials: 'same-origin' });
  } catch {
    throw new PackDataMissing(`${dataUrl} could not be fetched`);
  }
  if (!data.ok) throw new PackDataMissing(`${dataUrl} answered ${data.status}`);
  const dataBody = await data.blob();

  await caches.delete(cacheName(plan.key));
  const cache = await caches.open(cacheName(plan.key));
  await cache.put(dataUrl, new Response(dataBody, { status: 200, headers: data.headers }));
  const items: PackItem[] = [{ url: dataUrl, bytes: dataBody.size }];
  const queue = [...new Set(rest)].filter((url) => url !== dataUrl);
  await Promise.all(
    Array.from({ length: PARALLEL_FETCHES }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        items.push(await store(cache, url));
      }
    }),
  );
  const stored = new Set(items.filter((item) => !('failed' in item)).map((item) => item.url));
  for (const alias of plan.aliases) {
    if (!stored.has(alias.to) || stored.has(alias.from)) continue;
    await cache.put(
      alias.from,
      new Response(null, { status: 200, headers: { [ALIAS_HEADER]: alias.to } }),
    );
  }
  const meta: PackMeta = {
    key: plan.key,
    kind: plan.kind,
    title: plan.title,
    path: plan.path,
    savedAt: Date.now(),
    ...tallyPack(items),
    ...(plan.note ? { note: plan.note } : {}),
  };
  await cache.put(PACK_META_PATH, Response.json(meta));
  return meta;
}

async function readMeta(name: string): Promise<PackMeta | null> {
  const cache = await caches.open(name);
  const response = await cache.match(PACK_META_PATH);
  if (!response) return null;
  try {
    return (await response.json()) as PackMeta;
  } catch {
    return null;
  }
}

/** Every saved pack, the latest first. */
export async function listPacks(): Promise<PackMeta[]> {
  if (!canSavePacks()) return [];
  const names = (await caches.keys()).filter((name) => name.startsWith(PACK_CACHE_PREFIX));
  const metas = await Promise.all(names.map(readMeta));
  return metas
    .filter((meta): meta is PackMeta => meta !== null)
    .sort((a, b) => b.savedAt - a.savedAt);
}

/** The saved pack with this key, if there is one. */
export async function findPack(key: string): Promise<PackMeta | null> {
  if (!canSavePacks() || !(await caches.has(cacheName(key)))) return null;
  return readMeta(cacheName(key));
}

/** Deletes a pack and everything it stored. */
export async function deletePack(key: string): Promise<void> {
  await caches.delete(cacheName(key));
}
