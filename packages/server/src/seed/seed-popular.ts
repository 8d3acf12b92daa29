import { HEADER_PHOTO_COUNT, type CurrentUser } from '@vantage/shared';
import { z } from 'zod';
import type { FeaturedPhotoService } from '../modules/photos/featured-photo.service';
import type { PopularLocationService } from '../modules/tags/popular-location.service';
import type { TagPageRepository } from '../modules/tags/tag-page.repository';
import popularLocations from './popular-locations.json' with { type: 'json' };

/** The demo's curated Popular Locations: place tags of the demo spots, in their order. */
export const POPULAR_TAGS = z.array(z.string().min(1)).parse(popularLocations);

export interface PopularSeedDeps {
  popularLocations: Pick<PopularLocationService, 'replaceList'>;
  featuredPhotos: Pick<FeaturedPhotoService, 'set'>;
  repositories: { tagPages: Pick<TagPageRepository, 'byName' | 'bestPhotoIds'> };
}

/**
 * The administrator curates the Popular Locations (each with its best photo as the sample)
 * and features the first fifteen samples in the home header, through the site's services.
 * Tags the demo does not have are left out.
 */
export async function seedPopular(deps: PopularSeedDeps, admin: CurrentUser): Promise<void> {
  const locations: { tag: string; idPhoto: number }[] = [];
  for (const name of POPULAR_TAGS) {
    const tag = await deps.repositories.tagPages.byName(name);
    if (!tag) continue;
    const [photo] = await deps.repositories.tagPages.bestPhotoIds(tag.id, 1, 0);
    if (photo !== undefined) locations.push({ tag: tag.name, idPhoto: photo });
  }
  await deps.popularLocations.replaceList({ locations }, admin);
  const featured = [...new Set(locations.map((location) => location.idPhoto))];
  for (const id of featured.slice(0, HEADER_PHOTO_COUNT)) {
    await deps.featuredPhotos.set(id, true, admin);
  }
}
