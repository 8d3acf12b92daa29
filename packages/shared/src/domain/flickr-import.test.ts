import { describe, expect, it } from 'vitest';
import {
  closedByIgnoreAll,
  compareFlickrQueue,
  flickrDecisionOutcome,
  flickrLicenseName,
} from './flickr-import';
import { FlickrDecisionBody } from '../schemas/flickr';

describe('Flickr import decisions', () => {
  it('never imports a photo twice', () => {
    for (const decision of ['skip', 'ignore', 'ignoreAll', 'import', 'importNew'] as const) {
      expect(flickrDecisionOutcome('imported', decision)).toEqual({
        refused: 'this Flickr photo was already imported',
      });
    }
  });

  it('skips to later, ignores for good, and still imports an ignored photo on purpose', () => {
    expect(flickrDecisionOutcome('pending', 'skip')).toEqual({ status: 'skipped' });
    expect(flickrDecisionOutcome('skipped', 'skip')).toEqual({ status: 'skipped' });
    expect(flickrDecisionOutcome('ignored', 'skip')).toEqual({
      refused: 'this Flickr photo is ignored',
    });
    expect(flickrDecisionOutcome('skipped', 'ignore')).toEqual({ status: 'ignored' });
    expect(flickrDecisionOutcome('ignored', 'importNew')).toEqual({ status: 'imported' });
    expect(flickrDecisionOutcome('pending', 'import')).toEqual({ status: 'imported' });
  });

  it('"ignore all" keeps the skipped photos only when asked to preserve them', () => {
    expect(closedByIgnoreAll('pending', true)).toBe(true);
    expect(closedByIgnoreAll('skipped', true)).toBe(false);
    expect(closedByIgnoreAll('skipped', false)).toBe(true);
    expect(closedByIgnoreAll('imported', false)).toBe(false);
    expect(closedByIgnoreAll('ignored', false)).toBe(false);
  });

  it('offers pending photos newest first, then the skipped ones in the order skipped', () => {
    const rows = [
      { id: 'a', status: 'skipped' as const, takenAtEpochMs: 9, decidedAtEpochMs: 20 },
      { id: 'b', status: 'pending' as const, takenAtEpochMs: 1, decidedAtEpochMs: null },
      { id: 'c', status: 'skipped' as const, takenAtEpochMs: 1, decidedAtEpochMs: 10 },
      { id: 'd', status: 'pending' as const, takenAtEpochMs: 5, decidedAtEpochMs: null },
    ];
    expect(rows.sort(compareFlickrQueue).map((row) => row.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it("names Flickr's licences", () => {
    expect(flickrLicenseName(4)).toBe('CC BY 2.0');
    expect(flickrLicenseName(0)).toBe('All Rights Reserved');
    expect(flickrLicenseName(42)).toBe('All Rights Reserved');
  });

  it('takes exactly one decision, and a new spot needs its title and position', () => {
    expect(FlickrDecisionBody.safeParse({ id: '52345', skip: true }).success).toBe(true);
    const none = FlickrDecisionBody.safeParse({ id: '52345' });
    expect(none.error?.issues[0]?.message).toBe(
      'give exactly one of skip, ignore, ignoreAll, import or importNew',
    );
    expect(FlickrDecisionBody.safeParse({ id: '1', skip: true, ignore: true }).success).toBe(false);
    const partial = FlickrDecisionBody.safeParse({ id: '1', importNew: true, title: 'Lake' });
    expect(partial.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['lat', 'long']);
    expect(FlickrDecisionBody.safeParse({ id: '../etc', skip: true }).success).toBe(false);
  });
});
