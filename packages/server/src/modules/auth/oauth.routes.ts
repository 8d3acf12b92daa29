import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AppCodeBody,
  AuthAnswer,
  AuthFBody,
  AuthProvidersAnswer,
  LinkProviderBody,
  OAuthCallbackParams,
  OAuthProviderParams,
  OAuthStartQuery,
  ProviderCheckEmailAnswer,
  type OAuthMode,
} from '@vantage/shared';
import { documentedAs } from '../../lib/route-docs';
import { zodRoutes, type ZodApp } from '../../lib/zod-app';
import { HttpError } from '../../lib/errors';
import { originOf, siteOrigin } from '../../lib/origin';
import { cacheControl } from '../../lib/cache-control';
import { AppSignInService } from './app-sign-in.service';
import type { DeviceCookies } from './device-cookie';
import { requestInfo } from '../../lib/session-http';
import { answerProviderSignIn, answerSignIn, setSignInCookies } from './auth-http';
import { CALLBACK_PAGE_CSP, callbackPage, redirectTarget } from './oauth-callback-page';
import { OAUTH_STATE_TTL_MS, type OAuthService, type PendingSignIn } from './oauth.service';
import type { ProviderAccountService } from './provider-account.service';
import type { SessionService } from './session.service';
import { hashToken, newToken, TOKEN_PATTERN } from './tokens';

const doc = documentedAs(['auth']);

/** The cookie that ties a provider's callback to the browser that started the sign-in. */
export const OAUTH_BINDING_COOKIE = 'vantage_oauth';
const BINDING_PATH = '/api/auth/oauth/';

interface Outcome {
  ok: boolean;
  message?: string;
  checkEmail?: boolean;
  status: number;
}

function failure(error: unknown, request: FastifyRequest): Outcome {
  if (error instanceof HttpError) {
    return { ok: false, message: error.message, status: error.statusCode };
  }
  request.log.error(error);
  return { ok: false, message: 'Something went wrong on our side.', status: 500 };
}

/** The callback's parameters as the provider sent them, without the empty ones. */
function searchParams(query: OAuthCallbackParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string') params.set(name, value);
  }
  return params;
}

/**
 * HTTP for provider sign-in: the list of providers, the web flows' start and callback (popup
 * or redirect), `POST /api/authF` (ID tokens) and the mailed link that links a provider.
 */
export function oauthRoutes(
  oauth: OAuthService,
  accounts: ProviderAccountService,
  native: { signIn: AppSignInService; sessions: SessionService },
  devices: DeviceCookies,
  publicUrl: string,
) {
  return zodRoutes((app) => {
    app.get(
      '/auth/providers',
      doc('The sign-in providers the operator configured', {
        response: { 200: AuthProvidersAnswer },
      }),
      async () => ({ providers: oauth.configured() }),
    );
    webSignInRoutes(app, oauth, native, devices, publicUrl);
    jsonSignInRoutes(app, oauth, accounts, native.signIn, devices, publicUrl);
  });
}

/**
 * The browser's round trip through a provider: start (302 to the provider, binding cookie
 * set) and callback (GET, or Apple's form POST), which ends on a page or a redirect.
 */
function webSignInRoutes(
  app: ZodApp,
  oauth: OAuthService,
  native: { signIn: AppSignInService; sessions: SessionService },
  devices: DeviceCookies,
  publicUrl: string,
) {
  // Apple answers with an HTML form post; no other route here takes form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  webStartRoute(app, oauth, publicUrl);
  webCallbackRoute(app, oauth, native, devices, publicUrl);

  app.post(
    '/auth/oauth/:provider/callback',
    doc(
      "Apple's form post of the same parameters: 303 to the GET callback, where the browser's SameSite cookie comes along",
      {
        params: OAuthProviderParams,
        body: OAuthCallbackParams,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        redirects: [303],
      },
    ),
    async (request, reply) => {
      const query = searchParams(request.body).toString();
      const path = `/api/auth/oauth/${encodeURIComponent(request.params.provider)}/callback`;
      return redirectUnreferred(reply, `${path}?${query}`);
    },
  );
}

function webStartRoute(app: ZodApp, oauth: OAuthService, publicUrl: string) {
  app.get(
    '/auth/oauth/:provider/start',
    doc(
      'Starts a provider sign-in: 302 to the provider (state, PKCE S256, nonce kept on the server for 10 minutes); 404 for a provider that is not configured. The native app (mode=app) must send `code_challenge` (S256) of the verifier it redeems its one-time code with',
      {
        params: OAuthProviderParams,
        querystring: OAuthStartQuery,
        redirects: [302],
        errors: [404, 429, 502],
      },
    ),
    async (request, reply) => {
      const existing = request.cookies[OAUTH_BINDING_COOKIE];
      // One binding per browser, so sign-ins started side by side do not undo each other.
      const binding = existing && TOKEN_PATTERN.test(existing) ? existing : newToken();
      const origin = siteOrigin(request, publicUrl);
      const url = await oauth.start(
        request.params.provider,
        request.query.mode,
        // Normalised (no default port) as URL parsing at the exchange will write it.
        originOf(origin) ?? origin,
        hashToken(binding),
        request.ip,
        request.query.code_challenge ?? null,
      );
      return reply
        .setCookie(OAUTH_BINDING_COOKIE, binding, bindingCookieOptions(request))
        .header('Cache-Control', 'no-store')
        .redirect(url, 302);
    },
  );
}

