import os from 'node:os';
import { z } from 'zod';
import { titleSlug } from '@vantage/shared';
import { mapPool } from '../lib/pool';
import { timeZoneAt } from '../lib/time-zone';
import type { AppMetaRepository } from '../modules/auth/app-meta.repository';
import type { ProcessedImage } from '../media/image-pipeline';
import type { PhotoIngest } from '../modules/photos/photo-ingest';
import type { PlanningRepository } from '../modules/planning/planning.repository';
import type { SpotDetailsRepository } from '../modules/spots/spot-details.repository';
import type { SpotChanges } from '../modules/spots/spot-changes.service';
import type { SpotRepository } from '../modules/spots/spot.repository';
import { tileKeysFor } from '../modules/spots/spot-writer.repository';
import type { TagRepository } from '../modules/spots/tag.repository';
import type { UserRepository } from '../modules/users/user.repository';
import { DEMO_LOCATIONS, DEMO_USERS, type DemoLocation } from './demo-locations';
import { demoExif } from './demo-exif';
import { demoTakenAt } from './demo-taken-at';
import demoViews from './demo-views.json' with { type: 'json' };
import { renderDemoPhoto, type DemoPhotoJob } from './demo-photo';

import { seedCollections, type CollectionSeedDeps } from './seed-collections';
import { seedCommunity, type CommunitySeedDeps } from './seed-community';
import { seedModeration, type ModerationSeedDeps } from './seed-moderation';

const SEEDED_KEY = 'demo_seeded';
/** Default views of demo spots, by title: the direction a classic composition looks. */
const DemoViews = z.array(z.strictObject({ title: z.string(), headingDeg: z.number() }));
const DAY_MS = 86_400_000;

/** What the demo content is written through. */
export interface SeedDeps {
  repositories: {
    appMeta: Pick<AppMetaRepository, 'get' | 'insert'>;
    spots: Pick<SpotRepository, 'count' | 'insert'>;
    spotDetails: Pick<SpotDetailsRepository, 'insertDescription'>;
    tags: Pick<TagRepository, 'getOrCreate' | 'addToSpot' | 'refreshCounts'>;
    users: Pick<UserRepository, 'insert'>;
    /** Default views of a few spots; left out, the demo has none. */
    planning?: Pick<PlanningRepository, 'insertView'>;
  };
  photoIngest: Pick<PhotoIngest, 'ingestRendered'>;
  /** Renders a demo photo's renditions; in this process unless told otherwise. */
  renderPhoto?: (job: DemoPhotoJob) => Promise<ProcessedImage>;
  spotChanges: Pick<SpotChanges, 'spotChanged' | 'photosChanged'>;
  /** Galleries, tag pages and guides; left out, the demo has none. */
  collections?: CollectionSeedDeps;
  /** Open proposals and second descriptions; left out, the demo has none. */
  community?: CommunitySeedDeps;
  /** Open reports, a hidden photo, a suspended member and the audit log; left out, none. */
  moderation?: ModerationSeedDeps;
}

