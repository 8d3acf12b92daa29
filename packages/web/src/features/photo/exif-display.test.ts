import { describe, expect, it } from 'vitest';
import { exifDateText, exifRows, focalText } from './exif-display';

describe('exifRows', () => {
  it('lists camera, lens, focal length, aperture, exposure as a fraction, ISO and date', () => {
    const rows = exifRows(
      {
        Make: 'NIKON CORPORATION',
        Model: 'NIKON D850',
        Lens: '24-70mm f/2.8',
        Focal: 24,
        Focal35: 24,
        FNumber: 8,
        Exposure: 0.004,
        ISO: 64,
        Date: '2024:06:10 19:42:11',
      },
      'Europe/Ljubljana',
    );
    expect(rows).toEqual([
      { label: 'Camera', value: 'NIKON D850' },
      { label: 'Lens', value: '24-70mm f/2.8' },
      { label: 'Focal length', value: '24 mm' },
      { label: 'Aperture', value: 'f/8' },
      { label: 'Exposure', value: '1/250 s' },
      { label: 'ISO', value: '64' },
      { label: 'Taken', value: '2024-06-10 19:42' },
    ]);
  });

  it('shows long exposures in seconds and leaves out missing fields', () => {
    expect(exifRows({ Exposure: 2.5 }, null)).toEqual([{ label: 'Exposure', value: '2.5 s' }]);
    expect(exifRows(null, null)).toEqual([]);
  });
});

describe('pieces', () => {
  it('adds the 35 mm equivalent when it differs', () => {
    expect(focalText({ Focal: 4.25, Focal35: 26 })).toBe('4.3 mm (26 mm in 35 mm terms)');
    expect(focalText({ Focal: 50 })).toBe('50 mm');
  });

  it('shows epoch dates on the wall clock of the zone', () => {
    expect(exifDateText(Date.UTC(2024, 5, 10, 17, 42), 'Europe/Ljubljana')).toBe(
      '2024-06-10 19:42',
    );
    expect(exifDateText(Date.UTC(2024, 5, 10, 17, 42), null)).toBe('2024-06-10 17:42 UTC');
  });
});
