import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isEquirectangularXmp, readPhotoFacts } from './exif-read';

/** The EXIF block sharp extracts from a JPEG written with `exif`. */
async function exifBlock(exif: sharp.Exif): Promise<Buffer> {
  const image = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#000' },
  })
    .withExif(exif)
    .jpeg()
    .toBuffer();
  return (await sharp(image).metadata()).exif!;
}

describe('readPhotoFacts', () => {
  it('reads the wall-clock time in the time zone of the GPS position', async () => {
    const facts = await readPhotoFacts(
      await exifBlock({
        IFD2: { DateTimeOriginal: '2024:01:15 08:00:00' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 42/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '74/1 0/1 0/1',
        },
      }),
      undefined,
    );
    expect(facts.lat).toBe(40.7);
    expect(facts.lng).toBe(-74);
    // New York in winter is UTC-5.
    expect(facts.takenAtEpochMs).toBe(Date.UTC(2024, 0, 15, 13, 0, 0));
    expect(facts.exif).toEqual({ Date: Date.UTC(2024, 0, 15, 13, 0, 0) });
  });

  it('takes a time without offset or position as UTC, and ignores a 0,0 position', async () => {
    const facts = await readPhotoFacts(
      await exifBlock({
        IFD0: { Model: 'X100V\0\0  ' },
        IFD2: { DateTimeOriginal: '2023:12:31 23:59:30', ExposureTime: '1/3' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '0/1 0/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '0/1 0/1 0/1',
        },
      }),
      undefined,
    );
    expect([facts.lat, facts.lng]).toEqual([null, null]);
    expect(facts.exif).toEqual({
      Model: 'X100V',
      Date: Date.UTC(2023, 11, 31, 23, 59, 30),
      Exposure: 0.33333333,
    });
  });

  it('answers no facts for missing or broken metadata', async () => {
    expect(await readPhotoFacts(undefined, undefined)).toEqual({
      exif: null,
      lat: null,
      lng: null,
      takenAtEpochMs: null,
      gpanoEquirectangular: false,
    });
    const broken = await readPhotoFacts(Buffer.from('Exif\0\0II*\0garbage-garbage'), undefined);
    expect(broken.exif).toBeNull();
  });
});

describe('isEquirectangularXmp', () => {
  it('finds GPano:ProjectionType as an attribute or an element', () => {
    expect(isEquirectangularXmp('<rdf:Description GPano:ProjectionType="equirectangular"/>')).toBe(
      true,
    );
    expect(
      isEquirectangularXmp('<GPano:ProjectionType>equirectangular</GPano:ProjectionType>'),
    ).toBe(true);
    expect(isEquirectangularXmp('<rdf:Description GPano:ProjectionType="cylindrical"/>')).toBe(
      false,
    );
    expect(isEquirectangularXmp('<x:xmpmeta/>')).toBe(false);
  });
});
