/**
 * The daily digest of 100,000 members, each with three unread notifications of kinds that go
 * in the daily digest by default: the job pages through the members, so its memory stays flat
 * however many there are. Goal: built without holding more than 200 MB (the process's peak
 * resident memory while it runs, printed beside the heap it grew by), on SQLite and PostgreSQL.
 * Mails go to a mailer that counts them and keeps nothing.
 * Usage: node_modules/.bin/tsx --conditions=source bench/digest.bench.ts [--members N]
 *        [--engine sqlite|postgres]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Mail, Mailer } from '../packages/server/src/adapters/mail/mailer';
import { loadConfig } from '../packages/server/src/config';
import { buildContainer } from '../packages/server/src/container';
import { openDatabase, type Engine } from '../packages/server/src/db/database';
import { migrateToLatest } from '../packages/server/src/db/migrate';
import { LocalMediaStore } from '../packages/server/src/media/media-store';
import { numberOption, stringOption } from './bench-args';
import { benchDatabase } from './bench-database';

const MEMBERS = numberOption('members', 100_000);
const PER_MEMBER = 3;
const GOAL_MB = 200;
const BATCH = 500;
const MB = 1024 * 1024;

/** Counts mails and keeps none, as an SMTP server takes them away. */
class CountingMailer implements Mailer {
  readonly kind = 'smtp';
  sent = 0;
  bytes = 0;
  async send(mail: Mail): Promise<void> {
    this.sent++;
    this.bytes += mail.text.length;
  }
  async close(): Promise<void> {}
}

async function run(engine: Engine) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vantage-bench-digest-${engine}-`));
  const target = await benchDatabase(engine, dir, 'digest');
  if (!target) return;
  const database = openDatabase(target.url);
  await migrateToLatest(database);
  const { db } = database;
  const filling = Date.now();
  const kinds = ['spotChanged', 'newPhoto', 'badgeEarned'] as const;
  for (let first = 0; first < MEMBERS; first += BATCH) {
    const count = Math.min(BATCH, MEMBERS - first);
    const users = Array.from({ length: count }, (_, n) => ({
      username: `member${first + n}`,
      display_name: `Member ${first + n}`,
      email: `member${first + n}@example.com`,
      email_verified: 1,
      created_at: filling,
      updated_at: filling,
    }));
    const ids = (await db.insertInto('users').values(users).returning('id').execute()).map(
      (row) => row.id,
    );
    await db
      .insertInto('notifications')
      .values(
        ids.flatMap((userId, n) =>
          kinds.slice(0, PER_MEMBER).map((kind, k) => ({
            user_id: userId,
            kind,
            subject: `spot:${(first + n + k) % 5000}`,
            title: `Spot ${(first + n + k) % 5000}`,
            link: `/l/Spot_${(first + n + k) % 5000}/${(first + n + k) % 5000}`,
            detail: kind === 'badgeEarned' ? JSON.stringify({ tier: 'bronze' }) : null,
            count: 1 + k,
            actor_id: null,
            created_at: filling - 3_600_000 + k,
            read_at: null,
          })),
        ),
      )
      .execute();
  }
  const filledS = (Date.now() - filling) / 1000;

  const mailer = new CountingMailer();
  const config = { ...loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), databaseUrl: target.url };
  const container = await buildContainer({
    config,
    database,
    media: new LocalMediaStore(config.mediaDir),
    mailer,
  });
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  const counts = await container.notificationMails.sendDigests('daily', Date.now());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = process.memoryUsage();
  peakRss = Math.max(peakRss, after.rss);
  peakHeap = Math.max(peakHeap, after.heapUsed);

  console.log(
    `\n${engine}: daily digest of ${MEMBERS.toLocaleString('en')} members × ${PER_MEMBER} notifications (filled in ${filledS.toFixed(1)} s)`,
  );
  console.log(
    `  members read ${counts.members.toLocaleString('en')}, digests sent ${mailer.sent.toLocaleString('en')} (${(mailer.bytes / MB).toFixed(0)} MB of text handed to the mailer) in ${seconds.toFixed(1)} s (${Math.round(counts.members / seconds).toLocaleString('en')} members/s)`,
  );
  console.log(
    `  peak resident memory ${(peakRss / MB).toFixed(0)} MB (goal ≤ ${GOAL_MB} MB: ${peakRss / MB <= GOAL_MB ? 'met' : 'missed'}); heap grew by at most ${((peakHeap - before.heapUsed) / MB).toFixed(0)} MB over the ${(before.heapUsed / MB).toFixed(0)} MB it started with`,
  );
  if (mailer.sent !== MEMBERS) console.log(`  expected ${MEMBERS} digests, sent ${mailer.sent}`);

  await container.close();
  await database.close();
  await target.drop();
  fs.rmSync(dir, { recursive: true, force: true });
  return mailer.sent === MEMBERS;
}

const engineOption = stringOption('engine');
const engines: Engine[] = engineOption ? [engineOption as Engine] : ['sqlite', 'postgres'];
let ok = true;
for (const engine of engines) ok = (await run(engine)) !== false && ok;
process.exitCode = ok ? 0 : 1;
