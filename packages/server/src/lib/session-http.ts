import type { CurrentUser } from '@vantage/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteOrigin } from './origin';
import { requireUser } from './permissions';
import type { RequestInfo } from './request-info';

// The session hook of the auth module fills these in; routes of every module read them.
declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: CurrentUser | null;
    /** The live session the request came with, and how it was sent. */
    authSession: { tokenHash: string; via: 'cookie' | 'bearer' } | null;
    /**
     * Whether cookies set in the answer are `Secure`: always for an `https` PUBLIC_URL (the
     * site is served over HTTPS even when a proxy that TRUST_PROXY does not declare ends it),
     * else when this request came over HTTPS.
     */
    secureCookies: boolean;
  }
}

/** The browser's session cookie. */
export const SESSION_COOKIE = 'vantage_session';

/** The cookie of a browser that has signed in to an account before. */
export const DEVICE_COOKIE = 'vantage_device';

/** How the session cookie is set and cleared (a cookie is cleared with the options it has). */
export function sessionCookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.secureCookies,
  };
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
}

/** Who is asking, as the auth services need it. */
export function requestInfo(request: FastifyRequest, publicUrl: string): RequestInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    origin: siteOrigin(request, publicUrl),
    sessionHash: request.authSession?.tokenHash,
    deviceCookie: request.cookies[DEVICE_COOKIE],
  };
}

/**
 * The sign-in guard of routes that need a member, as their `preValidation` hook: a visitor
 * hears 401 before anything about the path or the body.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request.user);
}

/** The options of a route only members may call: `signedIn` as its `preValidation` hook. */
export const signedInOnly = { preValidation: signedIn };
