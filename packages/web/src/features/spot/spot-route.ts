import { rowIdFromDigits, titleSlug } from '@vantage/shared';

/** The spot id from the `/l/{title}/{id}` path, or null unless it can name a spot. */
export function parseSpotId(segment: string | undefined): number | null {
  return segment == null ? null : rowIdFromDigits(segment);
}

/**
 * Whether the URL's title segment must be replaced by the spot's slug: true for the `_`
 * placeholder of `/l/_/{id}` and for any outdated or mistyped title. `urlTitle` is decoded.
 */
export function needsSlugRewrite(urlTitle: string | undefined, spot: { title: string }): boolean {
  return urlTitle !== titleSlug(spot.title);
}
