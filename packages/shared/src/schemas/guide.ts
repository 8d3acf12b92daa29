import { z } from 'zod';
import { IdParam, ImageRef, ImageUrls, text } from './common.js';
import type { GuideDoc } from '../domain/guide-doc.js';

/** Longest guide title. */
export const GUIDE_TITLE_MAX = 200;

/** A site photo embedded in a guide, as the article shows it. */
export const EmbeddedPhoto = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string().nullable(),
  username: z.string().nullable(),
  idLocation: z.number().int().nullable(),
  locTitle: z.string().nullable(),
  ar: z.number(),
  blurhash: z.string().nullable(),
  urls: ImageUrls,
});
export type EmbeddedPhoto = z.infer<typeof EmbeddedPhoto>;

/** A guide article. `doc` is the checked article, `text` the HTML rendered from it. */
export const Guide = z.object({
  id: z.number().int(),
  tag: z.string(),
  title: z.string(),
  text: z.string(),
  doc: z.custom<GuideDoc>((value) => typeof value === 'object' && value !== null),
  perma: z.string(),
  /** Ancestor tags joined by a backslash. */
  locHier: z.string(),
  imgHead: ImageRef.nullable(),
  imgHeadOffset: z.number().int(),
  imgDisplayName: z.string().nullable(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  idUser: z.number().int().nullable(),
  /** Held for a moderator's review: shown to its author and moderators alone. */
  held: z.boolean().optional(),
  rating: z.number().int(),
  embeds: z.array(EmbeddedPhoto),
});
export type Guide = z.infer<typeof Guide>;

/** `POST /guide/`: a new guide has id -2 (the editor's -1), an edited one its own id. */
export const GuideSaveBody = z.object({
  id: z
    .number({ error: 'must be a number' })
    .int()
    .refine((id) => id === -2 || id === -1 || id >= 1, { error: 'must be -2 or a guide id' }),
  tag: text().trim().min(1, { error: 'must not be empty' }).max(200),
  title: text()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(GUIDE_TITLE_MAX, { error: `must be at most ${GUIDE_TITLE_MAX} characters` }),
  doc: z.unknown(),
  locHier: text().max(1000).default(''),
  imgHead: IdParam.nullish(),
  imgHeadOffset: z.number().int().min(1).max(100).optional(),
});
export type GuideSaveBody = z.infer<typeof GuideSaveBody>;

/** Path parameters of `/guide/{name}`. */
export const GuideNameParams = z.object({
  name: text().trim().min(1, { error: 'must not be empty' }).max(300),
});

/** Path parameters of `/guide/{id}/rate/{value}`. */
export const GuideRateParams = z.object({
  id: IdParam,
  value: z.enum(['1', '-1'], { error: 'must be 1 or -1' }).transform(Number),
});

/** Path of a guide page. */
export function guidePath(perma: string): string {
  return `/guide/${encodeURIComponent(perma)}`;
}
