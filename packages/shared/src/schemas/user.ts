import { z } from 'zod';
import { Badges, text } from './common.js';

/** A user's public profile. */
export const PublicUser = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  displayName: z.string(),
  about: z.string(),
  impact: z.number().int(),
  badges: Badges,
  picture: z.string().nullable(),
  admin: z.boolean(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** The signed-in user as the app sees itself. */
export const CurrentUser = PublicUser.extend({
  emailNews: z.boolean(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** Path parameters of `/api/username/{name}`; names are looked up case-insensitively. */
export const UsernameParams = z.object({
  name: text().min(1, { error: 'must not be empty' }).max(80, { error: 'is too long' }),
});
