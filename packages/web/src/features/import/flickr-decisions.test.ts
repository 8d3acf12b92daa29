import { describe, expect, it } from 'vitest';
import type { FlickrImage } from '@vantage/shared';
import { decisionBody, initialForm, parseTagList, splitByStatus } from './flickr-decisions';

const image: FlickrImage = {
  id: '53001',
  title: 'Seceda ridge at sunrise',
  date: Date.UTC(2023, 6, 14, 5, 32),
  lat: 46.598611,
  long: 11.724167,
  license: 'CC BY 2.0',
  thumbURL: 'https://live.staticflickr.com/65535/53001_q.jpg',
  linkURL: 'https://www.flickr.com/photos/98765432@N01/53001',
  status: 'pending',
  photoId: null,
};

describe('Flickr import decisions in the page', () => {
  it('reads comma-separated tags without empty ones or repeats', () => {
    expect(parseTagList(' Ridge, sunrise ,, ridge,Dolomites ')).toEqual([
      'Ridge',
      'sunrise',
      'Dolomites',
    ]);
  });

  it('sends skip, ignore and import with tags as the API takes them', () => {
    const form = { ...initialForm(image), tags: 'Ridge' };
    expect(decisionBody(image, 'skip', form)).toEqual({ body: { id: '53001', skip: true } });
    expect(decisionBody(image, 'ignore', form)).toEqual({ body: { id: '53001', ignore: true } });
    expect(decisionBody(image, 'import', form)).toEqual({
      body: { id: '53001', import: true, tags: ['Ridge'] },
    });
  });

  it('imports as a new spot at the photo position unless moved, and names a missing field', () => {
    expect(decisionBody(image, 'importNew', initialForm(image))).toEqual({
      body: {
        id: '53001',
        importNew: true,
        tags: [],
        title: 'Seceda ridge at sunrise',
        lat: 46.598611,
        long: 11.724167,
      },
    });
    const form = initialForm(image);
    expect(decisionBody(image, 'importNew', { ...form, title: ' ' })).toEqual({
      error: 'Please enter title of the new Photography Spot.',
    });
    expect(decisionBody(image, 'importNew', { ...form, lat: '91' })).toEqual({
      error: 'Latitude must be a number between -90 and 90.',
    });
    expect(decisionBody(image, 'importNew', { ...form, long: 'east' })).toEqual({
      error: 'Longitude must be a number between -180 and 180.',
    });
  });

  it('lists open photos apart from the decided ones', () => {
    const images = [
      { ...image, id: '1', status: 'imported' as const },
      { ...image, id: '2', status: 'skipped' as const },
      { ...image, id: '3' },
    ];
    const { open, decided } = splitByStatus(images);
    expect(open.map((entry) => entry.id)).toEqual(['2', '3']);
    expect(decided.map((entry) => entry.id)).toEqual(['1']);
  });
});
