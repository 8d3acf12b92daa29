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
