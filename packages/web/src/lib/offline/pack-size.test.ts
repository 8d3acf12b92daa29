import { describe, expect, it } from 'vitest';
import { formatBytes, tallyPack, totalPackBytes, type PackItem, type PackTally } from './pack-size';

describe('tallyPack', () => {
  it.each<[string, PackItem[], PackTally]>([
    [
      'adds the stored sizes and counts the files',
      [
        { url: '/api/point/7', bytes: 5_000 },
        { url: '/media/a.jpg', bytes: 120_000 },
        { url: '/tiles/0/0/0.pbf', bytes: 30_000 },
      ],
      { bytes: 155_000, files: 3, failed: 0 },
    ],
    [
      'counts an address saved twice once, with its last size',
      [
        { url: '/media/a.jpg', bytes: 100 },
        { url: '/media/a.jpg', bytes: 140 },
      ],
      { bytes: 140, files: 1, failed: 0 },
    ],
    [
      'counts failures apart, and a failure saved later as saved',
      [
        { url: '/media/a.jpg', failed: true },
        { url: '/media/b.jpg', failed: true },
        { url: '/media/a.jpg', bytes: 80 },
        { url: '/media/c.jpg', bytes: 20 },
        { url: '/media/c.jpg', failed: true },
      ],
      { bytes: 100, files: 2, failed: 1 },
    ],
    ['is empty for nothing stored', [], { bytes: 0, files: 0, failed: 0 }],
  ])('%s', (_name, stored, tally) => {
    expect(tallyPack(stored)).toEqual(tally);
  });

  it('refuses a size that is not a number of bytes', () => {
    expect(() => tallyPack([{ url: '/x', bytes: Number.NaN }])).toThrow(RangeError);
    expect(() => tallyPack([{ url: '/x', bytes: -1 }])).toThrow(RangeError);
  });
});

describe('totalPackBytes', () => {
  it('adds the packs, a tile kept by two packs counting in each', () => {
    expect(totalPackBytes([{ bytes: 1_500 }, { bytes: 2_500 }])).toBe(4_000);
    expect(totalPackBytes([])).toBe(0);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1_000, '1.0 kB'],
    [4_200, '4.2 kB'],
    [12_400_000, '12 MB'],
    [999_400, '999 kB'],
    [1_250_000_000, '1.3 GB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
