import type { CurrentUser } from '@vantage/shared';
import type { GalleryService } from '../modules/galleries/gallery.service';
import type { GuideService } from '../modules/guides/guide.service';
import type { TagPageRepository } from '../modules/tags/tag-page.repository';
import type { TagService } from '../modules/tags/tag.service';
import { demoMember } from './demo-member';
import type { DemoLocation } from './demo-locations';
import { seedPopular, type PopularSeedDeps } from './seed-popular';

/** What the demo galleries, tag pages and guides are written through: the site's own services. */
export interface CollectionSeedDeps extends PopularSeedDeps {
  galleries: Pick<GalleryService, 'create' | 'addSpot' | 'update'>;
  tags: Pick<TagService, 'update' | 'updateMapRect'>;
  guides: Pick<GuideService, 'save'>;
  repositories: { tagPages: Pick<TagPageRepository, 'byName' | 'bestPhotoIds'> };
}

const GALLERIES = [
  {
    user: 0,
    title: 'Dolomites Road Trip',
    place: 'Dolomites',
    description: 'Five days between the passes: lakes at sunrise, ridges at sunset.',
    isPublic: true,
  },
  {
    user: 2,
    title: 'Iceland Ring Road',
    place: 'Iceland',
    description:
      'Waterfalls, black sand and glacier lagoons along Route 1, planned for late September.',
    isPublic: true,
  },
  {
    user: 1,
    title: 'Utah Desert Parks',
    place: 'Utah',
    description:
      'Arches, slot canyons and hoodoos. Go in spring or autumn; summer middays are brutal.',
    isPublic: true,
  },
  {
    user: 0,
    title: 'Scouting for next winter',
    place: 'Norway',
    description: 'Still deciding.',
    isPublic: false,
  },
] as const;

const TAG_PAGES = [
  {
    tag: 'Dolomites',
    offset: 42,
    rect: [11.35, 46.2, 12.45, 46.8] as [number, number, number, number],
    idOSM: 2697960,
    infoText:
      'The pale limestone peaks of the **Dolomites** catch the first and last light in shades of pink and orange, the *enrosadira*. Lakes such as Braies and Carezza are best at sunrise, before the wind and the crowds; the high ridges of Seceda and the Tre Cime at sunset.\n\nMost viewpoints are reached by cable car or a short hike from a pass road. Lifts stop running in late autumn and open again with the ski season.',
  },
  {
    tag: 'Iceland',
    offset: 55,
    rect: [-24.6, 63.2, -13.4, 66.6] as [number, number, number, number],
    idOSM: 299133,
    infoText:
      'Waterfalls, basalt, black beaches and glaciers. In summer the light lasts all night; from September to March the **northern lights** are the draw. Check road conditions before every drive.',
  },
] as const;

/** The demo photos the Dolomites guide shows, by title. */
export const GUIDE_PHOTOS = {
  braies: 'Sunrise over the Seekofel from the Braies boathouse',
  seceda: 'Fermeda towers in afternoon side light',
} as const;

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const heading = (text: string) => ({
  type: 'heading',
  attrs: { level: 2 },
  content: [{ type: 'text', text }],
});
const bullets = (items: string[]) => ({
  type: 'bulletList',
  content: items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })),
});

type SeedIds = {
  spotIds: readonly number[];
  userIds: readonly number[];
  /** Each demo photo's id by its title. */
  photoIds: ReadonlyMap<string, number>;
};

/**
 * Demo galleries of three members (one private), tag pages with headers, info text and map
 * rectangles, the curated Popular Locations and featured header photos, and a guide with embedded photos, all made through the services a member uses.
 */
export async function seedCollections(
  deps: CollectionSeedDeps,
  locations: readonly DemoLocation[],
  ids: SeedIds,
): Promise<void> {
  await seedGalleries(deps, locations, ids);
  const admin = demoMember(ids.userIds[0] ?? 1, { admin: true });
  await seedTagPages(deps, admin);
  await seedPopular(deps, admin);
  await seedGuide(deps, ids);
}

