import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { NewImageAnswer, UploadAnswer, lngLatToTile } from '@vantage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_ACCOUNT_FREE_FAILURES } from '../src/modules/auth/auth-throttle';
import { engines } from './support/engine-suite';
import type { SignedInUser } from './support/factories';
import { startFakeS3, type FakeS3 } from './support/fake-s3';
import { TEST_REDIS_URL, forgetLimitsOf, testRedis } from './support/redis';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createTestContext, type TestContext } from './support/test-context';
import { jpeg, multipartFile } from './support/test-images';

const redis = await testRedis();

/** A client address of its own for each run, so limits counted in Redis start from zero. */
function clientAddress(): string {
  return `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
}

describe.runIf(engines.includes('postgres') && redis)(
  'two server processes on one PostgreSQL database, Redis and S3 bucket',
  () => {
    let s3: FakeS3;
    let ctx: TestContext;
    let a: ServerProcess;
    let b: ServerProcess;
    let member: SignedInUser;
    let spotId: number;
    let dataDir: string;

    beforeAll(async () => {
      s3 = await startFakeS3();
      // The database, migrated, with a member and a spot made by the factories.
      ctx = await createTestContext('postgres');
      member = await ctx.make.signedIn({ displayName: 'Berenice Abbott' });
      await forgetLimitsOf(member.id);
      spotId = await ctx.make.spot({ title: 'Flatiron Building', lat: 40.7411, lng: -73.9897 });
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-processes-'));
      const env = {
        DATABASE_URL: ctx.config.databaseUrl,
        REDIS_URL: TEST_REDIS_URL,
        ...s3.env,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        WARM_BASEMAP: 'false',
        SECRET_KEY: 'a'.repeat(64),
        TRUST_PROXY: '127.0.0.1',
        OPEN_METEO_URL: 'off',
        TERRAIN_TILES: 'off',
        LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        LOAD_MAX_EVENT_LOOP_UTILIZATION: '0',
      };
      [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await ctx?.close();
      await s3?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const call = (server: ServerProcess, url: string, init: RequestInit = {}) =>
      fetch(`${server.url}${url}`, {
        ...init,
        headers: { ...member.bearerHeaders, ...(init.headers as Record<string, string>) },
      });
    /** The photo form of an upload, sent to `server`: a photo of the spot. */
    const makePhoto = (server: ServerProcess, imageID: string, title: string) =>
      call(server, '/api/img', {
        method: 'POST',
        body: JSON.stringify({ id: imageID, title, idSpot: spotId }),
        headers: { 'content-type': 'application/json' },
      });

    it('both are ready, with the database, Redis and the bucket', async () => {
      for (const server of [a, b]) {
        // A load balancer polls: the warm-up (the bundled places, the server rendering) and the
        // first look at the bucket may take a while on a busy machine.
        await expect
          .poll(async () => (await fetch(`${server.url}/readyz`)).json(), {
            timeout: 30_000,
            interval: 200,
          })
          .toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', media: 'ok' } });
      }
    });

    it('serves through one process the photo uploaded through the other', async () => {
      const body = multipartFile(await jpeg(800, 600));
      const uploaded = await call(a, '/api/photo', {
        method: 'POST',
        body: body.payload,
        headers: body.headers,
      });
      expect(uploaded.status).toBe(200);
      const { imageID } = UploadAnswer.parse(await uploaded.json());
      // The photo form is sent to the other process, which finds the upload in the bucket.
      const created = await makePhoto(b, imageID, 'Flatiron at dusk');
      expect(created.status).toBe(201);
      const { photo } = NewImageAnswer.parse(await created.json());
      for (const server of [a, b]) {
        const res = await fetch(`${server.url}${photo.urls.large}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      }
    });

    it('counts a limit over both processes', async () => {
      const headers = {
        'content-type': 'application/json',
        'x-forwarded-for': clientAddress(),
      };
      const body = JSON.stringify({ email: `limit-${Date.now()}@example.com` });
      const requestReset = (server: ServerProcess) =>
        fetch(`${server.url}/api/auth/requestReset`, { method: 'POST', body, headers });
      // Three mails to one address an hour, whichever process is asked.
      expect((await requestReset(a)).status).toBe(202);
      expect((await requestReset(b)).status).toBe(202);
      expect((await requestReset(a)).status).toBe(202);
      const refused = await requestReset(b);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('slows guesses on one account over both processes and every address', async () => {
      const owner = await ctx.make.userWithPassword({
        // Counts in Redis outlive the test: an address of its own starts from zero.
        email: `guessed-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      });
      const login = (server: ServerProcess, password: string) =>
        fetch(`${server.url}/api/remAuth`, {
          method: 'POST',
          body: JSON.stringify({ provider: 'email', mode: 'login', email: owner.email, password }),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
        });
      for (let attempt = 0; attempt < SIGN_IN_ACCOUNT_FREE_FAILURES; attempt++) {
        expect((await login(attempt % 2 ? a : b, `guess ${attempt}`)).status).toBe(401);
      }
      const refused = await login(a, owner.password);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it("shows a spot created through one process in the other's cached tile lists at once", async () => {
      const position = { lat: -33.8568, long: 151.2153 };
      const { x, y } = lngLatToTile(position.long, position.lat, 10);
      const ids = async (server: ServerProcess) =>
        (
          (await (await fetch(`${server.url}/api/pspots/10/${x}/${y}`)).json()) as {
            spots: { id: number }[];
          }
        ).spots.map((spot) => spot.id);
      expect(await ids(b)).toEqual([]);
      const created = await call(a, '/api/point', {
        method: 'POST',
        body: JSON.stringify({ ...position, title: 'Sydney Opera House', tags: [] }),
        headers: { 'content-type': 'application/json' },
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      await expect.poll(() => ids(b), { timeout: 3000, interval: 50 }).toEqual([id]);
    });

    it('finishes the request in flight on SIGTERM, exits 0, and the other keeps serving', async () => {
      const body = multipartFile(await jpeg(640, 480));
      const { hostname, port } = new URL(a.url);
      // An upload whose body is still arriving when the process is told to stop.
      const request = http.request({
        host: hostname,
        port,
        method: 'POST',
        path: '/api/photo',
        headers: {
          ...member.bearerHeaders,
          ...body.headers,
          'content-length': String(body.payload.length),
        },
      });
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.on('response', (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        request.on('error', reject);
      });
      const half = Math.floor(body.payload.length / 2);
      const from = a.lines();
      request.write(body.payload.subarray(0, half));
      await a.logged(/^incoming request$/, from);

      a.child.kill('SIGTERM');
      await a.logged(/^SIGTERM received/);
      request.end(body.payload.subarray(half));

      const answer = await answered;
      expect(answer.status, answer.text).toBe(200);
      const { imageID } = UploadAnswer.parse(JSON.parse(answer.text));
      expect(await a.exited).toBe(0);

      // Nothing is lost: the other process makes the photo of that upload and serves it.
      const created = await makePhoto(b, imageID, 'Flatiron at noon');
      expect(created.status).toBe(201);
      const { photo } = NewImageAnswer.parse(await created.json());
      expect((await fetch(`${b.url}${photo.urls.thumb}`)).status).toBe(200);
      expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
    });
  },
);
