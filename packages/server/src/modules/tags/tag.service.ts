import {
  canAdministerTags,
  TAG_PAGE_PHOTOS,
  TAG_PAGE_SPOTS,
  TagRect,
  type CurrentUser,
  type Photo,
  type SpotSummary,
  type TagPage,
  type TagUpdateBody,
} from '@vantage/shared';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { Lru } from '../../lib/lru';
import { requireUser } from '../../lib/permissions';
import type { PhotoRepository } from '../photos/photo.repository';
import type { PhotoService } from '../photos/photo.service';
import type { SpotChanges } from '../spots/spot-changes.service';
import type { TagRepository } from '../spots/tag.repository';
import type { SpotService } from '../spots/spot.service';
import type { TagPageCache, TagPageEntry } from './tag-page-cache';
import type { TagPageRepository } from './tag-page.repository';

export interface TagServiceDeps {
  pages: TagPageRepository;
  tags: TagRepository;
  spots: SpotService;
  photoRepository: PhotoRepository;
  photos: PhotoService;
  changes: SpotChanges;
  /** Answered tag pages, forgotten on every spot change (see the container). */
  pageCache: TagPageCache;
}

/** Sub-tags and contributors a tag page shows. */
const SUB_TAGS = 12;
const CONTRIBUTORS = 8;
const GUIDES = 20;
/** Deepest hierarchy walked (place tags nest a few levels; the cap guards against loops). */
const MAX_HIER = 12;
/**
 * A tag on this many spots is large: its best spots and photos are found by walking the
 * score and rating indexes, and its photo count and contributors, which read every tagged
 * spot, are counted at most once a minute: past that, the last count is answered while a
 * new one is made, so no request waits for the count after the first.
 */
const LARGE_TAG_SPOTS = 5_000;
const AGGREGATES_TTL_MS = 60_000;

interface TagAggregates {
  photoCnt: number;
  contributors: Awaited<ReturnType<TagPageRepository['contributors']>>;
  atMs: number;
}

/** A tag named in a URL: underscores stand for spaces. */
export function tagNameFromPath(segment: string): string {
  return segment.replace(/_/g, ' ').trim().replace(/\s+/g, ' ');
}

/** Tag pages, the tag hierarchy, and the administrators' edits of a tag. */
export class TagService {
  private readonly aggregates = new Lru<number, TagAggregates>(256);
  /** Counts of large tags being made, so concurrent requests share one. */
  private readonly counting = new Map<number, Promise<TagAggregates>>();

  constructor(
    private readonly deps: TagServiceDeps,
    private readonly now: () => number = Date.now,
  ) {}

  /** A tag's photo count and top contributors; a large tag's are counted at most once a minute. */
  private async tagAggregates(tagId: number, large: boolean): Promise<TagAggregates> {
    if (!large) return this.countAggregates(tagId);
    const cached = this.aggregates.get(tagId);
    if (cached && this.now() - cached.atMs < AGGREGATES_TTL_MS) return cached;
    let counting = this.counting.get(tagId);
    if (!counting) {
      counting = this.countAggregates(tagId)
        .then((fresh) => {
          this.aggregates.set(tagId, fresh);
          return fresh;
        })
        .finally(() => this.counting.delete(tagId));
      this.counting.set(tagId, counting);
    }
    if (!cached) return counting;
    // The minute-old count stands in while the new one is made.
    counting.catch(() => undefined);
    return cached;
  }

  private async countAggregates(tagId: number): Promise<TagAggregates> {
    const [photoCnt, contributors] = await Promise.all([
      this.deps.pages.photoCount(tagId),
      this.deps.pages.contributors(tagId, CONTRIBUTORS),
    ]);
    return { photoCnt, contributors, atMs: this.now() };
  }

  /** The names of a tag's ancestors, the largest first. */
  async ancestors(
    parentId: number | null,
    selfId?: number,
  ): Promise<{ id: number; name: string }[]> {
    const chain: { id: number; name: string }[] = [];
    const seen = new Set<number>(selfId !== undefined ? [selfId] : []);
    let next = parentId;
    while (next !== null && !seen.has(next) && chain.length < MAX_HIER) {
      seen.add(next);
      const [parent] = await this.deps.pages.parents([next]);
      if (!parent) break;
      chain.unshift({ id: parent.id, name: parent.name });
      next = parent.parent_id;
    }
    return chain;
  }

