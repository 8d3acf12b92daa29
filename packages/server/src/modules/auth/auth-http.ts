import type { AuthAnswer } from '@vantage/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteOrigin } from '../../lib/origin';
import type { RequestInfo } from './auth.service';
import { requireUser } from './permissions';
import type { ProviderSignIn } from './provider-account.service';
import { setSessionCookie } from './session-hook';

/** Who is asking, as the auth services need it. */
export function requestInfo(request: FastifyRequest, publicUrl: string): RequestInfo {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    origin: siteOrigin(request, publicUrl),
    sessionHash: request.authSession?.tokenHash,
  };
}

/** A successful sign-in: the session cookie for browsers, the token and user for clients. */
export function answerSignIn(request: FastifyRequest, reply: FastifyReply, answer: AuthAnswer) {
  setSessionCookie(request, reply, answer.token);
  void reply.header('Cache-Control', 'no-store');
  return answer;
}

/** A provider sign-in: signed in (200), or 202 when the account owner must confirm by mail. */
export function answerProviderSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  result: ProviderSignIn,
) {
  if (result.status === 'signed-in') return answerSignIn(request, reply, result.answer);
  return reply.code(202).send({ status: result.status, message: result.message });
}

/**
 * The sign-in guard of routes that need a member, as their `preValidation` hook: a visitor
 * hears 401 before anything about the path or the body.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request.user);
}
