import { z } from 'zod';
import { filledText, IdParam, text } from './common.js';
import { CurrentUser } from './user.js';

/** The username rule's message. */
export const USERNAME_MESSAGE = 'Please enter only alphanumeric characters, dash or underscore';

/** Usernames: letters, digits, dash or underscore. */
export const Username = z
  .string()
  .trim()
  .min(2, { error: 'must be at least 2 characters' })
  .max(40, { error: 'must be at most 40 characters' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: USERNAME_MESSAGE });

/** An e-mail address, compared and stored in lower case. */
export const Email = z
  .string()
  .trim()
  .max(254, { error: 'is too long' })
  .pipe(z.email({ error: 'must be an e-mail address' }))
  .transform((email) => email.toLowerCase());

/** Passwords are 8 to 256 characters; the most common ones are refused by the server. */
export const Password = z
  .string()
  .min(8, { error: 'must be at least 8 characters' })
  .max(256, { error: 'must be at most 256 characters' });

export const DisplayName = filledText(80);

/** Sign-in providers besides e-mail. */
export const OAuthProvider = z.enum(['google', 'facebook', 'twitter', 'apple']);
export type OAuthProvider = z.infer<typeof OAuthProvider>;

/** `POST /api/remAuth`: e-mail sign-up, e-mail sign-in, or an OAuth callback exchange. */
export const RemAuthBody = z.discriminatedUnion('provider', [
  z.discriminatedUnion('mode', [
    z.object({
      provider: z.literal('email'),
      mode: z.literal('signup'),
      email: Email,
      password: Password,
      displayName: DisplayName,
    }),
    z.object({
      provider: z.literal('email'),
      mode: z.literal('login'),
      email: Email,
      password: z
        .string()
        .min(1, { error: 'must not be empty' })
        .max(256, { error: 'is too long' }),
    }),
  ]),
  z.object({
    provider: OAuthProvider,
    code: z.string().min(1, { error: 'must not be empty' }).max(2048, { error: 'is too long' }),
    state: z.string().min(1, { error: 'must not be empty' }).max(512, { error: 'is too long' }),
  }),
]);
export type RemAuthBody = z.infer<typeof RemAuthBody>;

/** `POST /api/authF`: an OpenID ID token from a provider's own sign-in (native app). */
export const AuthFBody = z.object({
  token: z.string().min(1, { error: 'must not be empty' }).max(8192, { error: 'is too long' }),
});

/** A PKCE S256 code challenge: base64url of a SHA-256, 43 characters (RFC 7636). */
export const PkceChallenge = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be the base64url SHA-256 of the verifier' });

/** A PKCE code verifier: 43 to 128 unreserved characters (RFC 7636). */
export const PkceVerifier = z
  .string()
  .regex(/^[A-Za-z0-9._~-]{43,128}$/, { error: 'must be 43 to 128 unreserved characters' });

/**
 * `POST /api/auth/appCode`: the native app's one-time sign-in code, with the PKCE verifier whose
 * challenge the app sent when it started the sign-in.
 */
export const AppCodeBody = z.object({
  code: z.string().min(1, { error: 'must not be empty' }).max(100, { error: 'is too long' }),
  code_verifier: PkceVerifier,
});

/** The answer of every successful sign-in: the session token and the user. */
export const AuthAnswer = z.object({ token: z.string(), user: CurrentUser });
export type AuthAnswer = z.infer<typeof AuthAnswer>;

/** `POST /api/user`: profile fields a user may change; anything else sent is ignored. */
export const UserUpdateBody = z.object({
  id: z.number().int().positive(),
  displayName: DisplayName.optional(),
  about: text().max(5000, { error: 'must be at most 5000 characters' }).optional(),
  emailNews: z.boolean().optional(),
  username: Username.optional(),
});
export type UserUpdateBody = z.infer<typeof UserUpdateBody>;

export const UserUpdateAnswer = z.object({ username: z.string().nullable() });

/** Which sign-in providers the operator configured; the login dialog shows only these. */
export const AuthProvidersAnswer = z.object({ providers: z.array(OAuthProvider) });

/**
 * `GET /api/auth/demo`: the demo's first member, whom a visitor may explore the site as on a
 * site that runs with its demo content outside production; null elsewhere.
 */
export const DemoMemberAnswer = z.object({
  member: z.object({ displayName: z.string() }).nullable(),
});
export type DemoMemberAnswer = z.infer<typeof DemoMemberAnswer>;

/** A token from an e-mailed link: 32 random bytes in base64url. */
export const EmailLinkToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'is not a valid link token' });

