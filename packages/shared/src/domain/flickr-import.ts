import type { FlickrImportStatus } from '../schemas/flickr.js';

/** What a member decides about one Flickr photo. */
export type FlickrDecisionKind = 'skip' | 'ignore' | 'ignoreAll' | 'import' | 'importNew';

/** "Import with tags" joins the nearest spot only when it is at most this far from the photo. */
export const FLICKR_NEAREST_SPOT_MAX_M = 1000;

/** Flickr's licence ids (flickr.photos.licenses.getInfo) and their names. */
const FLICKR_LICENSES: Record<number, string> = {
  0: 'All Rights Reserved',
  1: 'CC BY-NC-SA 2.0',
  2: 'CC BY-NC 2.0',
  3: 'CC BY-NC-ND 2.0',
  4: 'CC BY 2.0',
  5: 'CC BY-SA 2.0',
  6: 'CC BY-ND 2.0',
  7: 'No known copyright restrictions',
  8: 'United States Government Work',
  9: 'CC0 1.0',
  10: 'Public Domain Mark 1.0',
};

/** The name of a Flickr licence id; an unknown id keeps the photo's rights reserved. */
export function flickrLicenseName(licenseId: number): string {
  return FLICKR_LICENSES[licenseId] ?? FLICKR_LICENSES[0]!;
}

/** Whether a photo in this state may still be decided (imported or ignored). */
export function isOpenFlickrStatus(status: FlickrImportStatus): boolean {
  return status === 'pending' || status === 'skipped';
}

/**
 * The state a photo takes after a decision, or the reason it cannot take it. Skipping puts a
 * photo back at the end of the queue; ignoring and importing are final, so nothing is imported
 * twice; an ignored photo may still be imported later on purpose, an imported one never again.
 */
export function flickrDecisionOutcome(
  current: FlickrImportStatus,
  decision: FlickrDecisionKind,
): { status: FlickrImportStatus } | { refused: string } {
  if (current === 'imported') return { refused: 'this Flickr photo was already imported' };
  switch (decision) {
    case 'skip':
      return current === 'ignored'
        ? { refused: 'this Flickr photo is ignored' }
        : { status: 'skipped' };
    case 'ignore':
    case 'ignoreAll':
      return { status: 'ignored' };
    case 'import':
    case 'importNew':
      return { status: 'imported' };
  }
}

/**
 * The photos "Ignore all" closes: every pending one, and the skipped ones too unless the
 * member asked to preserve them for later.
 */
export function closedByIgnoreAll(status: FlickrImportStatus, preserve: boolean): boolean {
  if (status === 'pending') return true;
  return status === 'skipped' && !preserve;
}

/**
 * The order photos are offered in: pending ones first (newest taken first), then the skipped
 * ones in the order they were skipped, so a skip means "later", never "lost".
 */
export function compareFlickrQueue(
  a: { status: FlickrImportStatus; takenAtEpochMs: number | null; decidedAtEpochMs: number | null },
  b: { status: FlickrImportStatus; takenAtEpochMs: number | null; decidedAtEpochMs: number | null },
): number {
  const rank = (status: FlickrImportStatus) => (status === 'pending' ? 0 : 1);
  if (rank(a.status) !== rank(b.status)) return rank(a.status) - rank(b.status);
  if (a.status === 'pending') return (b.takenAtEpochMs ?? 0) - (a.takenAtEpochMs ?? 0);
  return (a.decidedAtEpochMs ?? 0) - (b.decidedAtEpochMs ?? 0);
}
