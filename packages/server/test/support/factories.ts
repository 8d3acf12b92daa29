import sharp from 'sharp';
import { titleSlug } from '@vantage/shared';
import type { Services } from '../../src/app';
import type { Database } from '../../src/db/database';
import type { MediaStore } from '../../src/media/media-store';
import { PhotoIngest } from '../../src/modules/photos/photo-ingest';
import { SpotDetailsRepository } from '../../src/modules/spots/spot-details.repository';
import { tileKeysFor } from '../../src/modules/spots/spot.repository';
import { TagRepository } from '../../src/modules/tags/tag.repository';
import { UserRepository } from '../../src/modules/users/user.repository';
import { timeZoneAt } from '../../src/lib/time-zone';

let counter = 0;
const next = () => ++counter;

/** Builds test rows with sensible defaults that each test overrides as it needs. */
export class Factories {
  private readonly users: UserRepository;
  private readonly tags: TagRepository;
  private readonly details: SpotDetailsRepository;
  private readonly ingest: PhotoIngest;

  constructor(
    database: Database,
    media: MediaStore,
    private readonly services: Services,
  ) {
    this.users = new UserRepository(database);
    this.tags = new TagRepository(database);
    this.details = new SpotDetailsRepository(database);
    this.ingest = new PhotoIngest(services.photoRepository, media);
  }

  async user(overrides: { username?: string; displayName?: string } = {}): Promise<number> {
    const n = next();
    return this.users.insert({
      username: overrides.username ?? `user${n}`,
      display_name: overrides.displayName ?? `User ${n}`,
      created_at: Date.now(),
      updated_at: Date.now(),
    });
  }

  async spot(
    overrides: {
      title?: string;
      lat?: number;
      long?: number;
      tags?: string[];
      place?: string[];
      userId?: number | null;
      description?: string;
    } = {},
  ): Promise<number> {
    const title = overrides.title ?? `Spot ${next()}`;
    const lat = overrides.lat ?? 46.5;
    const lng = overrides.long ?? 11.5;
    const place = overrides.place ?? [];
    const tags = overrides.tags ?? [];
    const now = Date.now();
    const id = await this.services.spotRepository.insert({
      title,
      slug: titleSlug(title),
      lat,
      lng,
      hier: place.join('\\'),
      tz: timeZoneAt(lat, lng),
      tags_text: [...place, ...tags].join(' '),
      user_id: overrides.userId ?? null,
      ...tileKeysFor(lat, lng),
      created_at: now,
      updated_at: now,
    });
    let parent: number | null = null;
    for (const name of place) {
      parent = await this.tags.getOrCreate(name, parent, true);
      await this.tags.addToSpot(id, parent, { auto: true, userId: null });
    }
    for (const name of tags) {
      await this.tags.addToSpot(id, await this.tags.getOrCreate(name, null, false), {
        auto: false,
        userId: null,
      });
    }
    if (overrides.description) {
      await this.details.insertDescription({
        spot_id: id,
        user_id: overrides.userId ?? null,
        text: overrides.description,
        created_at: now,
        updated_at: now,
      });
    }
    this.services.spots.tileCache.invalidate();
    return id;
  }

  async photo(
    overrides: {
      spotId?: number | null;
      userId?: number | null;
      title?: string;
      rating?: number;
      imgType?: 0 | 1;
      createdAt?: number;
    } = {},
  ): Promise<number> {
    // The camera's EXIF block lets tests prove that served files never carry it.
    const image = await sharp({
      create: { width: 640, height: 427, channels: 3, background: { r: 40, g: 90, b: 160 } },
    })
      .withExif({ IFD0: { Make: 'Vantage', Model: 'Test Camera' } })
      .jpeg()
      .toBuffer();
    const id = await this.ingest.ingest(image, 'jpg', {
      spot_id: overrides.spotId ?? null,
      user_id: overrides.userId ?? null,
      title: overrides.title ?? `Photo ${next()}`,
      rating: overrides.rating ?? 0,
      img_type: overrides.imgType ?? 0,
      original_type: 'image/jpeg',
      created_at: overrides.createdAt,
    });
    if (overrides.spotId != null) {
      await this.services.spotRepository.refreshStats(overrides.spotId);
      this.services.spots.tileCache.invalidate();
    }
    return id;
  }
}