/** `POST /api/auth/verify`: confirms the e-mail address with the token of `/?verify=<token>`. */
export const VerifyEmailBody = z.object({ token: EmailLinkToken });

/** `POST /api/auth/requestReset`: mails a reset link if the address has an account. */
export const RequestResetBody = z.object({ email: Email });

/** `POST /api/auth/reset`: sets a new password with the token of `/?reset=<token>`. */
export const ResetPasswordBody = z.object({ token: EmailLinkToken, password: Password });

/** `POST /api/auth/changePassword` (signed in). */
export const ChangePasswordBody = z.object({
  currentPassword: z
    .string()
    .min(1, { error: 'must not be empty' })
    .max(256, { error: 'is too long' }),
  newPassword: Password,
});

/**
 * `DELETE /api/user/me` (and `/api/user/{id}` for administrators): the confirmation. An e-mail
 * account confirms with its current password; an account without a password, and an
 * administrator deleting someone else, type the account's username (or name when it has none).
 */
export const DeleteAccountBody = z.object({
  password: z.string().max(256, { error: 'is too long' }).optional(),
  confirm: z.string().max(200, { error: 'is too long' }).optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** A plain success answer for calls that have nothing else to say. */
export const OkAnswer = z.object({ ok: z.literal(true) });

/** The signed parameters of an unsubscribe link (`/unsubscribe?u=..&sig=..`). */
export const UnsubscribeParams = z.object({
  u: IdParam,
  sig: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{10,100}$/, { error: 'is not a valid signature' }),
});

/** `GET /api/unsubscribe/check`: whose news e-mails the signed link stops. */
export const UnsubscribeCheckAnswer = z.object({
  displayName: z.string(),
  emailNews: z.boolean(),
});

/** `POST /api/unsubscribe`: the news e-mails are off. */
export const UnsubscribeAnswer = z.object({ emailNews: z.literal(false) });

/** How a provider sign-in ends: a popup page, a redirect to the site, or a return to the native app. */
export const OAuthMode = z.enum(['popup', 'redirect', 'app']);
export type OAuthMode = z.infer<typeof OAuthMode>;

/** `GET /api/auth/oauth/{provider}/start` and `.../callback`: the provider's name. */
export const OAuthProviderParams = z.object({ provider: z.string().max(40) });

/**
 * `GET /api/auth/oauth/{provider}/start?mode=`: popup (the default), redirect or app. The app
 * sends the S256 challenge of a verifier it keeps, which its one-time code is redeemed with.
 */
export const OAuthStartQuery = z.object({
  mode: OAuthMode.default('popup'),
  code_challenge: PkceChallenge.optional(),
  code_challenge_method: z.literal('S256').optional(),
});

const callbackField = z.string().max(4096).optional();

/** What a provider sends back to `.../callback` (query, or Apple's form post). */
export const OAuthCallbackParams = z.object({
  code: callbackField,
  state: callbackField,
  iss: callbackField,
  error: callbackField,
  error_description: callbackField,
  /** Apple's name of the person, JSON, sent on the first sign-in only. */
  user: callbackField,
});
export type OAuthCallbackParams = z.infer<typeof OAuthCallbackParams>;

/** The type of the message the sign-in popup posts to the window that opened it. */
export const OAUTH_MESSAGE_TYPE = 'vantage-auth';

/**
 * What the sign-in popup posts to `window.opener` (and on `BroadcastChannel('vantage-auth')`)
 * before it closes: `ok` means the session cookie is set; `checkEmail` means an account with
 * the address exists and a confirmation link was mailed; `message` is for the person.
 */
export const OAuthPopupMessage = z.object({
  type: z.literal(OAUTH_MESSAGE_TYPE),
  ok: z.boolean(),
  message: z.string().optional(),
  checkEmail: z.boolean().optional(),
});
export type OAuthPopupMessage = z.infer<typeof OAuthPopupMessage>;

/** What a provider sign-in answers when the address belongs to an account not yet linked. */
export const PROVIDER_EMAIL_EXISTS_MESSAGE =
  'An account with this e-mail already exists. We sent you an e-mail to confirm it is yours.';

/** `202` of a provider sign-in whose e-mail matched an account: a link was mailed to it. */
export const ProviderCheckEmailAnswer = z.object({
  status: z.literal('check-email'),
  message: z.string(),
});
export type ProviderCheckEmailAnswer = z.infer<typeof ProviderCheckEmailAnswer>;

/** `POST /api/auth/linkProvider`: links the provider with the token of `/?linkProvider=`. */
export const LinkProviderBody = z.object({ token: EmailLinkToken });