  private async tagRow(name: string) {
    const row = await this.deps.pages.byName(tagNameFromPath(name));
    if (!row) throw notFound('tag');
    return row;
  }

  /**
   * `GET /tag/{name}`: everything a tag page paints first, in one answer; kept until a spot,
   * a tag or a guide changes (or for a minute).
   */
  async page(name: string): Promise<TagPage> {
    return (await this.pageAnswer(name)).page;
  }

  /** The tag page with its answer serialized and compressed, for `GET /tag/{name}`. */
  pageAnswer(name: string): Promise<TagPageEntry> {
    const key = tagNameFromPath(name).toLowerCase();
    return this.deps.pageCache.getOrBuild(key, () => this.buildPage(name));
  }

  /** Something public pages show changed outside the "spot changed" path (a tag, a guide). */
  pagesChanged(): void {
    this.deps.changes.shownContentChanged();
  }

  private async buildPage(name: string): Promise<TagPage> {
    const tag = await this.tagRow(name);
    const large = tag.loc_cnt >= LARGE_TAG_SPOTS;
    const [hier, spotRows, photoIds, { photoCnt, contributors }, children, guides, images] =
      await Promise.all([
        this.ancestors(tag.parent_id, tag.id),
        this.deps.pages.bestSpots(tag.id, TAG_PAGE_SPOTS, 0, large),
        this.deps.pages.bestPhotoIds(tag.id, TAG_PAGE_PHOTOS, 0, large),
        this.tagAggregates(tag.id, large),
        this.deps.pages.children(tag.id, SUB_TAGS),
        this.deps.pages.guides(tag.id, GUIDES),
        this.deps.photos.imageRefs([tag.img_square, tag.img_head]),
      ]);
    const [bestSpots, bestPhotos] = await Promise.all([
      this.deps.spots.summaries(spotRows),
      this.photosByIds(photoIds),
    ]);
    return {
      idTag: tag.id,
      tag: tag.name,
      locHier: hier.map((entry) => entry.name),
      parentTag: hier.at(-1)?.name ?? null,
      isLocation: tag.is_location === 1,
      imgSquare: tag.img_square != null ? (images.get(tag.img_square) ?? null) : null,
      imgHead:
        (tag.img_head != null ? images.get(tag.img_head) : undefined) ??
        bestSpots.find((spot) => spot.image)?.image ??
        null,
      imgHeadOffset: tag.img_head_offset,
      idOSM: tag.id_osm != null ? Number(tag.id_osm) : null,
      osmType: tag.osm_type,
      infoText: tag.info_text,
      rect: parseRect(tag.rect),
      locCnt: tag.loc_cnt,
      photoCnt,
      guides: guides.map((guide) => ({
        id: guide.id,
        title: guide.title,
        perma: guide.perma,
        rating: guide.rating,
        displayName: guide.display_name,
        username: guide.username,
      })),
      bestSpots,
      bestPhotos,
      bestTags: children.map((child) => ({ tag: child.name, count: child.loc_cnt })),
      contribs: contributors.map((row) => ({
        u: {
          id: row.id,
          username: row.username,
          displayName: row.display_name,
          picture: row.picture,
        },
        d: row.n,
      })),
    };
  }

  private async photosByIds(ids: readonly number[]): Promise<Photo[]> {
    return this.deps.photos.describe(await this.deps.photoRepository.findByIds(ids));
  }

  /** `GET /tagSpots/{tag}`: more of a tag's spots, the best first. */
  async spots(name: string, limit: number, offset: number): Promise<SpotSummary[]> {
    const tag = await this.tagRow(name);
    const large = tag.loc_cnt >= LARGE_TAG_SPOTS;
    return this.deps.spots.summaries(await this.deps.pages.bestSpots(tag.id, limit, offset, large));
  }

