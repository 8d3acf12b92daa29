import { spotPath, titleSlug } from '@vantage/shared';
import type { Container } from '../packages/server/src/container';
import { tileKeysFor } from '../packages/server/src/modules/spots/spot-writer.repository';
import { insertMembers } from './fill-members';

/** What the heaviest spot page of the benchmark carries. */
export const HEAVY_SPOT = { descriptions: 50, photos: 200, proposals: 20, members: 60 };

/**
 * A spot as a busy one looks after years of use: 50 descriptions, 200 photos by many members,
 * 20 open proposals (a new title, a new position and 18 tags). Answers its id and page path.
 */
export async function makeHeavySpot(
  container: Pick<Container, 'database' | 'repositories' | 'spotChanges'>,
): Promise<{ id: number; path: string }> {
  const { db } = container.database;
  const now = Date.now();
  const memberIds = await insertMembers(
    container.repositories.users,
    HEAVY_SPOT.members,
    now,
    (n) => ({ username: `heavy${n}`, displayName: `Heavy Member ${n}` }),
  );
  const member = (n: number) => memberIds[n % memberIds.length]!;
  const title = 'Tre Cime di Lavaredo';
  const lat = 46.618611;
  const lng = 12.302222;
  const id = await container.repositories.spots.insert({
    title,
    slug: titleSlug(title),
    lat,
    lng,
    hier: 'Europe\\Italy\\Dolomites',
    tz: 'Europe/Rome',
    tags_text: 'Europe Italy Dolomites Mountains',
    user_id: member(0),
    ...tileKeysFor(lat, lng),
    created_at: now,
    updated_at: now,
  });
  const tagIds: number[] = [];
  for (const name of ['Europe', 'Italy', 'Dolomites']) {
    const tagId = await container.repositories.tags.getOrCreate(name, tagIds.at(-1) ?? null, true);
    await container.repositories.tags.addToSpot(id, tagId, { auto: true, userId: null });
    tagIds.push(tagId);
  }
  /** The spot and the n-th member (the members in turn) of one of its rows. */
  const bySpotMember = (n: number) => ({ spot_id: id, user_id: member(n) });
  await db
    .insertInto('descriptions')
    .values(
      Array.from({ length: HEAVY_SPOT.descriptions }, (_, n) => ({
        ...bySpotMember(n),
        text: `Description ${n + 1}: come at **sunrise** from the hut, the north faces glow for ten minutes. `.repeat(
          4,
        ),
        rating: (n * 7) % 11,
        created_at: now - n * 60_000,
        updated_at: now,
      })),
    )
    .execute();
  const exif = JSON.stringify({ make: 'Canon', model: 'Canon EOS R6', focalLength: 35 });
  await db
    .insertInto('photos')
    .values(
      Array.from({ length: HEAVY_SPOT.photos }, (_, n) => ({
        ...bySpotMember(n),
        title: `Photo ${n + 1} of the three peaks`,
        exif,
        rating: (n * 13) % 17,
        width: 1280,
        height: 853,
        ar: 1280 / 853,
        blurhash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
        lat,
        lng,
        created_at: now - n * 3_600_000,
        updated_at: now,
      })),
    )
    .execute();
  // A new title, a new position, and a new tag for each proposal after those.
  const newTagIds: number[] = [];
  while (newTagIds.length < HEAVY_SPOT.proposals - 2) {
    const name = `Subject ${newTagIds.length + 1}`;
    newTagIds.push(await container.repositories.tags.getOrCreate(name, null, false));
  }
  await db
    .insertInto('spot_tags')
    .values(
      newTagIds.map((tagId, n) => ({
        ...bySpotMember(n),
        tag_id: tagId,
        status: 'pending_add' as const,
        created_at: now,
      })),
    )
    .execute();
  const proposed: { kind: 'title' | 'location' | 'tag_add'; tag_id?: number }[] = [
    { kind: 'title' },
    { kind: 'location' },
    ...newTagIds.map((tagId) => ({ kind: 'tag_add' as const, tag_id: tagId })),
  ];
  await db
    .insertInto('proposals')
    .values(
      proposed.map((proposal, n) => ({
        kind: proposal.kind,
        spot_id: id,
        user_id: member(n + 1),
        new_title: proposal.kind === 'title' ? 'Drei Zinnen' : null,
        new_lat: proposal.kind === 'location' ? lat + 0.001 : null,
        new_lng: proposal.kind === 'location' ? lng + 0.001 : null,
        tag_id: proposal.tag_id ?? null,
        rating: n % 3,
        created_at: now,
      })),
    )
    .execute();
  await container.spotChanges.photosChanged(id, null);
  return { id, path: spotPath({ id, title }) };
}
