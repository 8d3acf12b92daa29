import {
  canEditGuide,
  canVoteOnGuide,
  canWriteGuide,
  checkGuideDoc,
  embeddedPhotoIds,
  GUIDE_DOC_MAX_CHARS,
  TAG_HEADER_OFFSET_DEFAULT,
  titleSlug,
  type CurrentUser,
  type EmbeddedPhoto,
  type Guide,
  type GuideDoc,
  type GuideSaveBody,
} from '@vantage/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { photoUrls } from '../../media/media-urls';
import { requireUser } from '../../lib/permissions';
import type { PhotoService } from '../photos/photo.service';
import type { TagPageRepository } from '../tags/tag-page.repository';
import type { TagService } from '../tags/tag.service';
import { renderGuideHtml } from './guide-html';
import type { HiddenItems } from '../visibility/hidden-items.service';
import type { PostDoor } from '../visibility/post-door.service';
import type { GuideRepository } from './guide.repository';

export interface GuideServiceDeps {
  guides: GuideRepository;
  tagPages: TagPageRepository;
  tags: TagService;
  photos: PhotoService;
  /** Guides hidden by moderation show only to their author and moderators. */
  hidden?: HiddenItems;
  /** New members' guides with links wait for review; spammers' links are refused. */
  door?: Pick<PostDoor, 'admit' | 'hold' | 'isHeld'>;
}

type GuideRow = NonNullable<Awaited<ReturnType<GuideRepository['byId']>>>;

const EMPTY_DOC: GuideDoc = { type: 'doc', content: [] };

function parseDoc(json: string): GuideDoc {
  try {
    const checked = checkGuideDoc(JSON.parse(json));
    return checked.ok ? checked.doc : EMPTY_DOC;
  } catch {
    return EMPTY_DOC;
  }
}

/** Guide articles: reading, writing (checked and rendered on the server) and votes. */
export class GuideService {
  constructor(private readonly deps: GuideServiceDeps) {}

