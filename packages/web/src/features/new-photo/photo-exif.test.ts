import { describe, expect, it } from 'vitest';
import {
  exifFromTags,
  exifRows,
  formatExifDate,
  formatExposure,
  titleFromFileName,
} from './photo-exif';

describe('titleFromFileName', () => {
  it('drops the folder and the extension', () => {
    expect(titleFromFileName('Tunnel View at dawn.jpg')).toBe('Tunnel View at dawn');
    expect(titleFromFileName('C:\\Users\\ansel\\Pictures\\half-dome.final.JPEG')).toBe(
      'half-dome.final',
    );
    expect(titleFromFileName('/home/ansel/el capitan.png')).toBe('el capitan');
  });

  it('keeps names without an extension and hidden-file names whole', () => {
    expect(titleFromFileName('IMG_2041')).toBe('IMG_2041');
    expect(titleFromFileName('.hidden')).toBe('.hidden');
  });
});

describe('exifFromTags', () => {
  it('maps the tags exifr reads to the API’s EXIF fields and the GPS fix', () => {
    const read = exifFromTags({
      Make: 'Canon\0',
      Model: ' Canon EOS R5 ',
      // Text the site would refuse with the photo is left out.
      LensModel: 'RF24-105mm F4 L\u0001 IS USM\uFFFF',
      FocalLength: 35,
      FocalLengthIn35mmFormat: 35,
      FNumber: 8,
      ExposureTime: 0.004,
      ISO: 100,
      DateTimeOriginal: new Date(2024, 5, 21, 5, 42, 10),
      latitude: 37.7156,
      longitude: -119.677,
      Orientation: 'Horizontal (normal)',
    });
    expect(read.exif).toEqual({
      Make: 'Canon',
      Model: 'Canon EOS R5',
      Lens: 'RF24-105mm F4 L IS USM',
      Focal: 35,
      Focal35: 35,
      FNumber: 8,
      Exposure: 0.004,
      ISO: 100,
      Date: '2024:06:21 05:42',
    });
    expect(read.gps).toEqual({ lat: 37.7156, lng: -119.677 });
  });

  it('gives nulls for no tags, and ignores a 0,0 or impossible GPS fix', () => {
    expect(exifFromTags(undefined)).toEqual({ exif: null, gps: null });
    expect(exifFromTags({ latitude: 0, longitude: 0 })).toEqual({ exif: null, gps: null });
    expect(exifFromTags({ latitude: 95, longitude: 10, ISO: [200, 0] })).toEqual({
      exif: { ISO: 200 },
      gps: null,
    });
  });

  it('reads a date written as text', () => {
    expect(exifFromTags({ CreateDate: '2019:01:02 03:04:05' }).exif).toEqual({
      Date: '2019:01:02 03:04',
    });
  });
});

describe('formatExposure', () => {
  it('writes exposures under a second as a fraction', () => {
    expect(formatExposure(0.004)).toBe('1/250 s');
    expect(formatExposure(1 / 8000)).toBe('1/8000 s');
    expect(formatExposure(0.5)).toBe('1/2 s');
  });

  it('writes longer exposures in seconds, and text as given', () => {
    expect(formatExposure(1)).toBe('1 s');
    expect(formatExposure(2.5)).toBe('2.5 s');
    expect(formatExposure(30)).toBe('30 s');
    expect(formatExposure('1/60')).toBe('1/60 s');
  });
});

describe('exifRows', () => {
  it('lists camera, lens, focal length, aperture, exposure, ISO and date', () => {
    expect(
      exifRows({
        Make: 'NIKON CORPORATION',
        Model: 'NIKON D850',
        Lens: '24-70mm f/2.8',
        Focal: 16,
        Focal35: 24,
        FNumber: 11,
        Exposure: 1 / 125,
        ISO: 64,
        Date: '2023:10:01 18:30',
      }),
    ).toEqual([
      { label: 'Camera', value: 'NIKON D850' },
      { label: 'Lens', value: '24-70mm f/2.8' },
      { label: 'Focal length', value: '16 mm (24 mm in 35 mm)' },
      { label: 'Aperture', value: 'f/11' },
      { label: 'Exposure', value: '1/125 s' },
      { label: 'ISO', value: '64' },
      { label: 'Taken', value: '2023-10-01 18:30' },
    ]);
  });

  it('names the maker once, and leaves out what is missing', () => {
    expect(exifRows({ Make: 'FUJIFILM', Model: 'X-T5', FNumber: 5.6 })).toEqual([
      { label: 'Camera', value: 'FUJIFILM X-T5' },
      { label: 'Aperture', value: 'f/5.6' },
    ]);
    expect(exifRows(null)).toEqual([]);
  });

  it('formats a date given in epoch milliseconds', () => {
    expect(formatExifDate(new Date(2020, 0, 5, 7, 8).getTime())).toBe('2020-01-05 07:08');
  });
});
