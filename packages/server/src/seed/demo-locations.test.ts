import { describe, expect, it } from 'vitest';
import { DEMO_LOCATIONS, DEMO_USERS } from './demo-locations';
import { GUIDE_PHOTOS } from './seed-collections';
import { POPULAR_TAGS } from './seed-popular';

const CONTINENTS = [
  'Europe',
  'North America',
  'South America',
  'Africa',
  'Asia',
  'Oceania',
  'Antarctica',
];

describe('demo content', () => {
  it('has at least 150 locations on every continent', () => {
    expect(DEMO_LOCATIONS.length).toBeGreaterThanOrEqual(150);
    const continents = new Set(DEMO_LOCATIONS.map((location) => location.place[0]));
    expect([...continents].sort()).toEqual([...CONTINENTS].sort());
  });

  it('gives every location valid coordinates, a hierarchy, 2–5 tags, a description and 1–4 photos', () => {
    for (const location of DEMO_LOCATIONS) {
      expect(Math.abs(location.lat), location.title).toBeLessThanOrEqual(90);
      expect(Math.abs(location.lng), location.title).toBeLessThanOrEqual(180);
      expect(location.place.length, location.title).toBeGreaterThanOrEqual(2);
      const tagCount = Math.min(
        5,
        location.place.slice(1).slice(-2).length + location.subjects.length,
      );
      expect(tagCount, location.title).toBeGreaterThanOrEqual(2);
      expect(location.description.length, location.title).toBeGreaterThan(80);
      expect(location.photos.length, location.title).toBeGreaterThanOrEqual(1);
      expect(location.photos.length, location.title).toBeLessThanOrEqual(4);
      expect(location.user).toBeLessThan(DEMO_USERS.length);
    }
  });

  it('has unique titles and distinct scenes', () => {
    const titles = DEMO_LOCATIONS.map((location) => location.title);
    expect(new Set(titles).size).toBe(titles.length);
    const seeds = DEMO_LOCATIONS.flatMap((location) =>
      location.photos.map((photo) => photo.scene.seed),
    );
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it('spells shared places the same way: each place has one parent', () => {
    const parentOf = new Map<string, string | undefined>();
    for (const { place } of DEMO_LOCATIONS) {
      place.forEach((name, index) => {
        const parent = place[index - 1];
        if (parentOf.has(name)) expect(parentOf.get(name), name).toBe(parent);
        else parentOf.set(name, parent);
      });
    }
  });

  it('curates about 32 Popular Locations, each a place tag that demo spots carry', () => {
    expect(POPULAR_TAGS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(POPULAR_TAGS).size).toBe(POPULAR_TAGS.length);
    // Spots carry the two most specific places of their hierarchy as tags.
    const carried = new Set(
      DEMO_LOCATIONS.flatMap((location) => location.place.slice(1).slice(-2)),
    );
    for (const tag of POPULAR_TAGS) expect(carried.has(tag), tag).toBe(true);
  });
});

describe('the Dolomites guide', () => {
  it('shows demo photos of the Dolomites, named by their titles', () => {
    const dolomitesPhotos = DEMO_LOCATIONS.filter((location) =>
      location.place.includes('Dolomites'),
    ).flatMap((location) => location.photos.map((photo) => photo.title));
    for (const title of Object.values(GUIDE_PHOTOS)) expect(dolomitesPhotos).toContain(title);
  });
});
