import type { FlickrDecisionBody, FlickrImage } from '@vantage/shared';

/** What the member typed for a photo: tags, and for a new spot its title and position. */
export interface FlickrDecisionForm {
  tags: string;
  title: string;
  lat: string;
  long: string;
}

/** The form a photo starts with: its own title and position. */
export function initialForm(image: FlickrImage): FlickrDecisionForm {
  return { tags: '', title: image.title, lat: String(image.lat), long: String(image.long) };
}

/** Tags typed with commas, trimmed, empty ones and repeats (any case) dropped. */
export function parseTagList(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLowerCase();
      if (tag === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The actions a member takes on one photo. */
export type FlickrAction = 'skip' | 'ignore' | 'import' | 'importNew';

/**
 * The body of `POST /api/flickrImage` for an action, or the message naming what is missing
 * for a new spot.
 */
export function decisionBody(
  image: FlickrImage,
  action: FlickrAction,
  form: FlickrDecisionForm,
): { body: FlickrDecisionBody } | { error: string } {
  switch (action) {
    case 'skip':
      return { body: { id: image.id, skip: true } };
    case 'ignore':
      return { body: { id: image.id, ignore: true } };
    case 'import':
      return { body: { id: image.id, import: true, tags: parseTagList(form.tags) } };
    case 'importNew': {
      const title = form.title.trim();
      if (title === '') return { error: 'Please enter title of the new Photography Spot.' };
      const lat = Number(form.lat);
      const long = Number(form.long);
      if (form.lat.trim() === '' || !Number.isFinite(lat) || Math.abs(lat) > 90) {
        return { error: 'Latitude must be a number between -90 and 90.' };
      }
      if (form.long.trim() === '' || !Number.isFinite(long) || Math.abs(long) > 180) {
        return { error: 'Longitude must be a number between -180 and 180.' };
      }
      return {
        body: { id: image.id, importNew: true, tags: parseTagList(form.tags), title, lat, long },
      };
    }
  }
}

/** Open photos first (the server's order), then the decided ones. */
export function splitByStatus(images: readonly FlickrImage[]) {
  const open = images.filter((image) => image.status === 'pending' || image.status === 'skipped');
  const decided = images.filter((image) => !open.includes(image));
  return { open, decided };
}
