import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AuthAnswer,
  ChangePasswordBody,
  CheckEmailAnswer,
  DemoMemberAnswer,
  OkAnswer,
  ProviderCheckEmailAnswer,
  RemAuthBody,
  RequestResetBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from '@vantage/shared';
import type { RequestInfo } from '../../lib/request-info';
import { documentedAs } from '../../lib/route-docs';
import { zodRoutes, type ZodApp } from '../../lib/zod-app';
import { clearSessionCookie, requestInfo, signedInOnly } from '../../lib/session-http';
import { answerProviderSignIn, answerSignIn } from './auth-http';
import { badOrigin, fromOwnSite } from './session-hook';
import type { AuthService } from './auth.service';
import type { DeviceCookies } from './device-cookie';
import type { OAuthService } from './oauth.service';

const doc = documentedAs(['auth']);

/** HTTP for sign-up, sign-in, logout, e-mail confirmation and passwords. */
export function authRoutes(
  auth: AuthService,
  oauth: OAuthService,
  devices: DeviceCookies,
  publicUrl: string,
) {
  return zodRoutes((app) => {
    const info = (request: FastifyRequest) => requestInfo(request, publicUrl);
    const signedIn = (request: FastifyRequest, reply: FastifyReply, answer: AuthAnswer) =>
      answerSignIn(request, reply, answer, devices);
    const routes = { auth, oauth, devices, info, signedIn, publicUrl };
    signInRoutes(app, routes);
    emailRoutes(app, routes);
    passwordRoutes(app, routes);
  });
}

/** What the auth routes call, with the request's details as the services take them. */
interface AuthRouteDeps {
  auth: AuthService;
  oauth: OAuthService;
  devices: DeviceCookies;
  info: (request: FastifyRequest) => RequestInfo;
  publicUrl: string;
  /** Answers a successful sign-in: the browser's cookies, the token and user for clients. */
  signedIn: (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: AuthAnswer,
  ) => Promise<AuthAnswer>;
}

/** Sign-up, sign-in (by e-mail, or the app's provider code) and logout. */
function signInRoutes(
  app: ZodApp,
  { auth, oauth, devices, info, signedIn, publicUrl }: AuthRouteDeps,
) {
  app.post(
    '/remAuth',
    doc(
      "E-mail sign-up (202, a confirmation link is mailed) or sign-in, or the native app's provider code exchange (the session token and user; sets the session cookie)",
      {
        body: RemAuthBody,
        // The provider answer first: a union keeps the first shape that fits.
        response: { 200: AuthAnswer, 202: z.union([ProviderCheckEmailAnswer, CheckEmailAnswer]) },
        // Wrong password (401), throttled sign-ins and mails (429).
        errors: [401, 404, 429],
      },
    ),
    async (request, reply) => {
      const body = request.body;
      if (body.provider !== 'email') {
        const result = await oauth.exchange(body.provider, body.code, body.state, info(request));
        return answerProviderSignIn(request, reply, result, devices);
      }
      if (body.mode === 'signup') {
        return reply.code(202).send(await auth.signUp(body, info(request)));
      }
      return signedIn(request, reply, await auth.signIn(body, info(request)));
    },
  );

  app.get(
    '/auth/demo',
    doc(
      'The demo member a visitor may explore the site as: outside production, on a site with its demo content; null elsewhere',
      { response: { 200: DemoMemberAnswer } },
    ),
    async () => {
      const member = await auth.demoMember();
      return { member: member ? { displayName: member.display_name } : null };
    },
  );
  app.post(
    '/auth/demo',
    doc(
      'Signs in as the demo member (outside production, on a site with its demo content); sets the session cookie',
      { response: { 200: AuthAnswer }, errors: [404] },
    ),
    async (request, reply) => {
      // Without credentials to check, only the site's own pages may sign a visitor in.
      if (!fromOwnSite(request, publicUrl)) throw badOrigin();
      return signedIn(request, reply, await auth.demoSignIn(info(request)));
    },
  );
  app.post(
    '/logout',
    doc('Ends the session', { response: { 200: OkAnswer } }),
    async (request, reply) => {
      await auth.logout(request.authSession?.tokenHash);
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  );
}

/** Confirmation of the e-mail address. */
function emailRoutes(app: ZodApp, { auth, info, signedIn }: AuthRouteDeps) {
  app.post(
    '/auth/verify',
    doc('Confirms the e-mail address with the mailed token and signs in', {
      body: VerifyEmailBody,
      response: { 200: AuthAnswer },
      errors: [404],
    }),
    async (request, reply) =>
      signedIn(request, reply, await auth.verifyEmail(request.body.token, info(request))),
  );

  app.post(
    '/auth/resendVerification',
    doc('Mails the signed-in user a new confirmation link', {
      response: { 202: CheckEmailAnswer },
      errors: [401, 409, 429],
    }),
    async (request, reply) =>
      reply.code(202).send(await auth.resendVerification(request.user, info(request))),
  );
}

/** Password reset and change. */
function passwordRoutes(app: ZodApp, { auth, info, signedIn }: AuthRouteDeps) {
  app.post(
    '/auth/requestReset',
    doc('Mails a password-reset link if the address has an account (always 202)', {
      body: RequestResetBody,
      response: { 202: CheckEmailAnswer },
      errors: [429],
    }),
    async (request, reply) =>
      reply.code(202).send(await auth.requestReset(request.body.email, info(request))),
  );

  app.post(
    '/auth/reset',
    doc('Sets a new password with the mailed token, ends every session, signs in', {
      body: ResetPasswordBody,
      response: { 200: AuthAnswer },
      errors: [404],
    }),
    async (request, reply) =>
      signedIn(
        request,
        reply,
        await auth.resetPassword(request.body.token, request.body.password, info(request)),
      ),
  );

  app.post(
    '/auth/changePassword',
    doc(
      'Changes the password; every session ends and a new one is answered',
      { body: ChangePasswordBody, response: { 200: AuthAnswer }, errors: [401, 429] },
      signedInOnly,
    ),
    async (request, reply) =>
      signedIn(
        request,
        reply,
        await auth.changePassword(request.user, request.body, info(request)),
      ),
  );
}
