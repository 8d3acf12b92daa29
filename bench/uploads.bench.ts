/**
 * Photo upload throughput: 12-megapixel JPEGs (with camera EXIF and GPS) sent by concurrent
 * clients through `POST /api/photo` and then `POST /api/img`, which renders every derivative.
 * The server runs in its own process on a fresh SQLite database. Goal: at least 4 uploads/s
 * with 2 clients.
 * Usage: node_modules/.bin/tsx --conditions=source bench/uploads.bench.ts [-- --uploads 40 --clients 2]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { serverRssMb, startBenchServer, stopBenchServer } from './bench-process';
import { migratedContainer } from './bench-database';
import { numberOption } from './bench-args';

const UPLOADS = numberOption('uploads', 40);
const CLIENTS = numberOption('clients', 2);
const WIDTH = 4000;
const HEIGHT = 3000;
/** Goal: the server's resident memory stays under this while it takes the uploads. */
const PEAK_RSS_GOAL_MB = 400;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A camera-like 12 MP JPEG: a gradient with grain, so it neither compresses nor decodes trivially. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1b3a6b"/>
    <stop offset="0.6" stop-color="#d98c4a"/><stop offset="1" stop-color="#f4e1b0"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .withExif({
      IFD0: { Make: 'Canon', Model: 'Canon EOS R6' },
      IFD2: {
        ExposureTime: '1/200',
        FNumber: '56/10',
        FocalLength: '35/1',
        ISOSpeedRatings: '200',
      },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '46/1 37/1 7/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '12/1 18/1 10/1',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-bench-uploads-'));
  const databaseUrl = `sqlite:${path.join(dir, 'bench.db')}`;
  const { database, container } = await migratedContainer(databaseUrl, dir);
  const userId = await container.repositories.users.insert({
    username: 'bench',
    display_name: 'Bench Photographer',
    created_at: Date.now(),
    updated_at: Date.now(),
  });
  const token = await container.sessions.create(userId, 'bench');
  await container.close();
  await database.close();
  const auth = { authorization: `Bearer ${token}` };

  const photo = await twelveMegapixelJpeg();
  console.log(
    `Uploads: ${WIDTH} × ${HEIGHT} JPEG of ${(photo.length / 1e6).toFixed(1)} MB, ` +
      `${UPLOADS} uploads by ${CLIENTS} clients (${os.availableParallelism()} CPUs)`,
  );
  // bench-server keeps its media under os.tmpdir(): this run's own folder.
  const { server, address } = await startBenchServer(databaseUrl, { ...process.env, TMPDIR: dir });
  try {
    const call = async (url: string, init: RequestInit) => {
      const res = await fetch(`${address}${url}`, init);
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const spot = await call('/api/point', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ lat: 46.6186, long: 12.3028, title: 'Tre Cime', tags: [] }),
    });
    const one = async () => {
      const started = performance.now();
      const form = new FormData();
      form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'IMG_0001.JPG');
      const upload = await call('/api/photo', { method: 'POST', headers: auth, body: form });
      const uploadedAt = performance.now();
      await call('/api/img', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ id: upload.imageID, title: 'Bench', idSpot: spot.id }),
      });
      return { upload: uploadedAt - started, create: performance.now() - uploadedAt };
    };

    await one(); // warm-up: sharp's and the database's first calls
    let peakRssMb = serverRssMb(server);
    const sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, serverRssMb(server));
    }, 100);
    const timings: { upload: number; create: number }[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < UPLOADS) {
          next += 1;
          timings.push(await one());
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const uploadMs = timings.map((t) => t.upload).sort((a, b) => a - b);
    const createMs = timings.map((t) => t.create).sort((a, b) => a - b);
    const rate = timings.length / seconds;
    console.log(
      `  ${rate.toFixed(2)} uploads/s (goal ≥ 4) over ${seconds.toFixed(1)} s; ` +
        `POST /api/photo p50 ${percentile(uploadMs, 50).toFixed(0)} ms p95 ${percentile(uploadMs, 95).toFixed(0)} ms; ` +
        `POST /api/img p50 ${percentile(createMs, 50).toFixed(0)} ms p95 ${percentile(createMs, 95).toFixed(0)} ms`,
    );
    console.log(
      `  server memory (RSS) at most ${peakRssMb.toFixed(0)} MB during the uploads ` +
        `(goal ≤ ${PEAK_RSS_GOAL_MB} MB) ${peakRssMb <= PEAK_RSS_GOAL_MB ? 'met' : 'MISSED'}`,
    );
  } finally {
    await stopBenchServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
