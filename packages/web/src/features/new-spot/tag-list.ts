import { NEW_SPOT_MAX_TAGS, TAG_NAME_MAX, uniqueTagNames } from '@vantage/shared';

/**
 * Adds the comma-separated names of `text` to `tags` by the shared tag rule, each
 * cut to {@link TAG_NAME_MAX} characters, and no more than {@link NEW_SPOT_MAX_TAGS} in all.
 */
export function addTags(tags: readonly string[], text: string): string[] {
  const names = text
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' ').slice(0, TAG_NAME_MAX));
  const added = uniqueTagNames(names, tags);
  return [...tags, ...added.slice(0, Math.max(0, NEW_SPOT_MAX_TAGS - tags.length))];
}