  /** `GET /tagPhotos/{tag}`: more of a tag's photos, the best first. */
  async tagPhotos(name: string, limit: number, offset: number): Promise<Photo[]> {
    const tag = await this.tagRow(name);
    const large = tag.loc_cnt >= LARGE_TAG_SPOTS;
    return this.photosByIds(await this.deps.pages.bestPhotoIds(tag.id, limit, offset, large));
  }

  private admin(user: CurrentUser | null): CurrentUser {
    const member = requireUser(user);
    if (!canAdministerTags(member)) {
      throw new HttpError(403, 'forbidden', 'Only administrators may change tags.');
    }
    return member;
  }

  private async existing(id: number) {
    const tag = await this.deps.pages.byId(id);
    if (!tag) throw notFound('tag');
    return tag;
  }

  private async checkPhoto(field: string, id: number | null | undefined): Promise<void> {
    if (id != null && !(await this.deps.pages.photoExists(id))) {
      throw badRequest(field, `photo ${id} does not exist`);
    }
  }

  /** `POST /tag/update`: parent, images, header offset, OSM id and type, info text. */
  async update(body: TagUpdateBody, user: CurrentUser | null): Promise<TagPage> {
    this.admin(user);
    const tag = await this.existing(body.idTag);
    const data = body.newData;
    const changes: Parameters<TagPageRepository['update']>[1] = {};
    if (data.parentTag !== undefined) {
      const parentName = data.parentTag?.replace(/_/g, ' ').trim() ?? '';
      if (parentName === '') changes.parent_id = null;
      else {
        const parent = await this.deps.pages.byName(parentName);
        if (!parent) throw badRequest('newData.parentTag', `no tag is named ${parentName}`);
        const chain = await this.ancestors(parent.id);
        if (parent.id === tag.id || chain.some((entry) => entry.id === tag.id)) {
          throw badRequest('newData.parentTag', 'a tag cannot be its own ancestor');
        }
        changes.parent_id = parent.id;
      }
    }
    await this.checkPhoto('newData.imgSquare', data.imgSquare);
    await this.checkPhoto('newData.imgHead', data.imgHead);
    if (data.imgSquare !== undefined) changes.img_square = data.imgSquare;
    if (data.imgHead !== undefined) changes.img_head = data.imgHead;
    if (data.imgHeadOffset !== undefined) changes.img_head_offset = data.imgHeadOffset;
    if (data.idOSM !== undefined) changes.id_osm = data.idOSM;
    if (data.osmType !== undefined) changes.osm_type = data.osmType;
    if (data.infoText !== undefined) {
      changes.info_text = data.infoText && data.infoText.trim() !== '' ? data.infoText : null;
    }
    await this.deps.pages.update(tag.id, changes);
    this.pagesChanged();
    return this.page(tag.name);
  }

  /** `POST /tag/updateMapRect`: the rectangle the tag's map opens on. */
  async updateMapRect(id: number, rect: TagRect, user: CurrentUser | null): Promise<TagPage> {
    this.admin(user);
    const tag = await this.existing(id);
    await this.deps.pages.update(tag.id, { rect: JSON.stringify(rect) });
    this.pagesChanged();
    return this.page(tag.name);
  }

  /** `DELETE /tag/{id}`: the tag leaves every spot (each a change of the spot), then goes. */
  async delete(id: number, user: CurrentUser | null): Promise<void> {
    const admin = this.admin(user);
    const tag = await this.existing(id);
    await this.deps.changes.inTransaction(async (trx, changed) => {
      for (const spotId of await this.deps.pages.spotsWithTag(tag.id, trx)) {
        const before = await this.deps.pages.tagNamesOf(spotId, trx);
        await this.deps.pages.removeFromSpot(spotId, tag.id, tag.name, trx);
        await changed({
          spotId,
          kind: 'retagged',
          userId: admin.id,
          before: { tags: before },
          after: { tags: before.filter((name) => name !== tag.name) },
        });
      }
      await this.deps.pages.deleteTag(tag.id, trx);
    });
    // A tag on no spot changed no spot: its page and its children's breadcrumbs still go.
    this.pagesChanged();
  }
}

function parseRect(json: string | null): TagRect | null {
  if (!json) return null;
  try {
    const parsed = TagRect.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
