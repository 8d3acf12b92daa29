/** One address a pack tried to store: its stored size, or why it is missing. */
export type PackItem = { url: string; bytes: number } | { url: string; failed: true };

/** What a pack holds, as the list of saved packs shows it. */
export interface PackTally {
  /** Bytes stored, each address counted once (a later copy replaces an earlier one). */
  bytes: number;
  /** Addresses stored. */
  files: number;
  /** Addresses that could not be fetched (the pack is saved without them). */
  failed: number;
}

/**
 * Adds up a pack: an address saved twice is stored once, so it counts once with its last size;
 * an address that failed and was saved later counts as saved.
 */
export function tallyPack(items: readonly PackItem[]): PackTally {
  const stored = new Map<string, number>();
  const failed = new Set<string>();
  for (const item of items) {
    if ('failed' in item) {
      if (!stored.has(item.url)) failed.add(item.url);
      continue;
    }
    if (!Number.isFinite(item.bytes) || item.bytes < 0) {
      throw new RangeError(`A stored size must be a whole number of bytes: ${item.bytes}`);
    }
    stored.set(item.url, item.bytes);
    failed.delete(item.url);
  }
  let bytes = 0;
  for (const size of stored.values()) bytes += size;
  return { bytes, files: stored.size, failed: failed.size };
}

/** The storage all packs take together (each pack is a cache of its own, so none are shared). */
export function totalPackBytes(packs: readonly { bytes: number }[]): number {
  return packs.reduce((sum, pack) => sum + pack.bytes, 0);
}

const UNITS = ['kB', 'MB', 'GB'] as const;

/** A size for people: `850 B`, `4.2 kB`, `12 MB` (decimal units, as phones' storage settings show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${Math.max(0, Math.round(bytes))} B`;
  let value = bytes;
  let unit: (typeof UNITS)[number] = 'kB';
  for (const next of UNITS) {
    value /= 1000;
    unit = next;
    if (value < 1000) break;
  }
  const shown = value < 10 ? value.toFixed(1) : String(Math.round(value));
  return `${shown} ${unit}`;
}
