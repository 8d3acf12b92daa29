import { z } from 'zod';
import { Coordinates, filledText, text } from './common.js';
import { SpotSummary, TileSpot } from './spot.js';

/** Longest search text accepted; longer text answers 400. */
export const SEARCH_TEXT_MAX = 200;

/** Place search keeps this many results. */
export const PLACE_RESULTS_MAX = 10;

/** A bounding box in degrees. */
export const BoundingBox = z.object({
  south: z.number(),
  west: z.number(),
  north: z.number(),
  east: z.number(),
});
export type BoundingBox = z.infer<typeof BoundingBox>;

/** A geocoded place: its display name, centre and bounding box. */
export const Place = z.object({
  displayName: z.string(),
  ...Coordinates.shape,
  bbox: BoundingBox,
  /** What kind of place it is, e.g. 'city', 'town', 'country', 'peak'. */
  kind: z.string().nullable(),
});
export type Place = z.infer<typeof Place>;

/** A tag that matched a search, with its hierarchy path and how many spots carry it. */
export const TagHit = z.object({
  name: z.string(),
  hier: z.string(),
  spotCount: z.number().int(),
});
export type TagHit = z.infer<typeof TagHit>;

/** Filters of spot lists and search: tag, user, spot set, spot list. */
export const SpotFilters = z.object({
  /** Tag name; underscores stand for spaces. */
  ft: text().trim().min(1).max(100).optional(),
  /** Username of the spots' creator or photographer. */
  fu: text().trim().min(1).max(100).optional(),
  /** A spot set: spot ids separated by commas. */
  fs: z
    .string()
    .regex(/^\d+(,\d+)*$/, { error: 'must be spot ids separated by commas' })
    .optional(),
  /** Spot list (gallery) url title, together with its owner's username in fsu. */
  fsl: text().trim().min(1).max(200).optional(),
  fsu: text().trim().min(1).max(100).optional(),
});
export type SpotFilters = z.infer<typeof SpotFilters>;

/** The search form as the browser sends it before the page's scripts run: `/search?q=…`. */
export const SearchFormQuery = z.object({
  q: text()
    .max(SEARCH_TEXT_MAX, { error: `must be at most ${SEARCH_TEXT_MAX} characters` })
    .optional(),
});
export type SearchFormQuery = z.infer<typeof SearchFormQuery>;

export const SearchParams = z.object({
  text: filledText(SEARCH_TEXT_MAX),
});

/**
 * The answer of `GET /api/search/{text}`. When the text is a coordinate pair, `coordinates`
 * carries it and the lists may be empty; `corrected` is the text actually searched when a
 * typo was corrected.
 */
export const SearchAnswer = z.object({
  text: z.string(),
  coordinates: Coordinates.nullable(),
  corrected: z.string().nullable(),
  places: z.array(Place),
  tags: z.array(TagHit),
  spots: z.array(SpotSummary),
  /** True when more spots matched than were returned. */
  more: z.boolean(),
});
export type SearchAnswer = z.infer<typeof SearchAnswer>;

/** The most spots a filtered map shows: the best by popularity. */
export const FILTERED_SPOTS_MAX = 2000;

/**
 * Answer of `GET /api/filteredSpots?ft&fu&fs&fsl&fsu`: the spots passing the filters, best
 * first, for the map; `more` when more passed than were returned.
 */
export const FilteredSpotsAnswer = z.object({
  spots: z.array(TileSpot),
  more: z.boolean(),
});
export type FilteredSpotsAnswer = z.infer<typeof FilteredSpotsAnswer>;
