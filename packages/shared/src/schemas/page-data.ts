import { z } from 'zod';
import { Photo } from './photo.js';
import { Spot } from './spot.js';
import { CurrentUser } from './user.js';

/** How to reach the site's team and where its app is, as the operator configured them. */
export const SiteContacts = z.object({
  email: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  instagram: z.string(),
  /** The store page of the Android app; empty when there is none. */
  androidApp: z.string(),
});
export type SiteContacts = z.infer<typeof SiteContacts>;

/** The part of the page data every page carries, whatever it shows. */
export const PageBasics = z.object({
  siteName: z.string(),
  tagData: z.unknown().nullable(),
  guideData: z.unknown().nullable(),
  mapStyleUrl: z.string(),
  contacts: SiteContacts,
});

/** Data the server embeds in each page's HTML so the first paint needs no request. */
export const InitialPageData = PageBasics.extend({
  currentUser: CurrentUser.nullable(),
  point: Spot.nullable(),
  photoData: Photo.nullable(),
});
export type InitialPageData = z.infer<typeof InitialPageData>;

/** Health answer. */
export const Health = z.object({ status: z.literal('ok'), db: z.string() });
