import sharp from 'sharp';
import { titleSlug } from '@vantage/shared';
import type { Container } from '../../src/container';
import type { PasswordHasher } from '../../src/modules/auth/password-hasher';
import { tileKeysFor } from '../../src/modules/spots/spot-writer.repository';
import { timeZoneAt } from '../../src/lib/time-zone';

let counter = 0;
const next = () => ++counter;

/** A user with an e-mail and password, as the tests sign in with. */
export interface PasswordUser {
  id: number;
  email: string;
  password: string;
}

/** A signed-in user: the session token and ready-made request headers for both ways. */
export interface SignedInUser extends PasswordUser {
  token: string;
  /** The browser's way: the cookie plus the site's own Origin (state-changing requests need it). */
  cookieHeaders: Record<string, string>;
  /** An API client's way. */
  bearerHeaders: Record<string, string>;
}

/** The site's own origin as the test apps see it (app.inject sends `Host: localhost:80`). */
export const TEST_ORIGIN = 'http://localhost';

/** Builds test rows with sensible defaults that each test overrides as it needs. */
export class Factories {
  constructor(
    private readonly container: Pick<
      Container,
      'repositories' | 'sessions' | 'photoIngest' | 'spotChanges'
    >,
    private readonly passwords: PasswordHasher,
  ) {}

  async user(overrides: { username?: string; displayName?: string } = {}): Promise<number> {
    const n = next();
    return this.container.repositories.users.insert({
      username: overrides.username ?? `user${n}`,
      display_name: overrides.displayName ?? `User ${n}`,
      created_at: Date.now(),
      updated_at: Date.now(),
    });
  }

  /** A user who can sign in with e-mail and password (e-mail confirmed unless told). */
  async userWithPassword(
    overrides: {
      email?: string;
      password?: string;
      displayName?: string;
      username?: string | null;
      emailVerified?: boolean;
      admin?: boolean;
    } = {},
  ): Promise<PasswordUser> {
    const n = next();
    const email = overrides.email ?? `person${n}@example.com`;
    const password = overrides.password ?? `correct horse ${n} battery`;
    const id = await this.container.repositories.users.insert({
      username: overrides.username === undefined ? `person${n}` : overrides.username,
      display_name: overrides.displayName ?? `Person ${n}`,
      email,
      email_verified: overrides.emailVerified === false ? 0 : 1,
      password_hash: await this.passwords.hash(password),
      admin: overrides.admin ? 1 : 0,
      created_at: Date.now(),
      updated_at: Date.now(),
    });
    return { id, email, password };
  }

  /**
   * A user with a password and a live session, without going through sign-in: a confirmed
   * member, or with `emailVerified: false` an account that still waits for its link.
   */
  async signedIn(overrides: Parameters<Factories['userWithPassword']>[0] = {}) {
    const user = await this.userWithPassword(overrides);
    const token = await this.container.sessions.create(user.id, 'vitest');
    return {
      ...user,
      token,
      cookieHeaders: { cookie: `vantage_session=${token}`, origin: TEST_ORIGIN },
      bearerHeaders: { authorization: `Bearer ${token}` },
    } satisfies SignedInUser;
  }

  async spot(
    overrides: {
      title?: string;
      lat?: number;
      lng?: number;
      tags?: string[];
      place?: string[];
      userId?: number | null;
      description?: string;
    } = {},
  ): Promise<number> {
    const title = overrides.title ?? `Spot ${next()}`;
    const lat = overrides.lat ?? 46.5;
    const lng = overrides.lng ?? 11.5;
    const place = overrides.place ?? [];
    const tags = overrides.tags ?? [];
    const now = Date.now();
    const id = await this.container.repositories.spots.insert({
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
      parent = await this.container.repositories.tags.getOrCreate(name, parent, true);
      await this.container.repositories.tags.addToSpot(id, parent, { auto: true, userId: null });
    }
    for (const name of tags) {
      await this.container.repositories.tags.addToSpot(
        id,
        await this.container.repositories.tags.getOrCreate(name, null, false),
        {
          auto: false,
          userId: null,
        },
      );
    }
    if (overrides.description) {
      await this.container.repositories.spotDetails.insertDescription({
        spot_id: id,
        user_id: overrides.userId ?? null,
        text: overrides.description,
        created_at: now,
        updated_at: now,
      });
    }
    await this.container.spotChanges.spotChanged({
      spotId: id,
      kind: 'created',
      userId: overrides.userId ?? null,
      after: { title, lat, lng, tags: [...place, ...tags] },
    });
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
      /** When the photo was taken (its EXIF date), epoch ms. */
      takenAt?: number;
    } = {},
  ): Promise<number> {
    // The camera's EXIF block lets tests prove that served files never carry it.
    const image = await sharp({
      create: { width: 640, height: 427, channels: 3, background: { r: 40, g: 90, b: 160 } },
    })
      .withExif({ IFD0: { Make: 'Vantage', Model: 'Test Camera' } })
      .jpeg()
      .toBuffer();
    const id = await this.container.photoIngest.ingest(image, 'jpg', {
      spot_id: overrides.spotId ?? null,
      user_id: overrides.userId ?? null,
      title: overrides.title ?? `Photo ${next()}`,
      rating: overrides.rating ?? 0,
      img_type: overrides.imgType ?? 0,
      original_type: 'image/jpeg',
      created_at: overrides.createdAt,
      taken_at: overrides.takenAt ?? null,
    });
    if (overrides.spotId != null) {
      await this.container.spotChanges.photosChanged(overrides.spotId, overrides.userId ?? null);
    }
    return id;
  }
}
