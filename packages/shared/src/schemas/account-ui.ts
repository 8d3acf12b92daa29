import { z } from 'zod';
import { AuthAnswer } from './auth.js';
import { Photo } from './photo.js';

/** `202` answer of an e-mail sign-up that must be confirmed before the account can be used. */
export const CheckEmailAnswer = z.object({ status: z.literal('check-email') });
export type CheckEmailAnswer = z.infer<typeof CheckEmailAnswer>;

/** What an e-mail sign-up answers: a session right away, or a request to confirm the e-mail. */
export const SignUpAnswer = z.union([AuthAnswer, CheckEmailAnswer]);
export type SignUpAnswer = z.infer<typeof SignUpAnswer>;

/** `GET /api/user/{id}/stats` and `/api/username/{name}/stats`: contribution counts and best photos. */
export const UserStats = z.object({
  photos: z.number().int(),
  testPhotos: z.number().int(),
  spots: z.number().int(),
  descriptions: z.number().int(),
  topImages: z.array(Photo),
});
export type UserStats = z.infer<typeof UserStats>;
