import { titleSlug } from '@vantage/shared';
import type { NewSpot } from '../packages/server/src/db/types';
import type { SpotChanges } from '../packages/server/src/modules/spots/spot-changes.service';
import { tileKeysFor } from '../packages/server/src/modules/spots/spot-writer.repository';

const SUBJECTS = [
  'Lake',
  'Mountains',
  'Waterfall',
  'Beach',
  'Cityscape',
  'Bridge',
  'Forest',
  'Castle',
  'Sunset',
  'Night Sky',
];

/** A small deterministic random source so runs are comparable. */
export function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Centres where synthetic spots cluster, as photographers' spots do around places. */
export function clusterCentres(
  count: number,
  random: () => number,
): { lat: number; lng: number; spread: number }[] {
  return Array.from({ length: count }, () => ({
    lat: Math.asin(2 * random() - 1) * (180 / Math.PI) * 0.8,
    lng: random() * 360 - 180,
    spread: 0.05 + random() * 1.5,
  }));
}

/**
 * Viewports a person looks at: `/api/range` windows at zooms 6 to 13 around populated places.
 * Another `seed` gives other windows around the same places.
 */
export function viewports(count: number, seed = 7): string[] {
  const random = rng(seed);
  const centres = clusterCentres(2_000, rng(42));
  return Array.from({ length: count }, () => {
    const centre = centres[Math.floor(random() * centres.length)]!;
    const zoom = 6 + Math.floor(random() * 8);
    const dLong = (360 / 2 ** zoom) * 4;
    const dLat = dLong * 0.6;
    return `/api/range/${centre.lat.toFixed(4)}/${centre.lng.toFixed(4)}/${dLat.toFixed(5)}/${dLong.toFixed(5)}`;
  });
}

/** Fills the database with `count` synthetic spots: 90 % in clusters, 10 % anywhere on land or sea. */
export async function fillSpots(
  spotChanges: Pick<SpotChanges, 'createMany'>,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  const random = rng(42);
  const centres = clusterCentres(2_000, random);
  const batchSize = 1_000;
  const now = Date.now();
  for (let done = 0; done < count; done += batchSize) {
    const batch: NewSpot[] = [];
    for (let i = done; i < Math.min(count, done + batchSize); i++) {
      let lat: number;
      let lng: number;
      if (random() < 0.9) {
        const centre = centres[Math.floor(random() * centres.length)]!;
        const gauss = Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
        const gauss2 =
          Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.sin(2 * Math.PI * random());
        lat = Math.max(-85, Math.min(85, centre.lat + gauss * centre.spread));
        lng = ((centre.lng + gauss2 * centre.spread + 540) % 360) - 180;
      } else {
        lat = random() * 170 - 85;
        lng = random() * 360 - 180;
      }
      lat = Math.round(lat * 1e6) / 1e6;
      lng = Math.round(lng * 1e6) / 1e6;
      const title = `Synthetic spot ${i + 1}`;
      batch.push({
        title,
        slug: titleSlug(title),
        lat,
        lng,
        tags_text: SUBJECTS[i % SUBJECTS.length]!,
        score: Math.floor(random() * random() * 1000),
        ...tileKeysFor(lat, lng),
        created_at: now,
        updated_at: now,
      });
    }
    await spotChanges.createMany(batch);
    onProgress?.(Math.min(count, done + batchSize));
  }
}