function webCallbackRoute(
  app: ZodApp,
  oauth: OAuthService,
  native: { signIn: AppSignInService; sessions: SessionService },
  devices: DeviceCookies,
  publicUrl: string,
) {
  app.get(
    '/auth/oauth/:provider/callback',
    doc(
      "Where the provider sends the person back: signs in (session cookie), then a page that tells the opening window (popup), a redirect to / (redirect), or a redirect to the native app's link with a one-time code and no cookie (app)",
      {
        params: OAuthProviderParams,
        querystring: OAuthCallbackParams,
        redirects: [303],
        // The page that ends a popup sign-in, with the status of how it ended.
        files: Object.fromEntries(
          [200, 202, 400, 404, 429, 500].map((status) => [status, ['text/html']]),
        ),
      },
    ),
    async (request, reply) => {
      const binding = request.cookies[OAUTH_BINDING_COOKIE];
      let pending: PendingSignIn;
      try {
        pending = await oauth.claim(request.params.provider, request.query.state, {
          hash: binding ? hashToken(binding) : undefined,
        });
      } catch (error) {
        // Without the state the mode is unknown; the page works for both.
        return endWebSignIn(request, reply, publicUrl, null, failure(error, request));
      }
      let outcome: Outcome;
      try {
        const info = requestInfo(request, publicUrl);
        const result = await oauth.finish(pending, searchParams(request.query), info);
        if (result.status === 'signed-in' && pending.mode === 'app') {
          const code = await appCodeInstead(native, result.answer, pending);
          return redirectUnreferred(reply, AppSignInService.returnUrl({ code }));
        }
        if (result.status === 'signed-in') {
          await setSignInCookies(request, reply, result.answer, devices);
          outcome = { ok: true, status: 200 };
        } else {
          outcome = { ok: false, checkEmail: true, message: result.message, status: 202 };
        }
      } catch (error) {
        outcome = failure(error, request);
      }
      return endWebSignIn(request, reply, publicUrl, pending.mode, outcome);
    },
  );
}

/** The app gets a one-time code, not this browser's session: the session just made ends. */
async function appCodeInstead(
  native: { signIn: AppSignInService; sessions: SessionService },
  answer: AuthAnswer,
  pending: PendingSignIn,
): Promise<string> {
  await native.sessions.end(hashToken(answer.token));
  // start() refuses an app sign-in without a challenge; one without could redeem nothing.
  return native.signIn.issue(answer.user.id, pending.appCodeChallenge ?? '');
}

/** A 303 that no cache keeps and that tells the next site nothing of where it came from. */
function redirectUnreferred(reply: FastifyReply, url: string) {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .redirect(url, 303);
}

function bindingCookieOptions(request: FastifyRequest) {
  return {
    path: BINDING_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.secureCookies,
    maxAge: OAUTH_STATE_TTL_MS / 1000,
  };
}

/** The page (popup) or redirect (redirect mode) that ends a web sign-in. */
function endWebSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  mode: OAuthMode | null,
  outcome: Outcome,
) {
  const { status, ...message } = outcome;
  if (mode === 'redirect') return redirectUnreferred(reply, redirectTarget(message));
  if (mode === 'app') {
    const error = message.message ?? 'Sign-in did not work.';
    return redirectUnreferred(reply, AppSignInService.returnUrl({ error }));
  }
  const origin = siteOrigin(request, publicUrl);
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('Content-Security-Policy', CALLBACK_PAGE_CSP)
    .header('X-Content-Type-Options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(callbackPage(originOf(origin) ?? origin, message));
}

/** The JSON calls of apps and mailed links: sign-in with an ID token, linking a provider. */
function jsonSignInRoutes(
  app: ZodApp,
  oauth: OAuthService,
  accounts: ProviderAccountService,
  appSignIn: AppSignInService,
  devices: DeviceCookies,
  publicUrl: string,
) {
  const info = (request: FastifyRequest) => requestInfo(request, publicUrl);
  app.post(
    '/auth/appCode',
    doc(
      "The native app exchanges the one-time code of its sign-in's return link (once, within 2 minutes, with the PKCE `code_verifier` of the challenge it started the sign-in with) for a session token it sends as `Authorization: Bearer`; no cookie is set",
      { body: AppCodeBody, response: { 200: AuthAnswer } },
      cacheControl('no-store'),
    ),
    (request) =>
      appSignIn.exchange(
        request.body.code,
        request.body.code_verifier,
        request.headers['user-agent'],
      ),
  );

  app.post(
    '/authF',
    doc(
      "Signs in with a Google or Apple ID token (checked against the provider's keys); 202 when the e-mail's account must confirm by mail first",
      {
        body: AuthFBody,
        response: { 200: AuthAnswer, 202: ProviderCheckEmailAnswer },
        errors: [401, 404, 429],
      },
    ),
    async (request, reply) => {
      const result = await oauth.signInWithIdToken(request.body.token, info(request));
      return answerProviderSignIn(request, reply, result, devices);
    },
  );

  app.post(
    '/auth/linkProvider',
    doc('Links the provider of a mailed `/?linkProvider=` link to its account and signs in', {
      body: LinkProviderBody,
      response: { 200: AuthAnswer },
      errors: [404, 409],
    }),
    async (request, reply) => {
      const answer = await accounts.link(request.body.token, info(request));
      return answerSignIn(request, reply, answer, devices);
    },
  );
}
