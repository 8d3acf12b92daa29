import { describe, expect, it } from 'vitest';
import { GazetteerGeocoder } from './gazetteer';

// One instance for the file: the data loads once, on first use.
const gazetteer = new GazetteerGeocoder();
const names = async (text: string, limit = 10) =>
  (await gazetteer.search(text, limit)).map((place) => place.displayName);

describe('gazetteer search', () => {
  it('puts the best-known Paris first, with a box around it', async () => {
    const [paris, ...others] = await gazetteer.search('paris', 10);
    expect(paris).toMatchObject({ displayName: 'Paris, France', kind: 'city' });
    expect(paris!.lat).toBeCloseTo(48.853, 2);
    expect(paris!.lng).toBeCloseTo(2.349, 2);
    const { south, north, west, east } = paris!.bbox;
    expect(south).toBeLessThan(paris!.lat);
    expect(north).toBeGreaterThan(paris!.lat);
    expect(west).toBeLessThan(paris!.lng);
    expect(east).toBeGreaterThan(paris!.lng);
    expect(north - south).toBeGreaterThan(0.2);
    expect(north - south).toBeLessThanOrEqual(0.6);
    expect(others.map((place) => place.displayName)).toContain('Paris, Texas, United States');
  });

  it('keeps at most the limit, each display name once', async () => {
    const found = await names('springfield', 10);
    expect(found).toHaveLength(10);
    expect(new Set(found).size).toBe(10);
    expect(await names('springfield', 3)).toHaveLength(3);
    expect(await names('paris', 0)).toEqual([]);
  });

  it('narrows by the country, state or code after a comma', async () => {
    expect(await names('Paris, Texas')).toEqual(['Paris, Texas, United States']);
    expect(await names('paris, TX')).toEqual(['Paris, Texas, United States']);
    expect((await names('Paris, France'))[0]).toBe('Paris, France');
    expect(await names('Paris, Canada')).toEqual(['Paris, Ontario, Canada']);
    expect((await names('Springfield, Illinois'))[0]).toBe('Springfield, Illinois, United States');
  });

  it('ignores accents and case, and ranks whole names before longer ones', async () => {
    expect((await names('zurich'))[0]).toBe('Zürich, Switzerland');
    expect((await names('ZÜRICH'))[0]).toBe('Zürich, Switzerland');
    expect((await names('saint etienne'))[0]).toBe('Saint-Étienne, France');
    expect((await names('bolzano'))[0]).toBe('Bolzano, Italy');
    expect(await names('Bolzano V')).toContain('Bolzano Vicentino, Italy');
  });

  it('finds and names places written beyond Latin-1, and those after them', async () => {
    expect((await names('lodz'))[0]).toBe('Łódź, Poland');
    expect((await names('сопиште'))[0]).toMatch(/^Сопиште, /);
    expect((await names('Старо Нагор'))[0]).toMatch(/^Старо Нагоричане, /);
    // A whole name, not a prefix: its length counts the same letters as the name's.
    expect((await names('слупчане'))[0]).toMatch(/^Слупчане, /);
    expect((await names('chitungwiza'))[0]).toBe('Chitungwiza, Zimbabwe');
  });

  it('finds countries by name or code, boxed around their main land', async () => {
    const [italy] = await gazetteer.search('Italy', 5);
    expect(italy).toMatchObject({ displayName: 'Italy', kind: 'country' });
    expect(italy!.bbox.south).toBeGreaterThan(35);
    expect(italy!.bbox.north).toBeLessThan(48);
    expect(italy!.bbox.west).toBeGreaterThan(6);
    expect(italy!.bbox.east).toBeLessThan(19);
    const [france] = await gazetteer.search('france', 1);
    // Metropolitan France, not its overseas departments.
    expect(france!.bbox.west).toBeGreaterThan(-6);
    expect(france!.bbox.south).toBeGreaterThan(41);
    expect((await names('usa'))[0]).toBe('United States');
    expect((await names('United States of America'))[0]).toBe('United States');
  });

  it('boxes a country across the antimeridian with west > east', async () => {
    const [russia] = await gazetteer.search('Russia', 1);
    expect(russia!.bbox.west).toBeGreaterThan(15);
    expect(russia!.bbox.east).toBeLessThan(-160);
  });

  it('finds nothing for unknown text', async () => {
    expect(await names('xyzzyqq')).toEqual([]);
    expect(await names('  ,  ')).toEqual([]);
  });
});

describe('gazetteer reverse', () => {
  it('names the nearest place and the country around it', async () => {
    expect(await gazetteer.reverse(46.4983, 11.3548)).toEqual({
      displayName: 'Bolzano, Italy',
      country: 'Italy',
      countryCode: 'IT',
      state: null,
      county: null,
      city: 'Bolzano',
    });
    expect(await gazetteer.reverse(37.7459, -119.5332)).toMatchObject({
      country: 'United States',
      countryCode: 'US',
      state: 'California',
    });
  });

  it('takes the place itself rather than one of its sections', async () => {
    expect((await gazetteer.reverse(47.3717, 8.5423))?.city).toBe('Zürich');
  });

  it('keeps to the country the point is in', async () => {
    // Just inside Switzerland, where the nearest town is across the Italian border.
    const address = await gazetteer.reverse(45.871, 8.98);
    expect(address?.countryCode).toBe('CH');
    expect(address?.displayName.endsWith(', Switzerland')).toBe(true);
  });

  it('answers the country alone far from any place, and null on open sea', async () => {
    expect(await gazetteer.reverse(-80, 0)).toMatchObject({
      displayName: 'Antarctica',
      city: null,
      countryCode: 'AQ',
    });
    expect(await gazetteer.reverse(30, -40)).toBeNull();
    expect(await gazetteer.reverse(0, -140)).toBeNull();
  });
});

describe('gazetteer warm-up', () => {
  it('loads in slices the same places and countries as on first use', async () => {
    const warmed = new GazetteerGeocoder();
    expect(warmed.isWarm).toBe(false);
    // Asked for while it loads, a search waits for the warm-up instead of loading again.
    const [during] = await Promise.all([warmed.search('lyon', 5), warmed.warm()]);
    expect(warmed.isWarm).toBe(true);
    expect(during).toEqual(await gazetteer.search('lyon', 5));
    for (const text of ['paris, tx', 'springfield', 'france', 'zurich', 'sao paulo']) {
      expect(await warmed.search(text, 10)).toEqual(await gazetteer.search(text, 10));
    }
    expect(await warmed.reverse(45.764, 4.8357)).toEqual(await gazetteer.reverse(45.764, 4.8357));
    // A second copy of the data loads here: a busy machine takes seconds.
  }, 30_000);
});
