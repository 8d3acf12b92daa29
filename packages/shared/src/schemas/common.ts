import { z } from 'zod';
import { refusedCharacters } from '../domain/text-characters.js';
import { ADDRESS_NUMBER } from '../domain/region.js';
import { TAG_NAME_MAX } from '../domain/tag-names.js';
import { ROW_ID_MAX } from '../domain/constants.js';

/** The one error body every failing API call answers with. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * A string of user text: control characters (tab and line breaks are allowed), U+FFFE, U+FFFF
 * and unpaired surrogates are refused, with a message saying which.
 */
export const text = (params?: { error: string }) =>
  z.string(params).check((context) => {
    const refused = refusedCharacters(context.value);
    if (refused) context.issues.push({ code: 'custom', message: refused, input: context.value });
  });

/** User text that must be given: trimmed, not empty, and at most `max` characters. */
export const filledText = (max: number, params?: { error: string }) =>
  text(params)
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });

/** A list of tag names as members write them: each trimmed, none longer than `TAG_NAME_MAX`. */
export const tagNames = (listError = 'must be a list of tag names') =>
  z.array(
    text({ error: 'must be text' })
      .trim()
      .max(TAG_NAME_MAX, { error: `must be at most ${TAG_NAME_MAX} characters` }),
    { error: listError },
  );

/**
 * A number taken from a path or query parameter (or a JSON field that may carry it as text):
 * text in the addresses' number form (digits, minus and dot) becomes a number for `schema` to
 * check; anything else is left as it is, so `schema` refuses it with its own message naming
 * the parameter. `z.coerce` would read '', whitespace (a tab), '0x10' and '1e3' as numbers.
 */
export const numberParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && ADDRESS_NUMBER.test(value) ? Number(value) : value),
    schema,
  );

/** A positive integer id taken from a path segment. */
export const IdParam = numberParam(
  z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be positive' })
    .max(ROW_ID_MAX, { error: 'is too large' }),
);

/** Path parameters of a call about one row: `/{id}`. */
export const IdParams = z.object({ id: IdParam });

/** A number from `min` to `max`, refused with a message that names the range. */
export const numberBetween = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .min(min, { error: `must be between ${min} and ${max}` })
    .max(max, { error: `must be between ${min} and ${max}` });

/** A whole number from `min` to `max`, refused with a message that names the range. */
export const wholeNumberBetween = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be between ${min} and ${max}` })
    .max(max, { error: `must be between ${min} and ${max}` });

/** A whole number from 0 up, taken from a path or query parameter. */
export const countParam = () =>
  numberParam(
    z
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must not be negative' }),
  );

/** A latitude in degrees, within ±90. */
export const latitude = () => numberBetween(-90, 90);

/** A longitude in degrees, within ±180. */
export const longitude = () => numberBetween(-180, 180);

/** A latitude in degrees from a path segment. */
export const LatParam = numberParam(latitude());

/** A longitude in degrees from a path segment; values beyond ±180 are wrapped by the service. */
export const LngParam = numberParam(
  z
    .number({ error: 'must be a number' })
    .min(-540, { error: 'must be between -180 and 180' })
    .max(540, { error: 'must be between -180 and 180' }),
);

/** A position in degrees as answers give it: latitude, and longitude as `long`. */
export const Coordinates = z.object({
  lat: z.number(),
  long: z.number(),
});

/** Media URLs of one photo: large image, thumbnail and webp mini thumbnail. */
export const ImageUrls = z.object({
  large: z.string(),
  thumb: z.string(),
  mini: z.string(),
});
export type ImageUrls = z.infer<typeof ImageUrls>;

/** The compact photo reference used by spot cards, previews and lists. */
export const ImageRef = z.object({
  id: z.number().int(),
  title: z.string(),
  blurhash: z.string().nullable(),
  ar: z.number(),
  urls: ImageUrls,
});
export type ImageRef = z.infer<typeof ImageRef>;

/** The public face of a user, as shown beside their contributions. */
export const UserRef = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  displayName: z.string(),
  picture: z.string().nullable(),
});
export type UserRef = z.infer<typeof UserRef>;

/** Bronze, Silver and Gold badge counts. */
export const Badges = z.object({
  bronze: z.number().int(),
  silver: z.number().int(),
  gold: z.number().int(),
});
