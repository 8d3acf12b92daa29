/**
 * A mass revert: a compromised account renames 550 spots, tags 250 and moves 250 (through the
 * API as a browser makes them), another member changes 50 of the renamed spots after it, and
 * an administrator undoes the account's changes since a moment in one request: 1,000 undone,
 * 50 left. Goal: under 10 s on SQLite and PostgreSQL, leaving search, the map's spot tiles
 * and tag pages right (checked on every spot touched, not a sample). The server runs in its
 * own process.
 * Usage: node_modules/.bin/tsx --conditions=source bench/mass-revert.bench.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  lngLatToTile,
  PspotsAnswer,
  RevertChangesAnswer,
  storedLevelFor,
  TagPage,
} from '@vantage/shared';
import type { Engine } from '../packages/server/src/db/database';
import { benchDatabase, migratedContainer } from './bench-database';
import { startBenchServer, stopBenchServer } from './bench-process';
import { fillSpots } from './fill-spots';

const RENAMED = 550;
const TAGGED = 250;
const MOVED = 250;
const MENDED = 50;
const GOAL_S = 10;
const SPAM_TAG = 'Spam Tag';

interface Original {
  id: number;
  title: string;
  lat: number;
  lng: number;
}

/** Spots, and three members with sessions: the compromised account, a mender, an administrator. */
async function fill(databaseUrl: string, dir: string) {
  const { database, container } = await migratedContainer(databaseUrl, dir);
  await fillSpots(container.spotChanges, 2_000);
  const now = Date.now();
  const member = async (name: string, admin: boolean, impact: number) => {
    const id = await container.repositories.users.insert({
      username: name,
      display_name: name,
      email: `${name}@example.com`,
      email_verified: 1,
      created_at: now,
      updated_at: now,
    });
    await database.db
      .updateTable('users')
      .set({ admin: admin ? 1 : 0, impact })
      .where('id', '=', id)
      .execute();
    return { id, token: await container.sessions.create(id, 'bench') };
  };
  const members = {
    // An administrator's account changes directly and has no hourly limit: the worst case.
    vandal: await member('compromised', true, 0),
    mender: await member('mender', false, 1000),
    admin: await member('warden', true, 0),
  };
  const spots: Original[] = (
    await database.db
      .selectFrom('spots')
      .select(['id', 'title', 'lat', 'lng'])
      .orderBy('id')
      .limit(RENAMED + TAGGED + MOVED)
      .execute()
  ).map((spot) => ({ ...spot }));
  await container.close();
  await database.close();
  return { members, spots };
}

async function run(engine: Engine) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vantage-bench-revert-${engine}-`));
  const target = await benchDatabase(engine, dir, 'revert');
  if (!target) return null;
  try {
    const { members, spots } = await fill(target.url, dir);
    const { server, address } = await startBenchServer(target.url, { ...process.env, TMPDIR: dir });
    try {
      const call = async (who: { token: string }, url: string, body?: object) => {
        const res = await fetch(`${address}${url}`, {
          method: body ? 'POST' : 'GET',
          headers: {
            authorization: `Bearer ${who.token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        return res.json();
      };
      const since = new Date().toISOString();
      const renamed = spots.slice(0, RENAMED);
      const tagged = spots.slice(RENAMED, RENAMED + TAGGED);
      const moved = spots.slice(RENAMED + TAGGED);
      for (const spot of renamed) {
        await call(members.vandal, `/api/editTitle/${spot.id}`, {
          newTitle: `Cheap pills ${spot.id}`,
        });
      }
      for (const spot of tagged) {
        const { tags } = (await call(members.vandal, `/api/point/${spot.id}`)) as {
          tags: { tag: string }[];
        };
        await call(members.vandal, `/api/point/${spot.id}/editTags`, {
          tags: [...tags.map((tag) => tag.tag), SPAM_TAG],
        });
      }
      for (const spot of moved) {
        await call(members.vandal, `/api/movePoint/${spot.id}`, {
          lat: spot.lat + 0.001,
          long: spot.lng + 0.001,
        });
      }
      const mended = renamed.slice(0, MENDED);
      for (const spot of mended) {
        await call(members.mender, `/api/editTitle/${spot.id}`, {
          newTitle: `${spot.title} (mended)`,
        });
      }

      const started = performance.now();
      const answer = RevertChangesAnswer.parse(
        await call(members.admin, `/api/user/${members.vandal.id}/revertChanges`, { since }),
      );
      const seconds = (performance.now() - started) / 1000;

      // Every spot touched, as search, the map's tiles and the tag pages show it now.
      const wrong: string[] = [];
      const expectedTitle = (spot: Original) =>
        mended.includes(spot) ? `${spot.title} (mended)` : spot.title;
      for (const spot of spots) {
        const title = expectedTitle(spot);
        const found = JSON.stringify(
          await call(members.mender, `/api/search/${encodeURIComponent(title)}`),
        );
        if (!found.includes(`"id":${spot.id},`)) wrong.push(`search misses ${spot.id} "${title}"`);
        const level = storedLevelFor(10);
        const tile = lngLatToTile(spot.lng, spot.lat, level);
        const shown = PspotsAnswer.parse(
          await call(members.mender, `/api/pspots/${level}/${tile.x}/${tile.y}`),
        ).spots.find((candidate) => candidate.id === spot.id);
        if (!shown || shown.title !== title || shown.lat !== spot.lat || shown.long !== spot.lng) {
          wrong.push(
            `tile ${level}/${tile.x}/${tile.y} shows ${spot.id} as ${JSON.stringify(shown)}`,
          );
        }
      }
      const spam = TagPage.parse(await call(members.mender, '/api/tag/Spam_Tag')).locCnt;
      if (spam !== 0) wrong.push(`the tag page of ${SPAM_TAG} lists ${spam} spots`);
      const pills = JSON.stringify(await call(members.mender, '/api/search/Cheap%20pills'));
      if (/"id":\d+/.test(pills)) wrong.push('search still finds "Cheap pills"');
      return { engine, seconds, answer, wrong };
    } finally {
      await stopBenchServer(server);
    }
  } finally {
    await target.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `Mass revert: ${RENAMED + TAGGED + MOVED} changes of one account, ${MENDED} of them changed again by another member (${os.availableParallelism()} CPUs, load average ${os.loadavg()[0]!.toFixed(1)})`,
);
for (const engine of ['sqlite', 'postgres'] as const) {
  const r = await run(engine);
  if (!r) continue;
  const expected = {
    reverted: RENAMED + TAGGED + MOVED - MENDED,
    spots: RENAMED + TAGGED + MOVED - MENDED,
    skipped: MENDED,
  };
  const rightCounts = JSON.stringify(r.answer) === JSON.stringify(expected);
  console.log(`\n${engine}`);
  console.log(
    `  revert of ${r.answer.reverted} changes on ${r.answer.spots} spots (${r.answer.skipped} left)  ${r.seconds.toFixed(2)} s   goal < ${GOAL_S} s  ${r.seconds < GOAL_S ? 'met' : 'MISSED'}`,
  );
  console.log(
    `  counts ${rightCounts ? 'right' : `WRONG (expected ${JSON.stringify(expected)})`}; search, tiles and tag pages: ${r.wrong.length === 0 ? 'right on every spot touched' : `WRONG in ${r.wrong.length} places, first: ${r.wrong.slice(0, 3).join('; ')}`}`,
  );
}
