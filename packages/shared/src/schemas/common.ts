import { z } from 'zod';

/** The one error body every failing API call answers with. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * Whether a character code is a control character no text of the site holds: the C0
 * controls other than tab, line feed and carriage return, DEL, and the C1 controls. NUL
 * among them cannot even be stored by PostgreSQL.
 */
function isControlCharacter(code: number): boolean {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0d;
  return code >= 0x7f && code <= 0x9f;
}

/** The message of a string refused for its control characters. */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** Whether a text holds a control character the site refuses. */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (isControlCharacter(text.charCodeAt(index))) return true;
  }
  return false;
}

/** A string that refuses control characters (tab and line breaks are allowed). */
export const text = () =>
  z.string().refine((value) => !hasControlCharacters(value), {
    error: CONTROL_CHARACTERS_MESSAGE,
  });

/** A positive integer id taken from a path segment. */
export const IdParam = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be positive' })
  .max(2 ** 31 - 1, { error: 'is too large' });

/** Path parameters of a call about one row: `/{id}`. */
export const IdParams = z.object({ id: IdParam });

/** A latitude in degrees from a path segment. */
export const LatParam = z.coerce
  .number({ error: 'must be a number' })
  .min(-90, { error: 'must be between -90 and 90' })
  .max(90, { error: 'must be between -90 and 90' });

/** A longitude in degrees from a path segment; values beyond ±180 are wrapped by the service. */
export const LngParam = z.coerce
  .number({ error: 'must be a number' })
  .min(-540, { error: 'must be between -180 and 180' })
  .max(540, { error: 'must be between -180 and 180' });

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
