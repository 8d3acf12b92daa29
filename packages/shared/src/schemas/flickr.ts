import { z } from 'zod';
import { NEW_SPOT_MAX_TAGS } from '../domain/tag-names.js';
import { Coordinates, tagNames, text } from './common.js';
import { PHOTO_TITLE_MAX } from './photo-edit.js';

/** Where a Flickr photo stands in the member's import. */
export const FlickrImportStatus = z.enum(['pending', 'skipped', 'ignored', 'imported']);
export type FlickrImportStatus = z.infer<typeof FlickrImportStatus>;

/** One of the member's geotagged Flickr photos, as the import page shows it. */
export const FlickrImage = z.object({
  /** Flickr's photo id. */
  id: z.string(),
  title: z.string(),
  /** When it was taken, as Flickr knows it. */
  date: z.number().int().nullable(),
  ...Coordinates.shape,
  /** The licence's name, e.g. 'CC BY-SA 2.0' or 'All Rights Reserved'. */
  license: z.string(),
  /** A small picture from Flickr. */
  thumbURL: z.string(),
  /** The photo's page on Flickr. */
  linkURL: z.string(),
  status: FlickrImportStatus,
  /** The photo made here when it was imported. */
  photoId: z.number().int().nullable(),
});
export type FlickrImage = z.infer<typeof FlickrImage>;

/** The connection as the import page shows it. */
const FlickrConnection = z.object({
  /** False when the site has no Flickr key: the import is not offered at all. */
  available: z.boolean(),
  /** The Flickr account connected, if any. */
  account: z.object({ username: z.string() }).nullable(),
  /** Set when Flickr answered only in part or refused: a message for the member. */
  warning: z.string().nullable(),
});

/** Answer of `GET /api/flickrImages`: every geotagged photo and where each stands. */
export const FlickrImagesAnswer = FlickrConnection.extend({
  images: z.array(FlickrImage),
  /** Photos on Flickr without a position, which cannot be imported. */
  withoutPosition: z.number().int(),
});
export type FlickrImagesAnswer = z.infer<typeof FlickrImagesAnswer>;

/** Answer of `GET /api/flickrImage`: the next photo to decide, and how many are left. */
export const FlickrImageAnswer = FlickrConnection.extend({
  image: FlickrImage.nullable(),
  remaining: z.number().int(),
});
export type FlickrImageAnswer = z.infer<typeof FlickrImageAnswer>;

const tags = tagNames('must be a list of tags')
  .max(NEW_SPOT_MAX_TAGS, { error: `must be at most ${NEW_SPOT_MAX_TAGS} tags` })
  .default([]);
const yes = z.literal(true, { error: 'must be true' }).optional();

/**
 * `POST /api/flickrImage`: one decision about the photo `id`: `skip` (later), `ignore`,
 * `ignoreAll` (every open photo; `preserve` keeps the skipped ones for later), `import` with
 * `tags` (to the nearest spot) or `importNew` with `tags`, `title`, `lat` and `long` (a new spot).
 */
export const FlickrDecisionBody = z
  .object({
    id: z
      .string({ error: 'must be a Flickr photo id' })
      .trim()
      .regex(/^\d{1,20}$/, { error: 'must be a Flickr photo id' }),
    skip: yes,
    ignore: yes,
    ignoreAll: yes,
    preserve: z.boolean({ error: 'must be true or false' }).default(false),
    import: yes,
    importNew: yes,
    tags,
    title: text({ error: 'must be text' })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(PHOTO_TITLE_MAX, { error: `must be at most ${PHOTO_TITLE_MAX} characters` })
      .optional(),
    lat: z.number({ error: 'must be a number' }).min(-90).max(90).optional(),
    long: z.number({ error: 'must be a number' }).min(-180).max(180).optional(),
  })
  .superRefine((body, context) => {
    const chosen = (['skip', 'ignore', 'ignoreAll', 'import', 'importNew'] as const).filter(
      (key) => body[key],
    );
    if (chosen.length !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['skip'],
        message: 'give exactly one of skip, ignore, ignoreAll, import or importNew',
      });
    }
    if (body.importNew) {
      for (const field of ['title', 'lat', 'long'] as const) {
        if (body[field] === undefined) {
          context.addIssue({ code: 'custom', path: [field], message: 'is needed for importNew' });
        }
      }
    }
  });
export type FlickrDecisionBody = z.input<typeof FlickrDecisionBody>;

/** Answer of `POST /api/flickrImage`: the photo's new state and the next one to decide. */
export const FlickrDecisionAnswer = z.object({
  status: FlickrImportStatus,
  /** How many photos this decision closed (more than one for `ignoreAll`). */
  decided: z.number().int(),
  /** The photo made, when imported, with its spot. */
  photo: z
    .object({ id: z.number().int(), spotId: z.number().int(), spotTitle: z.string() })
    .nullable(),
  next: FlickrImage.nullable(),
});
export type FlickrDecisionAnswer = z.infer<typeof FlickrDecisionAnswer>;

/** `POST /api/flickr/connect`: where to send the member to let this site read their photos. */
export const FlickrConnectAnswer = z.object({ authorizeURL: z.string() });
export type FlickrConnectAnswer = z.infer<typeof FlickrConnectAnswer>;

/** `POST /api/flickr/access`: what Flickr handed back on the return route (`/import`). */
export const FlickrAccessBody = z.object({
  oauth_token: z.string({ error: 'is missing' }).trim().min(1, { error: 'is missing' }).max(200),
  oauth_verifier: z.string({ error: 'is missing' }).trim().min(1, { error: 'is missing' }).max(200),
});
export type FlickrAccessBody = z.input<typeof FlickrAccessBody>;
