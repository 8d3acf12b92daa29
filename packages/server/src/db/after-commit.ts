import type { Kysely, Transaction } from 'kysely';
import type { DB } from './types';

/** What waits for each open transaction to commit. */
const waiting = new WeakMap<Kysely<DB>, (() => void)[]>();

/**
 * Runs `work` in one transaction and, once it committed, what `afterCommit` was given inside
 * it. A transaction rolled back (or run again after a lost race) drops what it was given.
 */
export async function committing<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  const callbacks: (() => void)[] = [];
  const result = await db.transaction().execute((trx) => {
    callbacks.length = 0;
    waiting.set(trx, callbacks);
    return work(trx);
  });
  for (const callback of callbacks) callback();
  return result;
}

/**
 * Calls `callback` once what `db` wrote is visible to every connection: after the commit when
 * `db` is a transaction opened by `committing`, at once otherwise.
 */
export function afterCommit(db: Kysely<DB>, callback: () => void): void {
  const callbacks = waiting.get(db);
  if (callbacks) callbacks.push(callback);
  else callback();
}
