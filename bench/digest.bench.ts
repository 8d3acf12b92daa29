/**
 * The daily digest of 100,000 members, each with three unread notifications of kinds that go
 * in the daily digest by default: the job pages through the members, so its memory stays flat
 * however many there are. Goal: built without holding more than 200 MB (the process's peak
 * resident memory of the process that runs it, a server's container and all), on SQLite and
 * PostgreSQL. The members are filled first; the digest runs in a fresh process that runs the
 * server's code bundled as `npm run serve` runs it, and its mails go to a mailer that counts them
 * and keeps nothing. Of the peak, what the process holds on its own (anonymous memory: heap,
 * buffers, the native libraries' allocations) is printed apart from the files it maps (node's
 * binary and libraries, and on SQLite the database pages read through its memory map, which are
 * the system's file cache).
 * Usage: node_modules/.bin/tsx --conditions=source bench/digest.bench.ts [--members N]
 *        [--engine sqlite|postgres]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Mail, Mailer } from '../packages/server/src/adapters/mail/mailer';
import { loadConfig } from '../packages/server/src/config';
import { buildContainer } from '../packages/server/src/container';
import { openDatabase, type Engine } from '../packages/server/src/db/database';
import { migrateToLatest } from '../packages/server/src/db/migrate';
import { LocalMediaStore } from '../packages/server/src/media/media-store';
import { numberOption, stringOption } from './bench-args';
import { benchDatabase } from './bench-database';
import { bundleAsServed, SERVE_ENV, SERVE_NODE_FLAGS } from './bench-process';

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

  await database.close();

  // The digest runs in a process of its own, bundled and with the node options and allocator
  // setting `npm run serve` gives a server: its memory is the run's alone.
  const child = spawnSync(
    process.execPath,
    [
      ...SERVE_NODE_FLAGS,
      await bundleAsServed(fileURLToPath(import.meta.url)),
      '--digest-of',
      target.url,
      dir,
    ],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...SERVE_ENV, ...process.env },
    },
  );
  const result = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as DigestRun;
  console.log(
    `\n${engine}: daily digest of ${MEMBERS.toLocaleString('en')} members × ${PER_MEMBER} notifications (filled in ${filledS.toFixed(1)} s)`,
  );
  console.log(
    `  members read ${result.members.toLocaleString('en')}, digests sent ${result.sent.toLocaleString('en')} (${(result.bytes / MB).toFixed(0)} MB of text handed to the mailer) in ${result.seconds.toFixed(1)} s (${Math.round(result.members / result.seconds).toLocaleString('en')} members/s)`,
  );
  console.log(
    `  peak resident memory of the process that built it ${(result.peakRss / MB).toFixed(0)} MB (goal ≤ ${GOAL_MB} MB: ${result.peakRss / MB <= GOAL_MB ? 'met' : 'MISSED'}); ${(result.startRss / MB).toFixed(0)} MB of it the server's before the run began, ${((result.peakRss - result.startRss) / MB).toFixed(0)} MB added by the digest, heap at most ${(result.peakHeap / MB).toFixed(0)} MB`,
  );
  console.log(
    `  at most ${(result.peakAnon / MB).toFixed(0)} MB of it the process's own, ${(result.peakFile / MB).toFixed(0)} MB mapped files (node and its libraries${engine === 'sqlite' ? ', the database pages read through its memory map' : ''})`,
  );
  if (result.sent !== MEMBERS) console.log(`  expected ${MEMBERS} digests, sent ${result.sent}`);
  await target.drop();
  fs.rmSync(dir, { recursive: true, force: true });
  return result.sent === MEMBERS;
}

/** What the digest's process reports. */
interface DigestRun {
  members: number;
  sent: number;
  bytes: number;
  seconds: number;
  startRss: number;
  peakRss: number;
  peakHeap: number;
  /** Peak anonymous resident memory: what the process holds on its own. */
  peakAnon: number;
  /** Peak resident memory of mapped files. */
  peakFile: number;
}

/** The child: builds the server's container on the filled database and runs the digest. */
async function digestOf(url: string, dir: string): Promise<DigestRun> {
  const database = openDatabase(url);
  const mailer = new CountingMailer();
  const config = { ...loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }), databaseUrl: url };
  const container = await buildContainer({
    config,
    database,
    media: new LocalMediaStore(config.mediaDir),
    mailer,
  });
  const startRss = process.memoryUsage().rss;
  let peakRss = startRss;
  let peakHeap = process.memoryUsage().heapUsed;
  let peakAnon = 0;
  let peakFile = 0;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    const bytes = (field: string) =>
      Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
    peakAnon = Math.max(peakAnon, bytes('RssAnon'));
    peakFile = Math.max(peakFile, bytes('RssFile'));
  };
  const sampler = setInterval(sample, 20);
  const started = performance.now();
  const counts = await container.notificationMails.sendDigests('daily', Date.now());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  await container.close();
  await database.close();
  return {
    members: counts.members,
    sent: mailer.sent,
    bytes: mailer.bytes,
    seconds,
    startRss,
    peakRss,
    peakHeap,
    peakAnon,
    peakFile,
  };
}

const digestArgs = process.argv.indexOf('--digest-of');
if (digestArgs >= 0) {
  const run = await digestOf(process.argv[digestArgs + 1]!, process.argv[digestArgs + 2]!);
  process.stdout.write(`${JSON.stringify(run)}\n`);
  process.exit(0);
}

const engineOption = stringOption('engine');
const engines: Engine[] = engineOption ? [engineOption as Engine] : ['sqlite', 'postgres'];
let ok = true;
for (const engine of engines) ok = (await run(engine)) !== false && ok;
process.exitCode = ok ? 0 : 1;
