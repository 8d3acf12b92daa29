const UNDERSCORE_CHARS = /[\s/:?&]+/gu;
const OPEN_BRACKETS = /[[{<]/gu;
const CLOSE_BRACKETS = /[\]}>]/gu;
const DISALLOWED = /[^\p{L}\p{N}_\-().,]+/gu;
const SEPARATOR_RUN = /[_-]{2,}/gu;
const EDGE_NON_ALNUM = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** Turns a spot title into its URL slug; an empty result is `_`. */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFC')
    .replace(UNDERSCORE_CHARS, '_')
    .replace(OPEN_BRACKETS, '(')
    .replace(CLOSE_BRACKETS, ')')
    .replace(DISALLOWED, '')
    .replace(SEPARATOR_RUN, (run) => (run.includes('_') ? '_' : '-'))
    .replace(EDGE_NON_ALNUM, '');
  return slug === '' ? '_' : slug;
}

/** The canonical spot page path `/l/{slug}/{id}`. */
export function spotPath(spot: { id: number; title: string }): string {
  // Commas are valid in a path segment; leaving them readable keeps shared links tidy.
  return `/l/${encodeURIComponent(titleSlug(spot.title)).replace(/%2C/g, ',')}/${spot.id}`;
}

/** Tag names in URLs use underscores for spaces. */
export function tagToUrl(tag: string): string {
  return encodeURIComponent(tag.trim().replace(/ /g, '_'));
}

/** Reverses {@link tagToUrl}. */
export function tagFromUrl(segment: string): string {
  return decodeURIComponent(segment).replace(/_/g, ' ');
}

/** The profile path of a member: by username when they have one, else by numeric id. */
export function profilePath(user: { id: number; username: string | null }, tab?: string): string {
  const base = user.username ? `/by/${encodeURIComponent(user.username)}` : `/user/${user.id}`;
  return tab ? `${base}/${tab}` : base;
}
