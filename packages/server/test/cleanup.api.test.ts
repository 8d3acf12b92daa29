import { beforeAll, expect, it } from 'vitest';
import { UPLOAD_TTL_MS } from '../src/modules/photos/photo-upload.service';
import { CLEANUP_INTERVAL_MS, CleanupJob } from '../src/modules/operations/cleanup.service';
import { JobLeaseRepository } from '../src/modules/operations/job-lease.repository';
import { EmailTokenRepository } from '../src/modules/auth/email-token.repository';
import { OAuthStateRepository } from '../src/modules/auth/oauth-state.repository';
import { describeEachEngine } from './support/engine-suite';

const HOUR = 60 * 60_000;

describeEachEngine('scheduled clean-up on %s', (ctx) => {
  let clock = Date.now();
  /** A process's clean-up job, on a clock the test moves. */
  const job = () =>
    new CleanupJob({
      leases: new JobLeaseRepository(ctx.database),
      sessions: ctx.container.repositories.sessions,
      emailTokens: new EmailTokenRepository(ctx.database),
      oauthStates: new OAuthStateRepository(ctx.database),
      uploads: ctx.container.photoUploads,
      log: ctx.container.log,
      now: () => clock,
    });
  const count = async (table: 'sessions' | 'email_tokens' | 'photo_uploads') =>
    Number(
      (
        await ctx.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    const now = Date.now();
    const user = await ctx.make.userWithPassword();
    const { sessions } = ctx.container.repositories;
    for (const [hash, expiresAt] of [
      ['expired-session', now - HOUR],
      ['live-session', now + HOUR],
    ] as const) {
      await sessions.insert({
        token_hash: hash,
        user_id: user.id,
        created_at: now - 2 * HOUR,
        expires_at: expiresAt,
        last_seen_at: now - 2 * HOUR,
        user_agent: null,
      });
    }
    const tokens = new EmailTokenRepository(ctx.database);
    await tokens.replace({
      userId: user.id,
      purpose: 'reset',
      tokenHash: 'expired-token',
      email: user.email,
      expiresAt: now - HOUR,
      now: now - 2 * HOUR,
    });
    await tokens.replace({
      userId: user.id,
      purpose: 'verify',
      tokenHash: 'live-token',
      email: user.email,
      expiresAt: now + HOUR,
      now,
    });
    for (const [token, createdAt] of [
      ['abandoned', now - UPLOAD_TTL_MS - HOUR],
      ['fresh', now - HOUR],
    ] as const) {
      const key = `originals/upload-${token}.jpg`;
      await ctx.media.put(key, Buffer.from('jpeg'), 'image/jpeg');
      await ctx.database.db
        .insertInto('photo_uploads')
        .values({
          token,
          user_id: user.id,
          media_key: key,
          content_type: 'image/jpeg',
          width: 10,
          height: 10,
          exif: null,
          lat: null,
          lng: null,
          taken_at: null,
          created_at: createdAt,
        })
        .execute();
    }
  });

  it('removes what expired, keeps what lives, and one process runs it per interval', async () => {
    const [first, second] = [job(), job()];
    // Two processes at the same moment: exactly one gets the lease and does the work.
    const runs = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(runs.filter((run) => run === null)).toHaveLength(1);
    expect(runs.find((run) => run !== null)).toEqual({
      sessions: 1,
      emailTokens: 1,
      oauthStates: 0,
      uploads: 1,
    });
    expect(await count('sessions')).toBe(1);
    expect(await count('email_tokens')).toBe(1);
    expect(await count('photo_uploads')).toBe(1);
    expect(await ctx.media.get('originals/upload-abandoned.jpg')).toBeNull();
    expect(await ctx.media.get('originals/upload-fresh.jpg')).not.toBeNull();

    // Within the interval nobody runs it again; after it, one process does.
    clock += CLEANUP_INTERVAL_MS - 1000;
    expect(await second.runOnce()).toBeNull();
    clock += 2000;
    expect(await second.runOnce()).toEqual({
      sessions: 0,
      emailTokens: 0,
      oauthStates: 0,
      uploads: 0,
    });
    const lease = await ctx.database.db
      .selectFrom('job_leases')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(lease).toMatchObject({ name: 'cleanup', holder: second.holder });
  });
});
