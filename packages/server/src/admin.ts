import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { AdminGrants } from './modules/users/admin-grants.service';
import { UserRepository } from './modules/users/user.repository';

/**
 * The operator's command for administrators, on the database the server's settings name:
 *   npm run admin -- grant someone@example.com
 *   npm run admin -- revoke someone@example.com
 */
const USAGE = 'usage: npm run admin -- grant|revoke <e-mail address>';

async function run(args: string[]): Promise<number> {
  const [action, email] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    const admins = new AdminGrants(new UserRepository(database), config.adminEmails);
    const change = action === 'grant' ? await admins.grant(email) : await admins.revoke(email);
    if (change === 'no-such-user') {
      console.error(`No member has the e-mail address ${email}.`);
      return 1;
    }
    const what = action === 'grant' ? 'administers the site' : 'no longer administers the site';
    console.log(`${email} ${what}${change === 'unchanged' ? ' (no change)' : ''}.`);
    if (action === 'revoke' && admins.isConfigured(email)) {
      console.warn(
        `${email} is listed in ADMIN_EMAILS: remove it there too, or the next request grants it again.`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
