/**
 * The order of a spot's descriptions and photos on its page, and when long text collapses.
 */

/** An item of the spot page's column: a photo or a text description. */
export interface OrderedItem {
  kind: 'photo' | 'text';
  rating: number;
  /** A description written by a member (not imported from another site). */
  byMember: boolean;
}

/** Photos weigh by their rating; texts by 3 × rating + 4; member texts gain 0.5. */
export function itemWeight(item: OrderedItem): number {
  if (item.kind === 'photo') return item.rating;
  return 3 * item.rating + 4 + (item.byMember ? 0.5 : 0);
}

/** The items heaviest first; equal weights keep their order. */
export function orderItems<T extends OrderedItem>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, weight: itemWeight(item) }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ item }) => item);
}

/** The first three descriptions (two on phones) count as important. */
export function importantCount(mobile: boolean): number {
  return mobile ? 2 : 3;
}

/**
 * The height in pixels above which a description collapses: 320, 150 when it carries a
 * photo, 440 on wide layouts.
 */
export function collapseHeightPx(options: { withPhoto: boolean; wide: boolean }): number {
  if (options.withPhoto) return 150;
  return options.wide ? 440 : 320;
}

/** An overflow smaller than this is shown whole instead of collapsed. */
export const COLLAPSE_MIN_OVERFLOW_PX = 50;

/** Whether text of a height collapses under a limit. */
export function collapses(heightPx: number, limitPx: number): boolean {
  return heightPx - limitPx >= COLLAPSE_MIN_OVERFLOW_PX;
}

/** External description previews are cut at 150 characters. */
export const EXTERNAL_PREVIEW_CHARS = 150;