/** Loads the demo content on first start; a database that was seeded or has spots is left alone. */
export async function seedDemoIfEmpty(
  deps: SeedDeps,
  log: (message: string) => void,
  locations: readonly DemoLocation[] = DEMO_LOCATIONS,
): Promise<boolean> {
  const { appMeta, spots } = deps.repositories;
  const marker = await appMeta.get(SEEDED_KEY);
  if (marker !== undefined || (await spots.count()) > 0) return false;
  const started = Date.now();
  log(`Loading demo content: ${locations.length} spots with generated photos…`);
  await seedDemo(deps, locations);
  await appMeta.insert(SEEDED_KEY, new Date().toISOString());
  log(`Demo content loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** Creates the demo users, tags, spots, descriptions and photos. */
export async function seedDemo(
  deps: SeedDeps,
  locations: readonly DemoLocation[] = DEMO_LOCATIONS,
  now = Date.now(),
): Promise<void> {
  const { users, tags } = deps.repositories;

  const userIds: number[] = [];
  for (const [index, user] of DEMO_USERS.entries()) {
    userIds.push(
      await users.insert({
        username: user.username,
        display_name: user.displayName,
        about: user.about,
        email_verified: 0,
        // The demo's convention: its first user (id 1 on a fresh database) administers it.
        admin: index === 0 ? 1 : 0,
        created_at: now - (400 - index * 10) * DAY_MS,
        updated_at: now,
      }),
    );
  }

  // Spots are created in order (ids follow the list) while the first photos are rendered:
  // a photo's pixels need no spot, only its row does.
  const creatingSpots = (async () => {
    const ids: number[] = [];
    for (const [index, location] of locations.entries()) {
      const created = now - (locations.length - index) * DAY_MS;
      ids.push(await createSpot(deps, location, index, created, userIds));
    }
    return ids;
  })();
  // Its failure is reported by the photos that wait for it (and by the wait below).
  creatingSpots.catch(() => undefined);
  const jobs = locations
    .flatMap((location, index) =>
      location.photos.map((photo, photoIndex) => ({ location, photo, photoIndex, index })),
    )
    .map((job, position) => ({ ...job, position }));
  // One more photo at once than there are cores, so no core waits while a photo passes from one
  // step to the next.
  const concurrency = os.availableParallelism() + 1;
  const renderPhoto = deps.renderPhoto ?? renderDemoPhoto;
  /** Each demo photo's id by its title, for the guide that shows particular ones. */
  const photoIds = new Map<string, number>();
  const spotOfPhoto = new Map<number, number>();
  await mapPool(jobs, concurrency, async (job) => {
    const { location, photo, photoIndex, index, position } = job;
    const rendered = await renderPhoto({ scene: photo.scene, panorama: photo.panorama === true });
    const spotId = (await creatingSpots)[index]!;
    const owner = userIds[(location.user + photoIndex) % userIds.length]!;
    const takenAt = demoTakenAt(photo, location, index, photoIndex, now);
    const memberIndex = (location.user + photoIndex) % DEMO_USERS.length;
    const photoId = await deps.photoIngest.ingestRendered(rendered, {
      user_id: owner,
      spot_id: spotId,
      title: photo.title,
      description: '',
      img_type: 0,
      pano: photo.panorama ? 1 : 0,
      rating: demoRating(index, photoIndex),
      original_type: null,
      lat: location.lat,
      lng: location.lng,
      taken_at: takenAt,
      exif: JSON.stringify(demoExif(photo, takenAt, memberIndex, photo.scene.seed)),
      // Spread uploads over the last months, all in the past, so the feeds have an order.
      created_at: now - ((jobs.length - position) * DAY_MS) / 4,
    });
    photoIds.set(photo.title, photoId);
    spotOfPhoto.set(photoId, spotId);
  });
  const spotIds = await creatingSpots;
  // Default views where the sun lines up with a classic composition.
  const planning = deps.repositories.planning;
  for (const view of planning ? DemoViews.parse(demoViews) : []) {
    const index = locations.findIndex((location) => location.title === view.title);
    if (index < 0) continue;
    const location = locations[index]!;
    await planning!.insertView({
      spotId: spotIds[index]!,
      userId: userIds[location.user % userIds.length]!,
      lat: location.lat,
      lng: location.lng,
      heading: view.headingDeg,
      pitch: 0,
      fov: 60,
    });
  }
  // The best photo of each spot becomes its cover, chosen by the site.
  for (const spotId of spotIds) await deps.spotChanges.photosChanged(spotId, null);
  await tags.refreshCounts();
  if (deps.collections)
    await seedCollections(deps.collections, locations, { spotIds, userIds, photoIds });
  if (deps.community) await seedCommunity(deps.community, locations, spotIds, userIds);
  if (deps.moderation) {
    const photos = [...photoIds.values()];
    const moderated = await seedModeration(
      deps.moderation,
      { spotIds, userIds, photoIds: photos },
      now,
    );
    // A hidden photo is neither counted at its spot nor its cover.
    for (const photoId of moderated.hiddenPhotoIds) {
      const spotId = spotOfPhoto.get(photoId);
      if (spotId !== undefined) await deps.spotChanges.photosChanged(spotId, null);
    }
  }
}

async function createSpot(
  deps: SeedDeps,
  location: DemoLocation,
  index: number,
  created: number,
  userIds: number[],
): Promise<number> {
  const { tags, spots, spotDetails } = deps.repositories;
  let parentId: number | null = null;
  const placeIds: number[] = [];
  for (const name of location.place) {
    parentId = await tags.getOrCreate(name, parentId, true);
    placeIds.push(parentId);
  }
  const subjectIds: number[] = [];
  for (const name of location.subjects) subjectIds.push(await tags.getOrCreate(name, null, false));

  // The most specific places (never the continent) and the subjects, at most five tags.
  const placeTags = location.place.slice(1).slice(-2);
  const placeTagIds = placeIds.slice(1).slice(-2);
  const tagNames = [...placeTags, ...location.subjects].slice(0, 5);
  const tagIds = [...placeTagIds, ...subjectIds].slice(0, 5);

  const userId = userIds[location.user % userIds.length]!;
  const spotId = await spots.insert({
    title: location.title,
    slug: titleSlug(location.title),
    lat: location.lat,
    lng: location.lng,
    hier: location.place.join('\\'),
    tz: timeZoneAt(location.lat, location.lng),
    tags_text: tagNames.join(' '),
    user_id: userId,
    ...tileKeysFor(location.lat, location.lng),
    created_at: created,
    updated_at: created,
  });
  for (const [position, tagId] of tagIds.entries()) {
    await tags.addToSpot(spotId, tagId, { auto: position < placeTagIds.length, userId });
  }
  await spotDetails.insertDescription({
    spot_id: spotId,
    user_id: userId,
    text: location.description,
    rating: (index * 7) % 5,
    created_at: created,
    updated_at: created,
  });
  await deps.spotChanges.spotChanged({
    spotId,
    kind: 'created',
    userId,
    after: { title: location.title, lat: location.lat, lng: location.lng, tags: tagNames },
  });
  return spotId;
}

/** A deterministic spread of ratings so favourites and popularity differ between spots. */
function demoRating(spotIndex: number, photoIndex: number): number {
  return ((spotIndex * 37 + photoIndex * 11) % 23) - (photoIndex === 0 ? 0 : 4);
}
