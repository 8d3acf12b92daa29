/** Most tags a new spot may carry. */
export const NEW_SPOT_MAX_TAGS = 20;
/** Longest tag name. */
export const TAG_NAME_MAX = 60;

/**
 * Names as tags are kept: each trimmed with inner runs of spaces made one, empty
 * ones ignored, and a name that repeats an earlier one or one of `taken`, whatever its case,
 * left out.
 */
export function uniqueTagNames(names: readonly string[], taken: readonly string[] = []): string[] {
  const seen = new Set(taken.map((name) => name.toLowerCase()));
  const kept: string[] = [];
  for (const raw of names) {
    const name = raw.trim().replace(/\s+/g, ' ');
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept;
}

/** Path of a tag page; spaces are written as underscores. */
export function tagPagePath(tag: string): string {
  return `/tag/${encodeURIComponent(tag.trim().replace(/ /g, '_'))}`;
}

/** Path of a location page from the hierarchy down to the tag: `/photo_location/a/b/c`. */
export function photoLocationPath(tags: readonly string[]): string {
  return `/photo_location/${tags
    .slice(-4)
    .map((tag) => encodeURIComponent(tag.trim().replace(/ /g, '_')))
    .join('/')}`;
}

/** A tag page's title: a place's page is about the spots in it, a subject's about its spots. */
export function tagPageTitle(page: { tag: string; isLocation: boolean }): string {
  return page.isLocation ? `Photo spots in ${page.tag}` : `${page.tag} photo spots`;
}
