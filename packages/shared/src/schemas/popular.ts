import { z } from 'zod';
import { IdParam, ImageRef, text } from './common.js';
import { Photo } from './photo.js';

/** Most tags the curated Popular Locations list may hold (the demo curates about 32). */
export const POPULAR_LOCATIONS_MAX = 64;

/** One of the curated Popular Locations: a tag with its sample photo and where it lies. */
export const PopularLocation = z.object({
  idTag: z.number().int(),
  tag: z.string(),
  /** The tag's ancestors, the largest first. */
  locHier: z.array(z.string()),
  /** The sample photo: chosen by an administrator, else the tag's own square or best photo. */
  idPhoto: z.number().int().nullable(),
  blurhash: z.string().nullable(),
  image: ImageRef.nullable(),
  /** Spots carrying the tag. */
  locCnt: z.number().int(),
});
export type PopularLocation = z.infer<typeof PopularLocation>;

/** `GET /popularLocations`: the curated list, in its order. */
export const PopularLocationList = z.array(PopularLocation);
export type PopularLocationList = z.infer<typeof PopularLocationList>;

/**
 * `POST /popularLocations`: the whole list in its new order; a tag added, removed or moved,
 * or a sample photo chosen (`idPhoto` null: the tag's own photo).
 */
export const PopularLocationsBody = z.object({
  locations: z
    .array(
      z.object({
        tag: text()
          .trim()
          .min(1, { error: 'must not be empty' })
          .max(200, { error: 'is too long' }),
        idPhoto: IdParam.nullable().optional(),
      }),
    )
    .max(POPULAR_LOCATIONS_MAX, {
      error: `must hold at most ${POPULAR_LOCATIONS_MAX} locations`,
    }),
});
export type PopularLocationsBody = z.infer<typeof PopularLocationsBody>;

/**
 * `GET /photos/featured`: the home header's photos. `chosen` tells whether administrators
 * picked them; when they picked none, the best-rated photos stand in.
 */
export const FeaturedPhotos = z.object({
  chosen: z.boolean(),
  /** Ids of the photos administrators featured (empty when none is chosen). */
  featuredIds: z.array(z.number().int()),
  photos: z.array(Photo),
});
export type FeaturedPhotos = z.infer<typeof FeaturedPhotos>;

/** `POST /photo/{id}/featured`: an administrator features a photo on the home page, or stops. */
export const FeaturePhotoBody = z.object({
  featured: z.boolean({ error: 'must be true or false' }),
});
export type FeaturePhotoBody = z.infer<typeof FeaturePhotoBody>;