  private async embeds(ids: readonly number[]): Promise<Map<number, EmbeddedPhoto>> {
    const rows = await this.deps.guides.embeddable(ids);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          title: row.title,
          author: row.author ?? row.display_name,
          username: row.username,
          idLocation: row.spot_id,
          locTitle: row.spot_title,
          ar: row.ar,
          blurhash: row.blurhash,
          urls: photoUrls(row.id),
        },
      ]),
    );
  }

  private async shape(row: GuideRow): Promise<Guide> {
    const doc = parseDoc(row.doc);
    const [embeds, images] = await Promise.all([
      this.embeds(embeddedPhotoIds(doc)),
      this.deps.photos.imageRefs([row.img_head]),
    ]);
    const head = row.img_head != null ? (images.get(row.img_head) ?? null) : null;
    return {
      id: row.id,
      tag: row.tag_name ?? '',
      title: row.title,
      text: row.text,
      doc,
      perma: row.perma,
      locHier: row.loc_hier,
      imgHead: head,
      imgHeadOffset: row.img_head_offset,
      imgDisplayName: head?.title ?? null,
      username: row.username,
      displayName: row.display_name,
      idUser: row.user_id,
      rating: row.rating,
      embeds: [...embeds.values()],
    };
  }

  /** `GET /guide/{name}`: a guide by its permalink. */
  async get(perma: string, viewer: CurrentUser | null = null): Promise<Guide> {
    const row = await this.deps.guides.byPerma(perma);
    if (!row) throw notFound('guide');
    await this.deps.hidden?.assertVisible('guide', row.id, row.user_id, viewer, 'guide');
    return this.withHeld(await this.shape(row));
  }

  /** A guide held for review says so (only its author and moderators get to see it). */
  private async withHeld(guide: Guide): Promise<Guide> {
    return (await this.deps.door?.isHeld('guide', guide.id)) ? { ...guide, held: true } : guide;
  }

  private async uniquePerma(title: string, exceptId?: number): Promise<string> {
    const base = titleSlug(title);
    if (!(await this.deps.guides.permaTaken(base, exceptId))) return base;
    for (let n = 2; ; n++) {
      const candidate = `${base}-${n}`;
      if (!(await this.deps.guides.permaTaken(candidate, exceptId))) return candidate;
    }
  }

  /**
   * `POST /guide/`: a new guide (id -2) or the author's edit. The article is checked against
   * the allowed nodes and marks, its links made safe, its embedded photos looked up, and it is
   * rendered to HTML here; the hierarchy is the tag's own.
   */
  async save(body: GuideSaveBody, user: CurrentUser | null): Promise<Guide> {
    const member = requireUser(user);
    if (JSON.stringify(body.doc ?? null).length > GUIDE_DOC_MAX_CHARS) {
      throw new HttpError(
        413,
        'too_large',
        `doc: the article must be at most ${GUIDE_DOC_MAX_CHARS} characters`,
      );
    }
    const checked = checkGuideDoc(body.doc);
    if (!checked.ok) throw badRequest('doc', checked.message);
    const tag = await this.deps.tagPages.byName(body.tag.replace(/_/g, ' '));
    if (!tag) throw badRequest('tag', `no tag is named ${body.tag}`);
    const photoIds = embeddedPhotoIds(checked.doc);
    const embeds = await this.embeds(photoIds);
    const missing = photoIds.find((id) => !embeds.has(id));
    if (missing !== undefined) throw badRequest('doc', `embedded photo ${missing} does not exist`);
    if (body.imgHead != null) {
      const head = await this.deps.photos.imageRefs([body.imgHead]);
      if (!head.has(body.imgHead))
        throw badRequest('imgHead', `photo ${body.imgHead} does not exist`);
    }
    const admission = (await this.deps.door?.admit(member, [
      { field: 'title', text: body.title },
      { field: 'doc', text: JSON.stringify(checked.doc) },
    ])) ?? { hold: false };
    const hier = await this.deps.tags.ancestors(tag.parent_id, tag.id);
    const values = {
      tag_id: tag.id,
      title: body.title,
      text: renderGuideHtml(checked.doc, embeds),
      doc: JSON.stringify(checked.doc),
      loc_hier: hier.map((entry) => entry.name).join('\\'),
      img_head: body.imgHead ?? photoIds[0] ?? null,
      img_head_offset: body.imgHeadOffset ?? TAG_HEADER_OFFSET_DEFAULT,
    };
    // The guide and its hold are written together: a held guide is never shown, not even for
    // a moment, nor published when the hold could not be written.
    const write = async (trx: Kysely<DB>, written: () => Promise<number>) => {
      const id = await written();
      if (admission.hold) await this.deps.door?.hold('guide', id, member.id, trx);
      return id;
    };
    let id: number;
    if (body.id < 0) {
      if (!canWriteGuide(member)) throw new HttpError(403, 'forbidden', 'Please log in first.');
      const perma = await this.uniquePerma(body.title);
      id = await this.deps.guides.transaction((trx) =>
        write(trx, () => this.deps.guides.insert({ ...values, user_id: member.id, perma }, trx)),
      );
    } else {
      const existing = await this.deps.guides.byId(body.id);
      if (!existing) throw notFound('guide');
      if (!canEditGuide(member, { authorId: existing.user_id })) {
        throw new HttpError(403, 'forbidden', 'Only the author may edit a guide.');
      }
      const perma =
        existing.title === body.title
          ? existing.perma
          : await this.uniquePerma(body.title, existing.id);
      id = await this.deps.guides.transaction((trx) =>
        write(trx, async () => {
          await this.deps.guides.update(existing.id, { ...values, perma }, trx);
          return existing.id;
        }),
      );
    }
    // Tag pages list their guides.
    this.deps.tags.pagesChanged();
    const saved = await this.deps.guides.byId(id);
    return this.withHeld(await this.shape(saved!));
  }

  /** `POST /guide/{id}/rate/{1|-1}`: a member's vote; answers the guide's rating. */
  async rate(id: number, value: 1 | -1, user: CurrentUser | null): Promise<{ rating: number }> {
    const member = requireUser(user);
    const guide = await this.deps.guides.byId(id);
    if (!guide) throw notFound('guide');
    if (!canVoteOnGuide(member, { authorId: guide.user_id })) {
      throw new HttpError(403, 'forbidden', 'Authors do not vote on their own guides.');
    }
    const rating = await this.deps.guides.vote(id, member.id, value);
    this.deps.tags.pagesChanged();
    return { rating };
  }
}
