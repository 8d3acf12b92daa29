import {
  canCuratePopularLocations,
  type CurrentUser,
  type PopularLocation,
  type PopularLocationsBody,
} from '@vantage/shared';
import { badRequest, HttpError } from '../../lib/errors';
import { requireUser } from '../../lib/permissions';
import type { PhotoService } from '../photos/photo.service';
import type { TagPageRepository } from './tag-page.repository';
import type { TagService } from './tag.service';

export interface PopularLocationServiceDeps {
  pages: TagPageRepository;
  tags: TagService;
  photos: PhotoService;
}

/** The curated Popular Locations: read by everyone, arranged by administrators. */
export class PopularLocationService {
  constructor(private readonly deps: PopularLocationServiceDeps) {}

  /** `GET /popularLocations`: the list in its order, each tag with its sample photo. */
  async list(): Promise<PopularLocation[]> {
    const rows = await this.deps.pages.popularLocations();
    // A tag without a chosen photo shows its square image, its header, or its best photo.
    const sampleIds = await Promise.all(
      rows.map(
        async (row) =>
          row.photo_id ??
          row.img_square ??
          row.img_head ??
          (await this.deps.pages.bestPhotoIds(row.tag_id, 1, 0))[0] ??
          null,
      ),
    );
    const [images, hierarchies] = await Promise.all([
      this.deps.photos.imageRefs(sampleIds),
      Promise.all(rows.map((row) => this.deps.tags.ancestors(row.parent_id, row.tag_id))),
    ]);
    return rows.map((row, i) => {
      const image = images.get(sampleIds[i] ?? -1) ?? null;
      return {
        idTag: row.tag_id,
        tag: row.name,
        locHier: (hierarchies[i] ?? []).map((entry) => entry.name),
        idPhoto: image?.id ?? null,
        blurhash: image?.blurhash ?? null,
        image,
        locCnt: row.loc_cnt,
      };
    });
  }

  /** `POST /popularLocations`: administrators replace the list (add, remove, reorder, photos). */
  async replaceList(
    body: PopularLocationsBody,
    user: CurrentUser | null,
  ): Promise<PopularLocation[]> {
    const member = requireUser(user);
    if (!canCuratePopularLocations(member)) {
      throw new HttpError(403, 'forbidden', 'Only administrators may curate Popular Locations.');
    }
    const rows: { tagId: number; photoId: number | null }[] = [];
    const seen = new Set<number>();
    for (const [i, entry] of body.locations.entries()) {
      const tag = await this.deps.pages.byName(entry.tag.replace(/_/g, ' '));
      if (!tag) throw badRequest(`locations.${i}.tag`, `no tag is named ${entry.tag}`);
      if (seen.has(tag.id)) throw badRequest(`locations.${i}.tag`, `${tag.name} is listed twice`);
      seen.add(tag.id);
      const photoId = entry.idPhoto ?? null;
      if (photoId !== null && !(await this.deps.pages.photoExists(photoId))) {
        throw badRequest(`locations.${i}.idPhoto`, `photo ${photoId} does not exist`);
      }
      rows.push({ tagId: tag.id, photoId });
    }
    await this.deps.pages.setPopularLocations(rows);
    this.deps.tags.pagesChanged();
    return this.list();
  }
}
