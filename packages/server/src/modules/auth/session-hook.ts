import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import { originOf, siteOrigin } from '../../lib/origin';
import { clearSessionCookie, SESSION_COOKIE, sessionCookieOptions } from '../../lib/session-http';
import { SESSION_TTL_MS, suspendedError, type SessionService } from './session.service';

// Files and tiles never need the user; skipping them spares a query per map tile.
const NO_SESSION_PREFIXES = ['/media/', '/tiles/', '/assets/'];
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Apple posts its sign-in answer from its own origin; that route changes nothing and only
// redirects to the GET callback, which checks the sign-in's state and browser binding.
const SIGN_OUT = /^\/api\/auth\/logout(?:\?|$)/;
const PROVIDER_FORM_POST = /^\/api\/auth\/oauth\/[a-z]+\/callback(?:\?|$)/;

function bearerToken(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The 403 of a state-changing request that did not come from the site's own pages. */
export function badOrigin(): HttpError {
  return new HttpError(
    403,
    'bad_origin',
    'This request did not come from this site and was refused.',
  );
}

/** Whether a request's Origin (or, without one, its Referer) is the site's own. */
export function fromOwnSite(request: FastifyRequest, publicUrl: string): boolean {
  const own = originOf(siteOrigin(request, publicUrl));
  const origin = request.headers.origin;
  const claimed = origin !== undefined ? originOf(origin) : originOf(request.headers.referer);
  return own !== null && claimed === own;
}

/** Puts the session token into the browser's cookie. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    ...sessionCookieOptions(request),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

/**
 * Resolves each request's session from the cookie or an `Authorization: Bearer` token into
 * `request.user`. State-changing requests that carry the cookie must come from the site's
 * own origin (the native app's origins included: the app never uses the cookie). Bearer
 * requests cannot be forged by another site, so they skip the check; browsers send them
 * cross-origin only after a preflight, which only the native app's origins pass.
 * Registered on the root instance so every route sees the user.
 */
export function installSessions(app: FastifyInstance, sessions: SessionService, publicUrl: string) {
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);
  const httpsSite = publicUrl.startsWith('https://');
  app.decorateRequest('secureCookies', {
    getter(this: FastifyRequest) {
      // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY declares the proxy.
      return httpsSite || this.protocol === 'https';
    },
  });
  // A request without a session (most: visitors, files) is passed on in the same turn.
  app.addHook('onRequest', (request, reply, done) => {
    const bearer = bearerToken(request.headers.authorization);
    const cookie = bearer === undefined ? request.cookies[SESSION_COOKIE] : undefined;
    const checked = STATE_CHANGING.has(request.method) && !PROVIDER_FORM_POST.test(request.url);
    if (cookie !== undefined && checked && !fromOwnSite(request, publicUrl)) {
      done(badOrigin());
      return;
    }
    const token = bearer ?? cookie;
    if (!token || NO_SESSION_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      done();
      return;
    }
    sessions.resolve(token).then((session) => {
      if (!session) {
        // An ended or expired session: the browser can forget its cookie, but only when a page
        // is opened. A fetch sent just before a sign-in replaced the session is answered after
        // it, and clearing then would throw away the new session's cookie.
        if (cookie !== undefined && request.headers['sec-fetch-dest'] === 'document') {
          clearSessionCookie(request, reply);
        }
        done();
        return;
      }
      // A suspended member reads as a visitor; anything they try to change is refused, saying
      // until when and why (signing out still works).
      if ('suspended' in session) {
        done(
          checked && !SIGN_OUT.test(request.url) ? suspendedError(session.suspended) : undefined,
        );
        return;
      }
      request.user = session.user;
      request.authSession = { tokenHash: session.tokenHash, via: bearer ? 'bearer' : 'cookie' };
      // The cookie's lifetime slides with the session's.
      if (session.renewed && !bearer) setSessionCookie(request, reply, token);
      done();
    }, done);
  });
}
