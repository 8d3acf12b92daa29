import { z } from 'zod';
import { filledText, IdParam, text } from './common.js';
import { Exif, ImgType, Photo } from './photo.js';
import { SpotLink } from './spot.js';
import { NEW_SPOT_MAX_TAGS, TAG_NAME_MAX } from '../domain/tag-names.js';

/** Longest photo title, in characters. */
export const PHOTO_TITLE_MAX = 120;
/** Longest photo description (markdown), in characters. */
export const PHOTO_DESCRIPTION_MAX = 10_000;
/** Longest URL accepted anywhere in the photo calls. */
export const PHOTO_URL_MAX = 2048;

const httpUrl = z
  .string({ error: 'must be a URL' })
  .trim()
  .max(PHOTO_URL_MAX, { error: `must be at most ${PHOTO_URL_MAX} characters` })
  .refine((text) => /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(text), {
    error: 'must be an http or https URL',
  });

const title = filledText(PHOTO_TITLE_MAX, { error: 'must be text' });

const description = text({ error: 'must be text' }).max(PHOTO_DESCRIPTION_MAX, {
  error: `must be at most ${PHOTO_DESCRIPTION_MAX} characters`,
});

/**
 * EXIF as the API takes it: an object, or the JSON text of one (as older clients send it),
 * whose text refuses what no text of the site holds.
 */
export const ExifInput = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  Exif.extend({
    Model: text().optional(),
    Make: text().optional(),
    Lens: text().optional(),
    Date: z.union([z.number(), text()]).optional(),
    Exposure: z.union([z.number(), text()]).optional(),
  }).nullable(),
);

/** Answer of `POST /api/photo`: the id naming the uploaded file until the form is sent. */
export const UploadAnswer = z.object({
  imageID: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** EXIF read by the server (the browser reads it too, to place the pin before the upload ends). */
  exif: Exif.nullable(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  pano: z.boolean(),
});
export type UploadAnswer = z.infer<typeof UploadAnswer>;

/** The new spot a photo creates. */
export const PhotoNewSpot = z.object({
  lat: z.number({ error: 'must be a number' }).min(-90).max(90),
  long: z.number({ error: 'must be a number' }).min(-180).max(180),
  title,
  tags: z
    .array(
      text()
        .trim()
        .max(TAG_NAME_MAX, { error: `must be at most ${TAG_NAME_MAX} characters` }),
    )
    .max(NEW_SPOT_MAX_TAGS, { error: `must be at most ${NEW_SPOT_MAX_TAGS} tags` })
    .default([]),
});
export type PhotoNewSpot = z.infer<typeof PhotoNewSpot>;

/**
 * `POST /api/img`: an uploaded file (`id` from `POST /api/photo`) or an image linked from the
 * web (`linkImgURL`, with `linkURL` the page it was found on), placed at an existing spot
 * (`idSpot`) or at a new one (`newSpot`).
 */
export const NewImageBody = z
  .object({
    id: z.string().trim().min(1).max(100).optional(),
    title,
    description: description.default(''),
    exif: ExifInput.optional(),
    imgType: ImgType.default(0),
    idSpot: IdParam.optional(),
    newSpot: PhotoNewSpot.optional(),
    author: text().trim().max(200).optional(),
    authorUrl: httpUrl.optional(),
    license: text().trim().max(100).optional(),
    linkURL: httpUrl.optional(),
    linkImgURL: httpUrl.optional(),
  })
  .superRefine((body, context) => {
    if ((body.id == null) === (body.linkImgURL == null)) {
      context.addIssue({
        code: 'custom',
        path: ['id'],
        message: 'give either the uploaded image id or linkImgURL',
      });
    }
    if ((body.idSpot == null) === (body.newSpot == null)) {
      context.addIssue({
        code: 'custom',
        path: ['idSpot'],
        message: 'give either idSpot or newSpot',
      });
    }
  });
export type NewImageBody = z.input<typeof NewImageBody>;

/** Answer of `POST /api/img`: the new photo and the spot it belongs to. */
export const NewImageAnswer = z.object({
  photo: Photo,
  spot: SpotLink,
});
export type NewImageAnswer = z.infer<typeof NewImageAnswer>;

/** `POST /api/img/{id}`: the owner's (or an administrator's) edit of a photo. */
export const UpdateImageBody = z.object({
  title: title.optional(),
  description: description.optional(),
  exif: ExifInput.optional(),
  imgType: ImgType.optional(),
  /** Publish (true) or hide (false) where the photo was taken. */
  positionPublic: z.boolean({ error: 'must be true or false' }).optional(),
});
export type UpdateImageBody = z.input<typeof UpdateImageBody>;

/** Path of `POST /api/point/{spotId}/img/{imgId}/rateUp|rateDown`. */
export const PhotoVoteParams = z.object({ spotId: IdParam, imgId: IdParam });

/** Answer of a vote: the rating after it. */
export const RatingAnswer = z.object({ rating: z.number().int() });
export type RatingAnswer = z.infer<typeof RatingAnswer>;

/** `POST /api/movePhoto/{idPhoto}`. */
export const MovePhotoBody = z.object({ newIdSpot: IdParam });

/** Where a photo move stands after a request or a vote. */
export const MovePhotoAnswer = z.object({
  /** pending: waiting for votes; applied: the photo now belongs to newIdSpot; dropped: voted down. */
  status: z.enum(['pending', 'applied', 'dropped']),
  idSpot: z.number().int().nullable(),
  newSpot: z.object({ idSpot: z.number().int(), rating: z.number().int() }).nullable(),
});
export type MovePhotoAnswer = z.infer<typeof MovePhotoAnswer>;

/** `POST /api/tools/urlImages`. */
export const UrlImagesBody = z.object({ url: httpUrl });

/** One image found on a web page. */
export const FoundImage = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string().nullable(),
});
export type FoundImage = z.infer<typeof FoundImage>;

/** The images of a web page (those under 200 × 100 px left out) and what the page says of itself. */
export const UrlImagesAnswer = z.object({
  url: z.string(),
  title: z.string().nullable(),
  author: z.string().nullable(),
  authorUrl: z.string().nullable(),
  license: z.string().nullable(),
  images: z.array(FoundImage),
});
export type UrlImagesAnswer = z.infer<typeof UrlImagesAnswer>;
