import type { UserRow } from '../../db/types';
import type { UserRepository } from './user.repository';

/** What granting or revoking did. */
export type AdminChange = 'granted' | 'revoked' | 'unchanged' | 'no-such-user';

/**
 * Who administers the site. Administrators are named by configuration (`ADMIN_EMAILS`: a
 * member whose confirmed e-mail address is listed becomes one on their next request) or by
 * the operator's command, never by being the first to sign up. The stored flag is the truth
 * the access policy reads.
 */
export class AdminGrants {
  private readonly configured: ReadonlySet<string>;

  constructor(
    private readonly users: Pick<UserRepository, 'findByEmail' | 'update'>,
    adminEmails: readonly string[],
  ) {
    this.configured = new Set(adminEmails.map((email) => email.toLowerCase()));
  }

  /** Whether the configuration names this address. */
  isConfigured(email: string): boolean {
    return this.configured.has(email.toLowerCase());
  }

  /**
   * The member as they act now: one whose confirmed address is configured gets the flag,
   * written once. An unconfirmed address grants nothing, so nobody becomes an administrator
   * by signing up with someone else's address.
   */
  async apply<Row extends Pick<UserRow, 'id' | 'email' | 'email_verified' | 'admin'>>(
    row: Row,
  ): Promise<Row> {
    if (row.admin === 1 || row.email_verified !== 1 || !row.email) return row;
    if (!this.isConfigured(row.email)) return row;
    await this.users.update(row.id, { admin: 1 });
    return { ...row, admin: 1 };
  }

  /** Flags every existing member whose confirmed address is configured; answers how many. */
  async applyConfigured(): Promise<number> {
    let granted = 0;
    for (const email of this.configured) {
      const row = await this.users.findByEmail(email);
      if (row && (await this.apply(row)).admin === 1 && row.admin !== 1) granted += 1;
    }
    return granted;
  }

  /** The operator's grant: the member with this address administers the site. */
  async grant(email: string): Promise<AdminChange> {
    const row = await this.users.findByEmail(email.toLowerCase());
    if (!row) return 'no-such-user';
    if (row.admin === 1) return 'unchanged';
    await this.users.update(row.id, { admin: 1 });
    return 'granted';
  }

  /**
   * The operator's revocation. An address still listed in `ADMIN_EMAILS` would be granted
   * again on its next request, so the caller must say so.
   */
  async revoke(email: string): Promise<AdminChange> {
    const row = await this.users.findByEmail(email.toLowerCase());
    if (!row) return 'no-such-user';
    if (row.admin !== 1) return 'unchanged';
    await this.users.update(row.id, { admin: 0 });
    return 'revoked';
  }
}
