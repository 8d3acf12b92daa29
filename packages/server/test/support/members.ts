import type { SignedInUser } from './factories';
import type { TestContext } from './test-context';

/**
 * Requests to a context's app as a signed-in member (the browser's cookie and Origin) or,
 * given `null`, as a visitor. The app is read at each call, so this may be made before the
 * context is ready.
 */
export function memberRequests(ctx: Pick<TestContext, 'app'>) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: SignedInUser | null,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: who?.cookieHeaders ?? {}, payload });
  return {
    call,
    get: (url: string, who: SignedInUser | null = null) => call('GET', url, who),
    post: (url: string, who: SignedInUser | null, payload?: object) =>
      call('POST', url, who, payload),
  };
}

/** A column of one user's row, as the database holds it now. */
export async function userColumn<C extends 'impact' | 'username'>(
  ctx: Pick<TestContext, 'database'>,
  id: number,
  column: C,
) {
  const row = await ctx.database.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row[column];
}

/** Sets a user's impact, the score that unlocks what members may do. */
export function setUserImpact(ctx: Pick<TestContext, 'database'>, id: number, impact: number) {
  return ctx.database.db.updateTable('users').set({ impact }).where('id', '=', id).execute();
}

/** Proposes a new title for a spot as `who`; an administrator's applies at once. */
export function renameSpot(
  ctx: Pick<TestContext, 'app'>,
  who: SignedInUser,
  spotId: number,
  newTitle: string,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/editTitle/${spotId}`,
    payload: { newTitle },
    headers: who.cookieHeaders,
  });
}
