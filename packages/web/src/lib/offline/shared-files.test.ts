import { describe, expect, it } from 'vitest';
import { isEmptyFilePart, shareMessages, sortSharedFiles } from './shared-files';

const photo = (name: string) => ({ name, type: 'image/jpeg' });

describe('sortSharedFiles', () => {
  it('keeps the images and names what is not one', () => {
    const { photos, report } = sortSharedFiles([
      photo('a.jpg'),
      { name: 'notes.txt', type: 'text/plain' },
    ]);
    expect(photos.map((file) => file.name)).toEqual(['a.jpg']);
    expect(report).toEqual({ kept: 1, notImages: ['notes.txt'], overLimit: [] });
    expect(shareMessages(report)).toEqual([
      'notes.txt is not a photograph and was not loaded: Vantage takes image files only.',
    ]);
  });

  it('keeps the first photos up to the limit and names the others', () => {
    const files = Array.from({ length: 20 }, (_, index) => photo(`IMG_${index + 1}.jpg`));
    const { photos, report } = sortSharedFiles(files, 10);
    expect(photos).toHaveLength(10);
    expect(report.overLimit).toHaveLength(10);
    expect(shareMessages(report, 10)[0]).toMatch(
      /^Vantage takes 10 photos at a time, so 10 were loaded\. Not loaded: IMG_11\.jpg, .* and IMG_20\.jpg\./,
    );
  });

  it('says so when nothing arrived', () => {
    const { report } = sortSharedFiles([]);
    expect(shareMessages(report)).toEqual([
      'Nothing was shared: no file arrived. Share one or more photos from your gallery to Vantage.',
    ]);
  });

  it('takes the empty part of a file field with nothing chosen for no file', () => {
    expect(isEmptyFilePart({ name: '', size: 0 })).toBe(true);
    expect(isEmptyFilePart({ name: 'a.jpg', size: 0 })).toBe(false);
    expect(isEmptyFilePart({ name: '', size: 12 })).toBe(false);
  });

  it('has nothing to say about a good share', () => {
    expect(shareMessages(sortSharedFiles([photo('a.jpg'), photo('b.jpg')]).report)).toEqual([]);
  });
});
