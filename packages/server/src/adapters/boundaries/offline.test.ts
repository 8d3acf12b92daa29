import { describe, expect, it } from 'vitest';
import { OfflineBoundaries } from './offline';

describe('offline boundaries', () => {
  const boundaries = new OfflineBoundaries();
  const names = async (lat: number, lng: number) =>
    (await boundaries.isIn(lat, lng)).map((area) => `${area.name} (${area.kind})`);

  it('finds the continent, the country and the US state', async () => {
    expect(await boundaries.isIn(37.7459, -119.5332)).toEqual([
      { name: 'North America', kind: 'continent', adminLevel: null },
      { name: 'United States', kind: 'country', adminLevel: 2 },
      { name: 'California', kind: 'state', adminLevel: 4 },
    ]);
    expect(await names(36.0544, -112.1401)).toEqual([
      'North America (continent)',
      'United States (country)',
      'Arizona (state)',
    ]);
    expect(await names(61.2181, -149.9003)).toContain('Alaska (state)');
  });

  it('names the continent of the Americas by its half', async () => {
    expect(await names(-13.1631, -72.545)).toEqual(['South America (continent)', 'Peru (country)']);
    expect(await names(19.4326, -99.1332)).toEqual([
      'North America (continent)',
      'Mexico (country)',
    ]);
  });

  it('finds the Dolomites in Europe, Italy', async () => {
    expect(await names(46.599, 11.7246)).toEqual(['Europe (continent)', 'Italy (country)']);
  });

  it('knows Antarctica as a continent only, and nothing at sea', async () => {
    expect(await names(-80, 0)).toEqual(['Antarctica (continent)']);
    expect(await boundaries.isIn(30, -40)).toEqual([]);
    expect(await boundaries.isIn(0, -140)).toEqual([]);
  });
});
