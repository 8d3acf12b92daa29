/** The region view's tag summary shows at most this many tags. */
export const TAG_SUMMARY_MAX = 5;

/** A tag stays in the summary while more than this share of the spots carry it… */
export const TAG_SUMMARY_SHARE = 0.6;

/** …or while at least this many spots carry it. */
export const TAG_SUMMARY_MIN_COUNT = 10;

/** One tag of a summary and the number of spots that carry it. */
export interface TagCount {
  tag: string;
  count: number;
}

/**
 * The tags that describe a list of spots (the region view's summary): tags by the number of
 * spots carrying them (most first, ties by name), kept while that number exceeds 60% of the
 * spots or is at least 10, and at most 5. A spot counts once per tag; tags that differ only
 * in case are one tag, named as first seen.
 */
export function tagSummary(spots: readonly { tags: readonly string[] }[]): TagCount[] {
  const counts = new Map<string, TagCount>();
  for (const spot of spots) {
    const seen = new Set<string>();
    for (const tag of spot.tags) {
      const key = tag.trim().toLowerCase();
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key);
      if (entry) entry.count++;
      else counts.set(key, { tag: tag.trim(), count: 1 });
    }
  }
  const ranked = [...counts.values()].sort(
    (a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'en', { sensitivity: 'base' }),
  );
  const summary: TagCount[] = [];
  for (const entry of ranked) {
    if (summary.length === TAG_SUMMARY_MAX) break;
    const kept =
      entry.count > spots.length * TAG_SUMMARY_SHARE || entry.count >= TAG_SUMMARY_MIN_COUNT;
    if (!kept) break;
    summary.push(entry);
  }
  return summary;
}
