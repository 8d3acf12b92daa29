/** Most tags a new spot may carry (the limit of `NewSpotBody`). */
export const NEW_SPOT_MAX_TAGS = 20;
/** Longest tag name (the limit of `NewSpotBody`). */
export const TAG_MAX_LENGTH = 60;

/**
 * Adds the comma-separated names of `text` to `tags` (spec 1 §5): each trimmed, inner runs
 * of spaces made one, empty ones ignored, a name already there in any case skipped, and no
 * more than {@link NEW_SPOT_MAX_TAGS} in all.
 */
export function addTags(tags: readonly string[], text: string): string[] {
  const next = [...tags];
  const seen = new Set(tags.map((tag) => tag.toLowerCase()));
  for (const part of text.split(',')) {
    const name = part.trim().replace(/\s+/g, ' ').slice(0, TAG_MAX_LENGTH).trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    if (next.length >= NEW_SPOT_MAX_TAGS) break;
    seen.add(name.toLowerCase());
    next.push(name);
  }
  return next;
}
