import type { AuthAnswer } from '@vantage/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE } from '../../lib/session-http';
import { DEVICE_COOKIE_TTL_MS, type DeviceCookies } from './device-cookie';
import type { ProviderSignIn } from './provider-account.service';
import { setSessionCookie } from './session-hook';

/**
 * Cookies of a browser that signed in: the session, and a new device cookie that gives this
 * browser its own sign-in budget for the account. Only the API reads it, and only sign-ins
 * from the site itself send it (SameSite Strict).
 */
export async function setSignInCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: AuthAnswer,
  devices: DeviceCookies,
): Promise<void> {
  setSessionCookie(request, reply, answer.token);
  reply.setCookie(DEVICE_COOKIE, await devices.issue(answer.user.id), {
    path: '/api/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.secureCookies,
    maxAge: Math.floor(DEVICE_COOKIE_TTL_MS / 1000),
  });
}

/** A successful sign-in: the browser's cookies, the token and user for clients. */
export async function answerSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: AuthAnswer,
  devices: DeviceCookies,
) {
  await setSignInCookies(request, reply, answer, devices);
  void reply.header('Cache-Control', 'no-store');
  return answer;
}

/** A provider sign-in: signed in (200), or 202 when the account owner must confirm by mail. */
export async function answerProviderSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  result: ProviderSignIn,
  devices: DeviceCookies,
) {
  if (result.status === 'signed-in') return answerSignIn(request, reply, result.answer, devices);
  return reply.code(202).send({ status: result.status, message: result.message });
}
