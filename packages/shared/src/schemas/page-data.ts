import { z } from 'zod';
import { Photo } from './photo.js';
import { Spot } from './spot.js';
import { CurrentUser } from './user.js';

/** Data the server embeds in each page's HTML so the first paint needs no request. */
export const InitialPageData = z.object({
  siteName: z.string(),
  currentUser: CurrentUser.nullable(),
  point: Spot.nullable(),
  tagData: z.unknown().nullable(),
  photoData: Photo.nullable(),
  guideData: z.unknown().nullable(),
  mapStyleUrl: z.string(),
});
export type InitialPageData = z.infer<typeof InitialPageData>;

/** Health answer. */
export const Health = z.object({ status: z.literal('ok'), db: z.string() });
