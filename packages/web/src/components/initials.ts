/** Initials shown when a user has no picture. */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** Muted, photographic tones that carry white initials with enough contrast. */
export const AVATAR_COLORS = [
  '#0b5d5e',
  '#8a4b2a',
  '#35597a',
  '#6b4f83',
  '#4d6b2f',
  '#9a3b4b',
  '#5a5f26',
  '#2f6f62',
] as const;

/** A stable colour for a user's initials circle, picked from the name so it never changes. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}
