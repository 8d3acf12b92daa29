import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CurrentUser,
  DeleteAccountBody,
  OkAnswer,
  PublicUser,
  UnsubscribeAnswer,
  UnsubscribeCheckAnswer,
  UnsubscribeParams,
  IdParams,
  UsernameParams,
  UserStats,
  UserUpdateAnswer,
  UserUpdateBody,
} from '@vantage/shared';
import type { z } from 'zod';
import { documentedAs } from '../../lib/route-docs';
import { zodRoutes, type ZodApp } from '../../lib/zod-app';
import { clearSessionCookie, requestInfo, signedInOnly } from '../../lib/session-http';
import { cacheControl } from '../../lib/cache-control';
import type { AccountDeletionService } from './account-deletion.service';
import type { UnsubscribeService } from '../users/unsubscribe.service';
import type { UserService } from './user.service';

const doc = documentedAs(['users']);

/** HTTP for profiles, their stats, profile edits and unsubscribe links. */
export function userRoutes(
  users: UserService,
  unsubscribe: UnsubscribeService,
  deletion: AccountDeletionService,
  publicUrl: string,
) {
  return zodRoutes((app) => {
    accountDeletionRoutes(app, deletion, publicUrl);
    profileRoutes(app, users);
    unsubscribeRoutes(app, unsubscribe);
  });
}

/** Deleting an account: one's own, or anyone's for an administrator. */
function accountDeletionRoutes(app: ZodApp, deletion: AccountDeletionService, publicUrl: string) {
  const deleteAccount = async (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    body: DeleteAccountBody | undefined,
  ) => {
    const answer = await deletion.delete(
      request.user,
      userId,
      body ?? {},
      requestInfo(request, publicUrl),
    );
    // Deleting one's own account signs out (the deletion refuses a visitor first).
    if (request.user?.id === userId) clearSessionCookie(request, reply);
    return answer;
  };

  app.delete(
    '/user/me',
    doc(
      "Deletes the signed-in member's account (confirmed with the password, or the username for an account without one) and signs out",
      {
        body: DeleteAccountBody,
        response: { 200: OkAnswer },
        // The password check counts against sign-in attempts (429).
        errors: [401, 404, 429],
      },
    ),
    (request, reply) => deleteAccount(request, reply, request.user?.id ?? 0, request.body),
  );

  app.delete(
    '/user/:id',
    doc("Deletes a member's account: their own, or anyone's for an administrator", {
      params: IdParams,
      body: DeleteAccountBody,
      response: { 200: OkAnswer },
      errors: [401, 404, 429],
    }),
    (request, reply) => deleteAccount(request, reply, request.params.id, request.body),
  );
}

/** The signed-in member, public profiles and their stats, and profile edits. */
function profileRoutes(app: ZodApp, users: UserService) {
  for (const url of ['/user/', '/user']) {
    app.get(
      url,
      doc(
        'The signed-in user (401 for a visitor)',
        {
          response: { 200: CurrentUser },
          errors: [401],
          hide: url === '/user',
        },
        cacheControl('private, no-store'),
      ),
      (request) => users.current(request.user),
    );
  }

  profileAddresses(app, '/user/:id', IdParams, {
    profile: ['A public profile', (params, viewer) => users.byId(params.id, viewer)],
    stats: [
      'Contribution counts and best photos of a user',
      (params, viewer) => users.statsById(params.id, viewer),
    ],
  });
  profileAddresses(app, '/username/:name', UsernameParams, {
    profile: [
      'A public profile by username (any case)',
      (params, viewer) => users.byUsername(params.name, viewer),
    ],
    stats: [
      'Contribution counts and best photos of a user, by username',
      (params, viewer) => users.statsByUsername(params.name, viewer),
    ],
  });

  app.post(
    '/user',
    doc(
      "Saves the signed-in user's own profile fields; answers the username",
      { body: UserUpdateBody, response: { 200: UserUpdateAnswer }, errors: [401, 409] },
      signedInOnly,
    ),
    (request) => users.update(request.user, request.body),
  );
}

/** A summary and the read behind one address. */
type ProfileRead<Params, Answer> = [
  string,
  (params: Params, viewer: CurrentUser | null) => Promise<Answer>,
];

/** A public profile and its stats, at `path` and `path/stats`: one way to find the member. */
function profileAddresses<Params>(
  app: ZodApp,
  path: string,
  params: z.ZodType<Params>,
  read: { profile: ProfileRead<Params, PublicUser>; stats: ProfileRead<Params, UserStats> },
) {
  const [profileSummary, profile] = read.profile;
  const [statsSummary, stats] = read.stats;
  // The params are validated by `params`; the type provider does not carry a generic schema's type.
  app.get(
    path,
    doc(profileSummary, { params, response: { 200: PublicUser }, errors: [404] }),
    (request) => profile(request.params as Params, request.user),
  );
  app.get(
    `${path}/stats`,
    doc(statsSummary, { params, response: { 200: UserStats }, errors: [404] }),
    (request) => stats(request.params as Params, request.user),
  );
}

/** Signed unsubscribe links. */
function unsubscribeRoutes(app: ZodApp, unsubscribe: UnsubscribeService) {
  app.get(
    '/unsubscribe/check',
    doc('Checks a signed unsubscribe link (403 when forged)', {
      querystring: UnsubscribeParams,
      response: { 200: UnsubscribeCheckAnswer },
      errors: [403, 404],
    }),
    (request) => unsubscribe.check(request.query.u, request.query.sig),
  );

  app.post(
    '/unsubscribe',
    doc('Turns the news e-mails off for the user of a signed link', {
      body: UnsubscribeParams,
      response: { 200: UnsubscribeAnswer },
      errors: [404],
    }),
    (request) => unsubscribe.unsubscribe(request.body.u, request.body.sig),
  );
}
