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
import { documentedAs } from '../../lib/route-docs';
import { zodRoutes, type ZodApp } from '../../lib/zod-app';
import { clearSessionCookie, requestInfo, signedInOnly } from '../../lib/session-http';
import type { AccountDeletionService } from './account-deletion.service';
import type { UnsubscribeService } from '../users/unsubscribe.service';
import type { UserService } from './user.service';
import { cacheControl } from '../../lib/cache-control';

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
    async (request, reply) => {
      const answer = await deletion.delete(
        request.user,
        request.user?.id ?? 0,
        request.body ?? {},
        requestInfo(request, publicUrl),
      );
      clearSessionCookie(request, reply);
      return answer;
    },
  );

  app.delete(
    '/user/:id',
    doc("Deletes a member's account: their own, or anyone's for an administrator", {
      params: IdParams,
      body: DeleteAccountBody,
      response: { 200: OkAnswer },
      errors: [401, 404, 429],
    }),
    async (request, reply) => {
      const answer = await deletion.delete(
        request.user,
        request.params.id,
        request.body ?? {},
        requestInfo(request, publicUrl),
      );
      if (request.user?.id === request.params.id) clearSessionCookie(request, reply);
      return answer;
    },
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

  app.get(
    '/user/:id',
    doc('A public profile', { params: IdParams, response: { 200: PublicUser }, errors: [404] }),
    (request) => users.byId(request.params.id),
  );

  app.get(
    '/user/:id/stats',
    doc('Contribution counts and best photos of a user', {
      params: IdParams,
      response: { 200: UserStats },
      errors: [404],
    }),
    (request) => users.statsById(request.params.id),
  );

  app.get(
    '/username/:name',
    doc('A public profile by username (any case)', {
      params: UsernameParams,
      response: { 200: PublicUser },
      errors: [404],
    }),
    (request) => users.byUsername(request.params.name),
  );

  app.get(
    '/username/:name/stats',
    doc('Contribution counts and best photos of a user, by username', {
      params: UsernameParams,
      response: { 200: UserStats },
      errors: [404],
    }),
    (request) => users.statsByUsername(request.params.name),
  );

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
