/**
 * Tag pages and gallery downloads at scale: among a million synthetic spots, a region tag on
 * 100,000 of them (with sub-tags, photos and contributors) is read as a tag page's first paint
 * (`GET /api/tag/{tag}`, one request), and a public gallery of 1,000 spots is downloaded as KML,
 * both over HTTP one request at a time, on SQLite and PostgreSQL.
 * Usage: npx tsx --conditions=source bench/tags-galleries.bench.ts [--spots 1000000]
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import type { Engine } from '../packages/server/src/db/database';
import { filledBenchSite, percentile, settleAfterBulkLoad } from './bench-database';
import { startBenchServer } from './bench-process';
import { numberOption } from './bench-args';
import { insertMembers } from './fill-members';

const SPOTS = numberOption('spots', 1_000_000);
/** Every tenth spot carries the region tag: 100,000 at a million spots. */
const TAG_EVERY = 10;
/** Every twentieth spot has a photo, so half the tag's spots do. */
const PHOTO_EVERY = 20;
const GALLERY_SPOTS = 1_000;
const TAG_REQUESTS = numberOption('requests', 300);
const KML_REQUESTS = numberOption('downloads', 20);
const CONTRIBUTORS = 10;
const TAG = 'Synthetic Region';

const GOAL_TAG_P95_MS = 50;
const GOAL_KML_MS = 1_000;

