import { z } from 'zod';
import { ImageUrls, numberParam, UserRef, wholeNumberBetween } from './common.js';

/** EXIF fields kept with a photo. */
export const Exif = z
  .object({
    Model: z.string().optional(),
    Make: z.string().optional(),
    Lens: z.string().optional(),
    Date: z.union([z.number(), z.string()]).optional(),
    Focal: z.number().optional(),
    Focal35: z.number().optional(),
    FNumber: z.number().optional(),
    Exposure: z.union([z.number(), z.string()]).optional(),
    ISO: z.number().optional(),
  })
  .strip();
export type Exif = z.infer<typeof Exif>;

/** Image type: 0 normal, 1 test shot. */
export const ImgType = z.union([z.literal(0), z.literal(1)]);

/** A photograph as the API answers it. */
export const Photo = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  exif: Exif.nullable(),
  imgType: ImgType,
  rating: z.number().int(),
  created: z.string(),
  user: UserRef.nullable(),
  author: z.string().nullable(),
  authorUrl: z.string().nullable(),
  license: z.string().nullable(),
  linkURL: z.string().nullable(),
  linkImgURL: z.string().nullable(),
  idSpot: z.number().int().nullable(),
  spotTitle: z.string().nullable(),
  spotTags: z.array(z.string()),
  /**
   * Where the photo was taken when its owner published it, or the viewer is its owner or an
   * administrator; for everyone else the spot's position.
   */
  lat: z.number().nullable(),
  long: z.number().nullable(),
  /** Whether the owner published where the photo was taken. */
  positionPublic: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  blurhash: z.string().nullable(),
  ar: z.number(),
  /** An equirectangular 360° photo, shown first by the 360 view. */
  pano: z.boolean(),
  urls: ImageUrls,
  newSpot: z.object({ idSpot: z.number().int(), rating: z.number().int() }).nullable(),
  /** Held for a moderator's review (a new member's photo with links in its text). */
  held: z.boolean().optional(),
});
export type Photo = z.infer<typeof Photo>;

/** A page of photos for the feeds (Recent Uploads, Favorite Photos). */
export const PhotoList = z.array(Photo);
export type PhotoList = z.infer<typeof PhotoList>;

/** Paging for photo feeds: `limit` photos older than `before` (a photo id). */
export const PhotoFeedQuery = z.object({
  limit: numberParam(wholeNumberBetween(1, 100)).default(24),
  offset: numberParam(
    z
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must not be negative' })
      .max(100_000, { error: 'is too large' }),
  ).default(0),
});
export type PhotoFeedQuery = z.infer<typeof PhotoFeedQuery>;

/** A user's photos: normal ones or test shots, paged like the feeds. */
export const UserPhotosQuery = PhotoFeedQuery.extend({
  type: z.enum(['normal', 'test'], { error: "must be 'normal' or 'test'" }).default('normal'),
});
