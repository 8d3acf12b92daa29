import { describe, expect, it } from 'vitest';
import { areaBoundary, boundaryTags } from './boundary-rules';

describe('boundary rules: which areas around a new spot become its automatic tags', () => {
  it('keeps administrative areas by level, preferring the English name', () => {
    expect(
      areaBoundary({
        boundary: 'administrative',
        admin_level: '2',
        name: 'Italia',
        'name:en': 'Italy',
      }),
    ).toEqual({ name: 'Italy', kind: 'country', adminLevel: 2 });
    const kind = (level: string) =>
      areaBoundary({ boundary: 'administrative', admin_level: level, name: 'X' })?.kind;
    expect(['3', '4', '5', '6', '7', '8', '9', '10', '11'].map(kind)).toEqual([
      'state',
      'state',
      'county',
      'county',
      'city',
      'city',
      'district',
      'district',
      'neighbourhood',
    ]);
    expect(
      areaBoundary({ boundary: 'administrative', admin_level: '6', name: 'Union County' }),
    ).toEqual({ name: 'Union County', kind: 'county', adminLevel: 6 });
    expect(areaBoundary({ boundary: 'administrative', name: 'Somewhere' })).toEqual({
      name: 'Somewhere',
      kind: 'administrative',
      adminLevel: null,
    });
  });

  it('keeps protected areas, natural, national parks, parks, political and untyped areas', () => {
    const kinds = [
      { boundary: 'protected_area', name: 'Yosemite Wilderness' },
      { boundary: 'natural', name: 'Dolomites' },
      { boundary: 'national_park', name: 'Yosemite National Park' },
      { boundary: 'park', name: 'Parco' },
      { boundary: 'political', name: 'Ward 3' },
      { leisure: 'park', name: 'Central Park' },
      { landuse: 'meadow', name: 'Alpe di Seceda' },
      { name: 'Untyped' },
    ].map((tags) => areaBoundary(tags)?.kind);
    expect(kinds).toEqual([
      'protected_area',
      'natural',
      'national_park',
      'park',
      'political',
      'park',
      'meadow',
      'area',
    ]);
  });

  it('ignores land areas, country-like groupings, industrial land use and other boundaries', () => {
    const dropped = [
      { boundary: 'land_area', admin_level: '2', name: 'United States (land area)' },
      { boundary: 'administrative', admin_level: '1', name: 'Some Union' },
      { boundary: 'administrative', admin_level: '2', name: 'European Union' },
      { boundary: 'administrative', name: 'Contiguous United States' },
      { boundary: 'political', name: 'African Union' },
      { landuse: 'industrial', name: 'Zona produttiva' },
      { boundary: 'timezone', name: 'America/Los_Angeles' },
      { boundary: 'postal_code', name: '95389' },
      { boundary: 'census', name: 'Mariposa CCD' },
      { boundary: 'administrative', admin_level: '4' },
      { boundary: 'administrative', admin_level: '4', name: '  ' },
    ];
    expect(dropped.map((tags) => areaBoundary(tags))).toEqual(dropped.map(() => null));
  });

  it('puts the continent first, then administrative areas by level, then the rest, each name once', () => {
    const tags = boundaryTags(
      [
        { boundary: 'national_park', name: 'Yosemite National Park' },
        { leisure: 'park', name: 'Meadow Park' },
        { boundary: 'administrative', admin_level: '6', name: 'Mariposa County' },
        { boundary: 'protected_area', name: 'Yosemite Wilderness' },
        { boundary: 'administrative', admin_level: '2', name: 'United States' },
        { boundary: 'administrative', admin_level: '4', name: 'California' },
        { boundary: 'protected_area', name: 'YOSEMITE NATIONAL PARK' },
        { boundary: 'administrative', admin_level: '8', name: 'california' },
      ],
      'North America',
    );
    expect(tags.map((area) => [area.name, area.kind])).toEqual([
      ['North America', 'continent'],
      ['United States', 'country'],
      ['California', 'state'],
      ['Mariposa County', 'county'],
      ['Yosemite National Park', 'national_park'],
      ['Yosemite Wilderness', 'protected_area'],
      ['Meadow Park', 'park'],
    ]);
    expect(boundaryTags([], null)).toEqual([]);
  });
});
