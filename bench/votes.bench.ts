/**
 * Votes of the community: with 10,000 open proposals, the latency of one vote over HTTP
 * (goal: p95 under 20 ms on SQLite and PostgreSQL), and 200 members voting at the same moment
 * on one description and on one proposal (goal: exactly the right score, applied once).
 * The server runs in its own process.
 * Usage: node_modules/.bin/tsx --conditions=source bench/votes.bench.ts [-- --proposals 10000 --votes 2000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Engine } from '../packages/server/src/db/database';
import { benchDatabase, migratedContainer, percentile } from './bench-database';
import { startBenchServer, stopBenchServer } from './bench-process';
import { fillSpots, rng } from './fill-spots';
import { numberOption } from './bench-args';

const PROPOSALS = numberOption('proposals', 10_000);
const VOTES = numberOption('votes', 2_000);
const CROWD = 200;
const P95_GOAL_MS = 20;

function countOf(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
}

/** Spots, members with sessions, an open title proposal on each spot, one description. */
async function fill(databaseUrl: string, dir: string) {
  const { database, container } = await migratedContainer(databaseUrl, dir);
  await fillSpots(container.spotChanges, PROPOSALS);
  const now = Date.now();
  const members: { id: number; token: string }[] = [];
  // Enough members that nobody reaches the hourly vote limit.
  for (let i = 0; i < Math.max(CROWD + 1, Math.ceil(VOTES / 20)); i++) {
    const id = await container.repositories.users.insert({
      username: `voter${i}`,
      display_name: `Voter ${i}`,
      email: `voter${i}@example.com`,
      email_verified: 1,
      created_at: now,
      updated_at: now,
    });
    members.push({ id, token: await container.sessions.create(id, 'bench') });
  }
  const db = database.db;
  const spots = await db.selectFrom('spots').select(['id', 'title']).orderBy('id').execute();
  const author = members[0]!.id;
  for (let i = 0; i < spots.length; i += 500) {
    await db
      .insertInto('proposals')
      .values(
        spots.slice(i, i + 500).map((spot) => ({
          kind: 'title' as const,
          spot_id: spot.id,
          photo_id: null,
          user_id: author,
          new_title: `${spot.title} (renamed)`,
          new_lat: null,
          new_lng: null,
          new_spot_id: null,
          status: 'pending' as const,
          created_at: now,
          decided_at: null,
        })),
      )
      .execute();
  }
  const description = await db
    .insertInto('descriptions')
    .values({
      spot_id: spots[0]!.id,
      user_id: author,
      text: 'Bench',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await container.close();
  await database.close();
  return { spotIds: spots.map((spot) => spot.id), members, descriptionId: description.id };
}

async function run(engine: Engine) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vantage-bench-votes-${engine}-`));
  const target = await benchDatabase(engine, dir, 'votes');
  if (!target) return null;
  try {
    const data = await fill(target.url, dir);
    const { server, address } = await startBenchServer(target.url, {
      ...process.env,
      TMPDIR: dir,
    });
    try {
      const vote = async (url: string, member: { token: string }) => {
        // A client tries again after the server shed its load (503), as browsers' votes do.
        for (let attempt = 1; ; attempt++) {
          const res = await fetch(`${address}${url}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${member.token}` },
          });
          await res.arrayBuffer();
          if (res.status !== 503 || attempt === 10) return res.status;
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
        }
      };
      // Latency: one vote at a time, by members other than the author, on random proposals.
      const random = rng(3);
      const voters = data.members.slice(1);
      const times: number[] = [];
      const failures = new Map<number, number>();
      for (let i = 0; i < VOTES + 100; i++) {
        const spotId = data.spotIds[Math.floor(random() * data.spotIds.length)]!;
        const who = voters[i % voters.length]!;
        const way = random() < 0.6 ? 'rateUp' : 'rateDown';
        const started = performance.now();
        const status = await vote(`/api/editTitle/${spotId}/${way}`, who);
        // The first hundred warm the server up.
        if (i >= 100) times.push(performance.now() - started);
        // A proposal decided by earlier votes answers 404: still a vote call answered.
        if (status !== 200 && status !== 404) failures.set(status, (failures.get(status) ?? 0) + 1);
      }
      times.sort((a, b) => a - b);

      // 200 members at the same moment on one description, and on one proposal.
      const crowd = data.members.slice(1, CROWD + 1);
      const descriptionUrl = `/api/point/${data.spotIds[0]}/desc/${data.descriptionId}/rateUp`;
      await Promise.all(crowd.map((who) => vote(descriptionUrl, who)));
      const crowdSpot = data.spotIds.at(-1)!;
      const statuses = await Promise.all(
        crowd.map((who) => vote(`/api/editTitle/${crowdSpot}/rateUp`, who)),
      );
      const database = openDatabase(target.url);
      const description = await database.db
        .selectFrom('descriptions')
        .select('rating')
        .where('id', '=', data.descriptionId)
        .executeTakeFirstOrThrow();
      const proposal = await database.db
        .selectFrom('proposals')
        .select(['id', 'rating', 'status'])
        .where('spot_id', '=', crowdSpot)
        .executeTakeFirstOrThrow();
      const proposalVotes = await database.db
        .selectFrom('votes')
        .select('value')
        .where('target_type', '=', 'proposal')
        .where('target_id', '=', proposal.id)
        .execute();
      const spot = await database.db
        .selectFrom('spots')
        .select('title')
        .where('id', '=', crowdSpot)
        .executeTakeFirstOrThrow();
      const changes = await database.db
        .selectFrom('spot_changes')
        .select('id')
        .where('spot_id', '=', crowdSpot)
        .where('kind', '=', 'renamed')
        .execute();
      await database.close();
      return {
        engine,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        perSecond: (times.length / times.reduce((sum, t) => sum + t, 0)) * 1000,
        failures: [...failures].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none',
        descriptionRating: description.rating,
        proposal: {
          ...proposal,
          sumOfVotes: proposalVotes.reduce((sum, row) => sum + row.value, 0),
          renamed: spot.title.endsWith('(renamed)'),
          history: changes.length,
          answers: countOf(statuses),
        },
      };
    } finally {
      await stopBenchServer(server);
    }
  } finally {
    await target.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `Votes: ${PROPOSALS.toLocaleString('en')} open proposals, ${VOTES.toLocaleString('en')} votes one at a time, ${CROWD} members at once (${os.availableParallelism()} CPUs, load average ${os.loadavg()[0]!.toFixed(1)})`,
);
for (const engine of ['sqlite', 'postgres'] as const) {
  const r = await run(engine);
  if (!r) continue;
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
  console.log(`\n${engine}`);
  console.log(
    `  vote latency  p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (goal < ${P95_GOAL_MS} ms: ${ok(r.p95 < P95_GOAL_MS)}), p99 ${r.p99.toFixed(1)} ms; ${r.perSecond.toFixed(0)} votes/s one at a time; other answers: ${r.failures}`,
  );
  console.log(
    `  ${CROWD} at once on a description  rating ${r.descriptionRating} (goal ${CROWD}: ${ok(r.descriptionRating === CROWD)})`,
  );
  const p = r.proposal;
  const exact = p.status === 'applied' && p.rating === p.sumOfVotes && p.renamed && p.history === 1;
  console.log(
    `  ${CROWD} at once on a proposal  ${p.status} once at rating ${p.rating} = sum of its votes ${p.sumOfVotes}, renamed ${p.renamed}, ${p.history} History entry (goal: applied exactly once: ${ok(exact)}); answers ${p.answers} (404 and 409: found it decided)`,
  );
}
