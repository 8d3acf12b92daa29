import type { Insertable } from 'kysely';
import type { DB, UserRow } from '../../db/types';
import { SqlRepository } from '../../db/sql-repository';

/** A provider identity as `auth_accounts` keeps it. */
export interface ProviderAccount {
  provider: string;
  accountId: string;
  email: string | null;
}

/** SQL for the provider identities linked to users. */
export class AuthAccountRepository extends SqlRepository {
  /** The user a provider identity is linked to. */
  findUser(provider: string, accountId: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('auth_accounts')
      .innerJoin('users', 'users.id', 'auth_accounts.user_id')
      .selectAll('users')
      .where('auth_accounts.provider', '=', provider)
      .where('auth_accounts.provider_account_id', '=', accountId)
      .executeTakeFirst();
  }

  /** Creates a user and links the identity to it, both or neither. */
  createUser(user: Insertable<DB['users']>, account: ProviderAccount): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values(user)
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('auth_accounts').values(accountRow(row.id, account)).execute();
      return row.id;
    });
  }

  /** Links an identity to an existing user; a unique violation means it is linked already. */
  async link(userId: number, account: ProviderAccount): Promise<void> {
    await this.db.insertInto('auth_accounts').values(accountRow(userId, account)).execute();
  }
}

function accountRow(userId: number, account: ProviderAccount): Insertable<DB['auth_accounts']> {
  return {
    user_id: userId,
    provider: account.provider,
    provider_account_id: account.accountId,
    email: account.email,
    created_at: Date.now(),
  };
}
