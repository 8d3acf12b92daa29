import crypto from 'node:crypto';
import { HttpError, notFound } from '../../lib/errors';
import type { ServerSecret } from '../../lib/server-secret';
import type { UserRepository } from './user.repository';

const PURPOSE = 'unsubscribe';

function signature(key: Buffer, userId: number): Buffer {
  return crypto.createHmac('sha256', key).update(String(userId)).digest();
}

/** The signed link that turns a user's news e-mails off: `${origin}/unsubscribe?u=..&sig=..`. */
export function unsubscribeLink(origin: string, userId: number, key: Buffer): string {
  const sig = signature(key, userId).toString('base64url');
  return `${origin}/unsubscribe?u=${userId}&sig=${sig}`;
}

/** Unsubscribe links: signed per user, so nobody can unsubscribe someone else. */
export class UnsubscribeService {
  constructor(
    private readonly secret: ServerSecret,
    private readonly users: UserRepository,
  ) {}

  /** The unsubscribe link for a user's mails. */
  async link(origin: string, userId: number): Promise<string> {
    return unsubscribeLink(origin, userId, await this.secret.keyFor(PURPOSE));
  }

  /** Whose news the link stops; 403 for a forged link. */
  async check(userId: number, sig: string) {
    const user = await this.verified(userId, sig);
    return { displayName: user.display_name, emailNews: user.email_news === 1 };
  }

  /** Turns the news e-mails off for the user of a valid link. */
  async unsubscribe(userId: number, sig: string) {
    await this.verified(userId, sig);
    await this.users.update(userId, { email_news: 0 });
    return { emailNews: false as const };
  }

  private async verified(userId: number, sig: string) {
    const expected = signature(await this.secret.keyFor(PURPOSE), userId);
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      throw new HttpError(403, 'bad_signature', 'This unsubscribe link is not valid.');
    }
    const user = await this.users.findById(userId);
    if (!user) throw notFound('user');
    return user;
  }
}