async function seedGalleries(
  deps: CollectionSeedDeps,
  locations: readonly DemoLocation[],
  { spotIds, userIds }: SeedIds,
): Promise<void> {
  for (const gallery of GALLERIES) {
    const spots = locations.flatMap((location, index) =>
      location.place.includes(gallery.place) ? [spotIds[index]!] : [],
    );
    const owner = userIds[gallery.user % userIds.length];
    if (spots.length === 0 || owner === undefined) continue;
    const user = demoMember(owner);
    const { spotList } = await deps.galleries.create({ title: gallery.title }, user);
    if (!spotList) continue;
    for (const idSpot of spots)
      await deps.galleries.addSpot({ idSpotlist: spotList.id, idSpot }, user);
    await deps.galleries.update(
      {
        id: spotList.id,
        title: gallery.title,
        description: gallery.description,
        isPublic: gallery.isPublic,
      },
      user,
    );
  }
}

async function seedTagPages(deps: CollectionSeedDeps, admin: CurrentUser): Promise<void> {
  for (const page of TAG_PAGES) {
    const tag = await deps.repositories.tagPages.byName(page.tag);
    if (!tag) continue;
    const [head] = await deps.repositories.tagPages.bestPhotoIds(tag.id, 1, 0);
    await deps.tags.update(
      {
        idTag: tag.id,
        newData: {
          imgHead: head ?? null,
          imgHeadOffset: page.offset,
          idOSM: page.idOSM,
          osmType: 'relation',
          infoText: page.infoText,
        },
      },
      admin,
    );
    await deps.tags.updateMapRect(tag.id, page.rect, admin);
  }
}

/** The title of the demo's guide, written by the demo member. */
export const DEMO_GUIDE_TITLE = 'Photographing the Dolomites in Summer';

/** The Dolomites guide, its pictures chosen by title so that each caption says what it shows. */
async function seedGuide(deps: CollectionSeedDeps, { userIds, photoIds }: SeedIds): Promise<void> {
  const dolomites = await deps.repositories.tagPages.byName('Dolomites');
  const author = userIds[0];
  if (!dolomites || author === undefined) return;
  const embed = (title: string, comment: string, align: string) => {
    const id = photoIds.get(title);
    return id === undefined ? [] : [{ type: 'sitePhoto', attrs: { id, comment, align, size: 1 } }];
  };
  await deps.guides.save(
    {
      id: -2,
      tag: 'Dolomites',
      title: DEMO_GUIDE_TITLE,
      locHier: '',
      doc: {
        type: 'doc',
        content: [
          paragraph(
            'The Dolomites reward early risers. The lakes are calm before eight, the ridges glow at sunset, and in between the light is flat and the trails are busy.',
          ),
          heading('When to go'),
          paragraph(
            'Late June to mid-September, when the lifts run. September brings clearer air and fewer people; July has the wildflowers.',
          ),
          ...embed(
            GUIDE_PHOTOS.braies,
            'Calm water at Lago di Braies before the first boats go out.',
            'center',
          ),
          heading('What to bring'),
          bullets([
            'A tripod and a polarising filter for the lakes',
            'A head torch for the walk in before sunrise',
            'Layers: the passes are cold at dawn even in August',
          ]),
          heading('Where to stand'),
          paragraph(
            'At Lago di Braies, the boathouse jetty on the north shore; at Seceda, the ridge above the cable car, facing the Fermeda towers.',
          ),
          ...embed(
            GUIDE_PHOTOS.seceda,
            'The Fermeda towers from Seceda in afternoon side light.',
            'left',
          ),
          {
            type: 'blockquote',
            content: [
              paragraph(
                'Check the lift times the evening before: the last descent is often at 17:30.',
              ),
            ],
          },
        ],
      },
    },
    demoMember(author),
  );
}
