import { z } from 'zod';
import { filledText, IdParam, ImageRef, numberParam, text, UserRef } from './common.js';
import { Photo } from './photo.js';
import { SpotSummary } from './spot.js';

/** Longest gallery title. */
export const GALLERY_TITLE_MAX = 100;
/** Longest gallery description. */
export const GALLERY_DESCRIPTION_MAX = 4000;
/** Most spots a gallery holds. */
export const GALLERY_SPOTS_MAX = 5000;
/** Galleries a list shows first; more come on scroll. */
export const GALLERY_LIST_FIRST = 6;
/** Images per spot in a gallery's KML. */
export const KML_IMAGES_PER_SPOT = 3;
/** Descriptions per spot in a gallery's KML. */
export const KML_DESCRIPTIONS_PER_SPOT = 1;
/** Images per spot in a gallery's GPX. */
export const GPX_IMAGES_PER_SPOT = 1;

/** A gallery (spot list) as lists show it. */
export const SpotListSummary = z.object({
  id: z.number().int(),
  urlTitle: z.string(),
  title: z.string(),
  description: z.string(),
  image: ImageRef.nullable(),
  /** The owner's username; null while they have none. */
  username: z.string().nullable(),
  ownerId: z.number().int(),
  isPublic: z.boolean(),
  spotCount: z.number().int(),
  photoCount: z.number().int(),
});
export type SpotListSummary = z.infer<typeof SpotListSummary>;

/** A gallery with its spots and photos, as its page shows it. */
export const SpotList = SpotListSummary.extend({
  owner: UserRef,
  spots: z.array(SpotSummary),
  photos: z.array(Photo),
});
export type SpotList = z.infer<typeof SpotList>;

/** The signed-in member's galleries, each saying whether it holds the spot or photo asked about. */
export const SpotListMembership = z.array(
  z.object({
    id: z.number().int(),
    title: z.string(),
    urlTitle: z.string(),
    isPublic: z.boolean(),
    has: z.boolean(),
  }),
);
export type SpotListMembership = z.infer<typeof SpotListMembership>;

const galleryTitle = filledText(GALLERY_TITLE_MAX, { error: 'is required' });

/** `POST /spotlist/new`: a gallery, optionally holding a first spot or photo. */
export const NewSpotListBody = z.object({
  title: galleryTitle,
  addIdSpot: IdParam.nullish(),
  idImg: IdParam.nullish(),
});
export type NewSpotListBody = z.infer<typeof NewSpotListBody>;

/** `POST /spotlist` and `DELETE /spotlist`: a spot (and optionally its photo) in a gallery. */
export const SpotListSpotBody = z.object({
  idSpotlist: IdParam,
  idSpot: IdParam,
  idImg: IdParam.nullish(),
});
export type SpotListSpotBody = z.infer<typeof SpotListSpotBody>;

/** `POST /spotlistPhoto` and `DELETE /spotlistPhoto`: a photo in a gallery. */
export const SpotListPhotoBody = z.object({ idSpotlist: IdParam, idPhoto: IdParam });
export type SpotListPhotoBody = z.infer<typeof SpotListPhotoBody>;

/** `POST /spotlist/update`: the edited gallery, or `{id, delete: true}`. */
export const SpotListUpdateBody = z.union([
  z.object({ id: IdParam, delete: z.literal(true) }),
  z.object({
    id: IdParam,
    title: galleryTitle,
    description: text()
      .max(GALLERY_DESCRIPTION_MAX, {
        error: `must be at most ${GALLERY_DESCRIPTION_MAX} characters`,
      })
      .default(''),
    isPublic: z.boolean().default(true),
  }),
]);
export type SpotListUpdateBody = z.infer<typeof SpotListUpdateBody>;

/** The answer of a gallery change: the gallery as lists show it (null once deleted). */
export const SpotListChangeAnswer = z.object({
  spotList: SpotListSummary.nullable(),
  /** The gallery's description waits for a moderator's review. */
  held: z.boolean().optional(),
});
export type SpotListChangeAnswer = z.infer<typeof SpotListChangeAnswer>;

/** The download formats of a gallery. */
export const GALLERY_EXPORT_FORMATS = ['kml', 'gpx', 'geojson'] as const;
export type GalleryExportFormat = (typeof GALLERY_EXPORT_FORMATS)[number];

const pathPart = text()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(200, { error: 'is too long' });

/** `/spotlist/{title}/{username}`. */
export const SpotListParams = z.object({ title: pathPart, username: pathPart });

/** `/spotlist/{title}/{username}/{format}`. */
export const SpotListDownloadParams = SpotListParams.extend({
  format: z.enum(GALLERY_EXPORT_FORMATS, { error: 'must be kml, gpx or geojson' }),
});

/** `/spotlist/{username}`. */
export const SpotListOwnerParams = z.object({ username: pathPart });

/** Paging of a member's galleries: 6 first, more on scroll. */
export const SpotListPageQuery = z.object({
  offset: numberParam(z.number().int().min(0).max(100000)).default(0),
  limit: numberParam(z.number().int().min(1).max(60)).default(GALLERY_LIST_FIRST),
});

/** `/spotLists/{spotId}`. */
export const SpotListsOfSpotParams = z.object({ spotId: IdParam });

/** `/spotListsPhoto/{photoId}`. */
export const SpotListsOfPhotoParams = z.object({ photoId: IdParam });
