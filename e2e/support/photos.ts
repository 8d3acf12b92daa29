import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';

/** What `POST /api/img` answers, as the journeys use it. */
export interface PublishedPhoto {
  photo: { id: number; title: string };
  spot: { id: number; slug: string; title: string; lat: number; long: number };
}

/**
 * Uploads a JPEG (base64) and publishes it at a new spot titled '{title} spot', with the
 * page's own fetch so the session cookie and Origin go with it: POST /api/photo (multipart),
 * then POST /api/img.
 */
export async function publishPhoto(
  page: Page,
  photo: {
    jpegBase64: string;
    fileName: string;
    title: string;
    description?: string;
    exif?: Record<string, string | number>;
    position: { lat: number; lng: number };
  },
): Promise<PublishedPhoto> {
  const { lat, lng } = photo.position;
  const body = {
    title: photo.title,
    description: photo.description ?? '',
    ...(photo.exif ? { exif: photo.exif } : {}),
    // The API names longitude `long`.
    newSpot: { lat, long: lng, title: `${photo.title} spot`, tags: [] },
  };
  const script = `(async () => {
    const bytes = Uint8Array.from(atob(${JSON.stringify(photo.jpegBase64)}), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), ${JSON.stringify(photo.fileName)});
    const upload = await fetch('/api/photo', { method: 'POST', body: form });
    if (!upload.ok) throw new Error('upload ' + upload.status + ' ' + (await upload.text()));
    const { imageID } = await upload.json();
    const created = await fetch('/api/img', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: imageID, ...${JSON.stringify(body)} }),
    });
    if (!created.ok) throw new Error('img ' + created.status + ' ' + (await created.text()));
    return created.json();
  })()`;
  return page.evaluate<PublishedPhoto>(script);
}

/** A small landscape JPEG whose EXIF carries a camera, an exposure and a GPS position near Glacier Point, Yosemite (37.7306, -119.5736). */
export async function photoWithGps(fileName: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f6b26b"/><stop offset="1" stop-color="#6fa8dc"/>
    </linearGradient></defs>
    <rect width="1200" height="800" fill="url(#sky)"/>
    <path d="M0 620 L260 380 L420 520 L640 240 L820 470 L1000 360 L1200 560 L1200 800 L0 800 Z" fill="#2f4f4f"/>
  </svg>`;
  const jpeg = await sharp(Buffer.from(svg))
    .jpeg({ quality: 82 })
    .withExif({
      IFD0: { Make: 'FUJIFILM', Model: 'X-T5' },
      IFD2: {
        ExposureTime: '1/250',
        FNumber: '8/1',
        ISOSpeedRatings: '160',
        FocalLength: '23/1',
        DateTimeOriginal: '2024:06:21 05:42:10',
      },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 43/1 5016/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '119/1 34/1 2496/100',
      },
    })
    .toBuffer();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vantage-new-photo-'));
  const file = path.join(dir, fileName);
  await writeFile(file, jpeg);
  return file;
}

/** A small JPEG, made in the page, uploaded and published at the spot `spotId` by its member. */
export function addPhotoAt(
  page: Page,
  spotId: number,
  title: string,
): Promise<{ photo: { id: number } }> {
  const script = `(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    const sky = context.createLinearGradient(0, 0, 0, 600);
    sky.addColorStop(0, '#f6b26b');
    sky.addColorStop(1, '#3d85c6');
    context.fillStyle = sky;
    context.fillRect(0, 0, 900, 600);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    const form = new FormData();
    form.append('photo', blob, 'lake.jpg');
    const upload = await fetch('/api/photo', { method: 'POST', body: form });
    if (!upload.ok) throw new Error('upload ' + upload.status + ' ' + (await upload.text()));
    const { imageID } = await upload.json();
    const created = await fetch('/api/img', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: imageID, title: ${JSON.stringify(title)}, idSpot: ${spotId} }),
    });
    if (!created.ok) throw new Error('img ' + created.status + ' ' + (await created.text()));
    return created.json();
  })()`;
  return page.evaluate<{ photo: { id: number } }>(script);
}
