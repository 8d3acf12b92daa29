import { z } from 'zod';
import {
  Coordinates,
  countParam,
  filledText,
  IdParam,
  ImageRef,
  latitude,
  LatParam,
  LngParam,
  longitude,
  numberParam,
  tagNames,
  UserRef,
  wholeNumberBetween,
} from './common.js';
import { Photo } from './photo.js';
import { NEW_SPOT_MAX_TAGS } from '../domain/tag-names.js';
import { SPOT_TITLE_MAX } from '../domain/constants.js';
import { SENSITIVE_REASONS } from '../domain/community/sensitive-rules.js';

/** A tag on a spot, with its pending request state. */
export const SpotTag = z.object({
  tag: z.string(),
  request: z.enum(['add', 'delete']).nullable(),
  isNew: z.boolean(),
  auto: z.boolean(),
  toDelete: z.boolean(),
  rating: z.number().int(),
});
export type SpotTag = z.infer<typeof SpotTag>;

/** A text description of a spot. */
export const Description = z.object({
  id: z.number().int(),
  text: z.string(),
  rating: z.number().int(),
  created: z.string(),
  user: UserRef.nullable(),
  author: z.string().nullable(),
  license: z.string().nullable(),
  linkURL: z.string().nullable(),
  /** Held for a moderator's review: shown to its author and moderators alone. */
  held: z.boolean().optional(),
});
export type Description = z.infer<typeof Description>;

/** The fields that name a spot and place it on the map, first in every spot answer. */
const spotPoint = {
  id: z.number().int(),
  ...Coordinates.shape,
  title: z.string(),
};

/** A spot as a link to its page at a point on the map. */
export const SpotLink = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  ...Coordinates.shape,
});
export type SpotLink = z.infer<typeof SpotLink>;

/** A spot near another, with its distance in metres. */
export const NearbySpot = z.object({
  ...spotPoint,
  elev: z.number().nullable(),
  distanceM: z.number(),
  image: ImageRef.nullable(),
});
export type NearbySpot = z.infer<typeof NearbySpot>;

/** A saved default 360° view. */
export const View3D = z.object({
  lat: z.number(),
  lng: z.number(),
  head: z.number(),
  pitch: z.number(),
  fov: z.number(),
});

/** Why a place is sensitive: a reason from the fixed list and the member's optional note. */
export const Sensitivity = z.object({
  reason: z.enum(SENSITIVE_REASONS),
  note: z.string().nullable(),
});
export type Sensitivity = z.infer<typeof Sensitivity>;

/** An open proposal about a spot's sensitivity: `sensitive` true protects, false lifts. */
export const PendingSensitivity = z.object({
  sensitive: z.boolean(),
  reason: z.enum(SENSITIVE_REASONS).nullable(),
  note: z.string().nullable(),
  rating: z.number().int(),
});
export type PendingSensitivity = z.infer<typeof PendingSensitivity>;

/** A pending new title and its net weighted votes. */
export const PendingTitle = z.object({ title: z.string(), rating: z.number().int() });

/** A pending new position and its net weighted votes. */
export const PendingLocation = z.object({
  ...Coordinates.shape,
  rating: z.number().int(),
});

/** A spot as its page needs it. */
export const Spot = z.object({
  ...spotPoint,
  slug: z.string(),
  newTitle: PendingTitle.nullable(),
  newLocation: PendingLocation.nullable(),
  hier: z.string(),
  tags: z.array(SpotTag),
  descriptions: z.array(Description),
  images: z.array(Photo),
  elev: z.number().nullable(),
  tz: z.object({ name: z.string() }).nullable(),
  nearestId: z.number().int().nullable(),
  nearby: z.array(NearbySpot),
  address: z.string().nullable(),
  D3: View3D.nullable(),
  rating: z.number().int(),
  user: UserRef.nullable(),
  created: z.string(),
  /** Why the community marked this place sensitive; null when it is not. */
  sensitive: Sensitivity.nullable(),
  /** True when `lat`/`long` are the blurred public position, not the exact one. */
  positionBlurred: z.boolean(),
  /** An open proposal to protect the place or to lift its protection. */
  newSensitive: PendingSensitivity.nullable(),
});
export type Spot = z.infer<typeof Spot>;

/** A spot in lists: cards, region view, popular, search. */
export const SpotSummary = z.object({
  ...spotPoint,
  slug: z.string(),
  tags: z.array(z.string()),
  photoCount: z.number().int(),
  image: ImageRef.nullable(),
});
export type SpotSummary = z.infer<typeof SpotSummary>;

/** What the hover card and spot bar need: title, image, time zone. */
export const PointPreview = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: ImageRef.nullable(),
  tz: z.object({ name: z.string() }).nullable(),
});
export type PointPreview = z.infer<typeof PointPreview>;

/** Batch request of previews, collected on the client over 20 ms. */
export const PointPreviewsBody = z.object({
  ids: z
    .array(IdParam, { error: 'must be a list of spot ids' })
    .min(1, { error: 'must name at least one spot' })
    .max(200, { error: 'must name at most 200 spots' }),
});
export const PointPreviewsAnswer = z.array(PointPreview);

/** One spot in a `/pspots` tile list: just enough to draw it. */
export const TileSpot = z.object({
  ...spotPoint,
  score: z.number(),
});
export type TileSpot = z.infer<typeof TileSpot>;

export const PspotsParams = z.object({
  level: numberParam(wholeNumberBetween(0, 22)),
  x: countParam(),
  y: countParam(),
});

/** The spots of one map tile; `complete` is false when the list was capped to the best spots. */
export const PspotsAnswer = z.object({
  level: z.number().int(),
  x: z.number().int(),
  y: z.number().int(),
  complete: z.boolean(),
  spots: z.array(TileSpot),
});
export type PspotsAnswer = z.infer<typeof PspotsAnswer>;

export const NearParams = z.object({ lat: LatParam, long: LngParam });
export const NearAnswer = z.array(NearbySpot);

/** Spots in a region, capped at 100; `more` says there are more (shown as '100+'). */
export const RangeAnswer = z.object({
  spots: z.array(SpotSummary),
  more: z.boolean(),
});
export type RangeAnswer = z.infer<typeof RangeAnswer>;

export const RangeParams = z.object({
  lat: z.string(),
  long: z.string(),
  dLat: z.string(),
  dLong: z.string(),
});

export const PopularAnswer = z.array(SpotSummary);

/** One page of the most photographed spots, most photographs first. */
export const MostPhotographedAnswer = z.array(SpotSummary);

/** A new spot (`POST /api/point`): position, title and tags. */
export const NewSpotBody = z.object({
  lat: latitude(),
  long: longitude(),
  title: filledText(SPOT_TITLE_MAX, { error: 'must be text' }),
  tags: tagNames()
    .max(NEW_SPOT_MAX_TAGS, { error: `must name at most ${NEW_SPOT_MAX_TAGS} tags` })
    .default([]),
});
export type NewSpotBody = z.infer<typeof NewSpotBody>;

/** Answer of `GET /api/duplicates/{lat}/{long}`: existing spots within the duplicate radius. */
export const DuplicatesAnswer = z.array(NearbySpot);
