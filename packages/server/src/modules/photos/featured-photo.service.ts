import {
  canFeaturePhotos,
  HEADER_PHOTO_COUNT,
  type CurrentUser,
  type FeaturedPhotos,
  type Photo,
} from '@vantage/shared';
import { HttpError, notFound } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import type { FeaturedPhotoRepository } from './featured-photo.repository';
import type { PhotoRepository } from './photo.repository';
import type { SpotChanges } from '../spots/spot-changes.service';
import type { PhotoService } from './photo.service';

/** The home header's photos: the ones administrators feature, else the best rated. */
export class FeaturedPhotoService {
  constructor(
    private readonly featured: FeaturedPhotoRepository,
    private readonly photoRepository: PhotoRepository,
    private readonly photos: PhotoService,
    /** The home page shows the featured photos. */
    private readonly changes: Pick<SpotChanges, 'shownContentChanged'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** `GET /photos/featured`: up to 15 photos for the header to rotate through hourly. */
  async list(): Promise<FeaturedPhotos> {
    const ids = await this.featured.ids(HEADER_PHOTO_COUNT);
    if (ids.length === 0) {
      return {
        chosen: false,
        featuredIds: [],
        photos: await this.photos.favorites(HEADER_PHOTO_COUNT, 0),
      };
    }
    const rows = await Promise.all(ids.map((id) => this.photoRepository.findById(id)));
    const photos: Photo[] = await this.photos.describe(rows.filter((row) => row !== undefined));
    return { chosen: true, featuredIds: ids, photos };
  }

  /** `POST /photo/{id}/featured`: an administrator features a photo (15 at most) or stops. */
  async set(photoId: number, featured: boolean, user: CurrentUser | null): Promise<FeaturedPhotos> {
    const member = requireUser(user);
    if (!canFeaturePhotos(member)) {
      throw new HttpError(403, 'forbidden', 'Only administrators may feature photos.');
    }
    if (!(await this.photoRepository.findById(photoId))) throw notFound('photo');
    if (!featured) {
      await this.featured.remove(photoId);
    } else if (!(await this.featured.ids(HEADER_PHOTO_COUNT)).includes(photoId)) {
      if ((await this.featured.count()) >= HEADER_PHOTO_COUNT) {
        throw new HttpError(
          409,
          'conflict',
          `featured: ${HEADER_PHOTO_COUNT} photos are featured already; stop featuring one first.`,
        );
      }
      await this.featured.add(photoId, this.now());
    }
    this.changes.shownContentChanged();
    return this.list();
  }
}
