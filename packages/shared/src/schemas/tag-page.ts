import { z } from 'zod';
import { IdParam, ImageRef, numberParam, text, UserRef } from './common.js';
import { Photo } from './photo.js';
import { SpotSummary } from './spot.js';
import {
  TAG_HEADER_OFFSET_MAX,
  TAG_HEADER_OFFSET_MIN,
  TAG_INFO_TEXT_MAX,
} from '../domain/constants.js';

/** A guide as lists show it. */
export const GuideSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  perma: z.string(),
  rating: z.number().int(),
  displayName: z.string().nullable(),
  username: z.string().nullable(),
});
export type GuideSummary = z.infer<typeof GuideSummary>;

/** `[west, south, east, north]` in degrees. */
export const TagRect = z
  .tuple([
    z.number().min(-180).max(180),
    z.number().min(-90).max(90),
    z.number().min(-180).max(180),
    z.number().min(-90).max(90),
  ])
  .refine(([, south, , north]) => south < north, { error: 'south must be below north' });
export type TagRect = z.infer<typeof TagRect>;

/** Everything a tag page paints first, in one answer. */
export const TagPage = z.object({
  idTag: z.number().int(),
  tag: z.string(),
  /** Ancestor tags, the largest first. */
  locHier: z.array(z.string()),
  parentTag: z.string().nullable(),
  isLocation: z.boolean(),
  imgSquare: ImageRef.nullable(),
  imgHead: ImageRef.nullable(),
  imgHeadOffset: z.number().int(),
  idOSM: z.number().int().nullable(),
  osmType: z.string().nullable(),
  infoText: z.string().nullable(),
  rect: TagRect.nullable(),
  locCnt: z.number().int(),
  photoCnt: z.number().int(),
  guides: z.array(GuideSummary),
  bestSpots: z.array(SpotSummary),
  bestPhotos: z.array(Photo),
  bestTags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  contribs: z.array(z.object({ u: UserRef, d: z.number().int() })),
});
export type TagPage = z.infer<typeof TagPage>;

/** Path parameters naming a tag (underscores stand for spaces). */
export const TagNameParams = z.object({
  name: text().trim().min(1, { error: 'must not be empty' }).max(200, { error: 'is too long' }),
});

/** Paging of a tag's spots and photos. */
export const TagListQuery = z.object({
  offset: numberParam(z.number().int().min(0).max(100000)).default(0),
  limit: numberParam(z.number().int().min(1).max(100)).default(24),
});

const photoId = IdParam.nullable();

/** `POST /tag/update`: the fields an administrator edits. */
export const TagUpdateBody = z.object({
  idTag: IdParam,
  newData: z.object({
    parentTag: text().trim().max(200).nullable().optional(),
    imgSquare: photoId.optional(),
    imgHead: photoId.optional(),
    imgHeadOffset: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(TAG_HEADER_OFFSET_MIN, { error: 'must be between 1 and 100' })
      .max(TAG_HEADER_OFFSET_MAX, { error: 'must be between 1 and 100' })
      .optional(),
    idOSM: z.number().int().positive().nullable().optional(),
    osmType: z.enum(['node', 'way', 'relation']).nullable().optional(),
    infoText: text()
      .max(TAG_INFO_TEXT_MAX, { error: `must be at most ${TAG_INFO_TEXT_MAX} characters` })
      .nullable()
      .optional(),
  }),
});
export type TagUpdateBody = z.infer<typeof TagUpdateBody>;

/** `POST /tag/updateMapRect`. */
export const TagMapRectBody = z.object({ idTag: IdParam, rect: TagRect });
export type TagMapRectBody = z.infer<typeof TagMapRectBody>;
