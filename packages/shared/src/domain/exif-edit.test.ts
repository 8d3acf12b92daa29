import { describe, expect, it } from 'vitest';
import {
  applyExifEdit,
  formatExposure,
  parseExifNumber,
  parseExposureSeconds,
} from './exif-edit.js';

describe('parseExifNumber', () => {
  it.each([
    ['50', 50],
    ['50 mm', 50],
    ['f/2.8', 2.8],
    ['2,8', 2.8],
    ['ISO 400', 400],
    [35, 35],
    ['', null],
    ['none', null],
    [null, null],
    [Number.NaN, null],
  ])('%j → %j', (text, value) => {
    expect(parseExifNumber(text)).toBe(value);
  });
});

describe('parseExposureSeconds', () => {
  it.each([
    ['1/250', 0.004],
    [' 1 / 4 s', 0.25],
    ['1/2.5', 0.4],
    ['0.5', 0.5],
    ['2"', 2],
    [30, 30],
    ['1/0', null],
    ['0', null],
    ['fast', null],
  ])('%j → %j', (text, seconds) => {
    expect(parseExposureSeconds(text)).toBe(seconds);
  });
});

describe('formatExposure: exposure times as the lightbox shows them', () => {
  it.each([
    [0.004, '1/250'],
    [1 / 3200, '1/3200'],
    [0.0166667, '1/60'],
    [0.5, '1/2'],
    [0.3, '0.3'],
    [1, '1'],
    [2.5, '2.5'],
    [30, '30'],
    ['1/125', '1/125'],
    ['bulb', 'bulb'],
  ])('%j → %j', (seconds, text) => {
    expect(formatExposure(seconds)).toBe(text);
  });
});

describe('applyExifEdit: numbers as numbers, no Make, Focal35 follows Focal', () => {
  const previous = {
    Make: 'Canon',
    Model: 'Canon EOS 5D',
    Lens: 'EF 50mm',
    Focal: 50,
    Focal35: 80,
    FNumber: 2.8,
    Exposure: 0.004,
    ISO: 200,
    Date: 1_700_000_000_000,
  };

  it('turns typed numbers into numbers and a fraction exposure into seconds, and drops Make', () => {
    expect(
      applyExifEdit(previous, {
        Make: 'Canon',
        Model: ' Canon EOS R5 ',
        Lens: '',
        Focal: '50',
        Focal35: '80 mm',
        FNumber: 'f/4',
        Exposure: '1/250',
        ISO: '400',
        Date: '2024:05:06 07:08',
      }),
    ).toEqual({
      Model: 'Canon EOS R5',
      Focal: 50,
      Focal35: 80,
      FNumber: 4,
      Exposure: 0.004,
      ISO: 400,
      Date: '2024:05:06 07:08',
    });
  });

  it('drops numeric fields that hold no positive number', () => {
    expect(
      applyExifEdit(previous, { Focal: 'wide', ISO: '0', FNumber: '', Exposure: 'x' }),
    ).toEqual({});
  });

  it('rescales Focal35 in proportion to a change of Focal', () => {
    expect(applyExifEdit(previous, { ...previous, Focal: 100 })).toMatchObject({
      Focal: 100,
      Focal35: 160,
    });
    expect(applyExifEdit(previous, { ...previous, Focal: '35', Focal35: undefined })).toMatchObject(
      { Focal: 35, Focal35: 56 },
    );
  });

  it('keeps a Focal35 the person changed, so applying the rules twice changes nothing', () => {
    const once = applyExifEdit(previous, { ...previous, Focal: 100 });
    expect(applyExifEdit(previous, once)).toEqual(once);
    expect(applyExifEdit(previous, { ...previous, Focal: 100, Focal35: 150 })).toMatchObject({
      Focal: 100,
      Focal35: 150,
    });
  });

  it('does not invent Focal35 without a previous one', () => {
    expect(applyExifEdit({ Focal: 50 }, { Focal: 100 })).toEqual({ Focal: 100 });
    expect(applyExifEdit(null, { Focal: 100, Focal35: 150 })).toEqual({ Focal: 100, Focal35: 150 });
  });
});