async function run(engine: Engine) {
  const site = await filledBenchSite(engine, 'tags', SPOTS);
  if (!site) return null;
  const { target, database, container, started } = site;
  const { db } = database;
  const now = Date.now();
  const userIds = await insertMembers(container.repositories.users, CONTRIBUTORS, now, (n) => ({
    username: `bench${n}`,
    displayName: `Bench Photographer ${n}`,
  }));
  const { tags } = container.repositories;
  const region = await tags.getOrCreate('Synthetic Country', null, true);
  const tagId = await tags.getOrCreate(TAG, region, true);
  const children = [];
  for (const name of ['North Coast', 'High Valley', 'Old Town', 'Lake District', 'Islands']) {
    children.push(await tags.getOrCreate(`${TAG} ${name}`, tagId, true));
  }
  const firstUser = userIds[0]!;
  await sql`INSERT INTO spot_tags (spot_id, tag_id, user_id, created_at)
    SELECT id, ${tagId}, ${firstUser}, ${now} FROM spots WHERE id % ${TAG_EVERY} = 0`.execute(db);
  for (const [index, childId] of children.entries()) {
    await sql`INSERT INTO spot_tags (spot_id, tag_id, user_id, created_at)
      SELECT id, ${childId}, ${firstUser}, ${now} FROM spots
      WHERE id % ${TAG_EVERY * children.length} = ${index * TAG_EVERY}`.execute(db);
  }
  await sql`INSERT INTO photos (user_id, spot_id, title, width, height, ar, rating, created_at, updated_at)
    SELECT ${firstUser} + (id / ${PHOTO_EVERY}) % ${CONTRIBUTORS}, id, 'Synthetic photo', 1280, 853, 1.5,
      (id * 7) % 50, ${now}, ${now}
    FROM spots WHERE id % ${PHOTO_EVERY} = 0`.execute(db);
  await sql`UPDATE spots SET photo_count = 1 WHERE id % ${PHOTO_EVERY} = 0`.execute(db);
  await tags.refreshCounts();

  // A public gallery of 1,000 spots that have photos.
  const owner = userIds[0]!;
  const { id: listId } = await db
    .insertInto('spot_lists')
    .values({
      user_id: owner,
      title: 'A thousand spots',
      url_title: 'A_thousand_spots',
      description: 'Every spot of a long trip',
      is_public: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`INSERT INTO spot_list_spots (list_id, spot_id, position, added_at)
    SELECT ${listId}, id, id, ${now} FROM spots
    WHERE id % ${PHOTO_EVERY} = 0 AND id <= ${GALLERY_SPOTS * PHOTO_EVERY}`.execute(db);

  await settleAfterBulkLoad(engine, db);
  console.log(
    `\r${engine}: ${SPOTS.toLocaleString('en')} spots, the tag on ${(SPOTS / TAG_EVERY).toLocaleString('en')}, loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  await container.close();
  await database.close();

  const { server, address } = await startBenchServer(target.url);
  const tagUrl = `${address}/api/tag/${TAG.replace(/ /g, '_')}`;
  const coldStart = performance.now();
  // A busy machine may make the fresh server shed the first request (503): ask again, as a
  // browser does.
  let firstRes = await fetch(tagUrl);
  for (let attempt = 1; firstRes.status === 503 && attempt < 10; attempt++) {
    await firstRes.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    firstRes = await fetch(tagUrl);
  }
  if (!firstRes.ok) throw new Error(`the tag page answered ${firstRes.status}`);
  const first = (await firstRes.json()) as { locCnt: number; bestSpots: unknown[] };
  const coldMs = performance.now() - coldStart;
  if (first.locCnt !== SPOTS / TAG_EVERY || first.bestSpots.length === 0) {
    throw new Error(`unexpected tag page: ${first.locCnt} spots`);
  }
  for (let i = 0; i < 20; i++) await fetch(tagUrl).then((r) => r.arrayBuffer());
  const tagTimes: number[] = [];
  for (let i = 0; i < TAG_REQUESTS; i++) {
    const t0 = performance.now();
    const res = await fetch(tagUrl);
    await res.arrayBuffer();
    tagTimes.push(performance.now() - t0);
  }
  tagTimes.sort((a, b) => a - b);

  const kmlUrl = `${address}/api/spotlist/A_thousand_spots/bench0/kml`;
  const kmlTimes: number[] = [];
  let kmlBytes = 0;
  for (let i = 0; i < KML_REQUESTS + 2; i++) {
    const t0 = performance.now();
    const res = await fetch(kmlUrl);
    if (!res.ok) throw new Error(`KML download answered ${res.status}`);
    const body = await res.text();
    if (i >= 2) kmlTimes.push(performance.now() - t0);
    kmlBytes = body.length;
  }
  kmlTimes.sort((a, b) => a - b);
  await site.remove(server);
  return {
    engine,
    spots: SPOTS,
    tag: { cold: coldMs, p50: percentile(tagTimes, 50), p95: percentile(tagTimes, 95) },
    kml: { p50: percentile(kmlTimes, 50), p95: percentile(kmlTimes, 95), bytes: kmlBytes },
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
const verdict = (value: number, goal: number) => (value < goal ? 'meets' : 'MISSES');
const header = `engine    spots      | tag page (${(SPOTS / TAG_EVERY).toLocaleString('en')} spots) first  p50  p95   goal p95 | KML of ${GALLERY_SPOTS} spots p50  p95   goal`;
type Result = NonNullable<Awaited<ReturnType<typeof run>>>;
const line = (r: Result) =>
  `${r.engine.padEnd(9)} ${r.spots.toLocaleString('en').padEnd(10)} | ${ms(r.tag.cold)} ${ms(r.tag.p50)} ${ms(r.tag.p95)} < ${GOAL_TAG_P95_MS} ms ${verdict(r.tag.p95, GOAL_TAG_P95_MS)} | ${ms(r.kml.p50)} ${ms(r.kml.p95)} < ${GOAL_KML_MS} ms ${verdict(r.kml.p95, GOAL_KML_MS)} (${Math.round(r.kml.bytes / 1024)} KB)`;

const results: Result[] = [];
for (const engine of ['sqlite', 'postgres'] as const) {
  const result = await run(engine);
  if (!result) continue;
  results.push(result);
  // Each engine's figures as soon as they are known: a full run takes a while.
  console.log(`\n${header}\n${line(result)}`);
}
console.log(`\n${header}`);
for (const r of results) console.log(line(r));
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  `bench/results/tags-galleries-${Date.now()}.json`,
  JSON.stringify(results, null, 2),
);
