import {
  FLICKR_NEAREST_SPOT_MAX_M,
  FlickrImportStatus,
  closedByIgnoreAll,
  distanceM,
  flickrDecisionOutcome,
  flickrLicenseName,
  type CurrentUser,
  type Exif,
  type FlickrConnectAnswer,
  type FlickrDecisionAnswer,
  type FlickrDecisionBody,
  type FlickrDecisionKind,
  type FlickrImageAnswer,
  type FlickrImagesAnswer,
} from '@vantage/shared';
import type { z } from 'zod';
import { FlickrError, type FlickrApi, type FlickrToken } from '../../adapters/flickr';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import type { ServerLogger } from '../../lib/log';
import { requireUser } from '../../lib/permissions';
import type { ProposalService } from '../community/proposal.service';
import type { PhotoCreateService } from '../photos/photo-create.service';
import type { PhotoRepository } from '../photos/photo.repository';
import type { SpotRepository } from '../spots/spot.repository';
import type { SpotService } from '../spots/spot.service';
import type { FlickrImportRow, FlickrRepository } from './flickr.repository';
import { byQueue, fieldsOf, imageOf, openQueue, storedPhoto } from './flickr-rows';

/** At most this many pages of 500 photos are read from Flickr per listing. */
const FLICKR_MAX_PAGES = 20;

export interface FlickrImportDeps {
  flickr: FlickrApi | null;
  repository: FlickrRepository;
  photoCreate: Pick<PhotoCreateService, 'create'>;
  photos: Pick<PhotoRepository, 'update'>;
  spotRepository: Pick<SpotRepository, 'nearest'>;
  spots: Pick<SpotService, 'getSpot'>;
  proposals: { tags: Pick<ProposalService['tags'], 'editTags'> };
  log: ServerLogger;
  now?: () => number;
}

type Decision = z.output<typeof FlickrDecisionBody>;

const REVOKED_MESSAGE =
  'Flickr no longer lets this site read your photos: connect your Flickr account again.';

/**
 * A member's Flickr import: connecting the account (OAuth 1.0a), listing the geotagged photos
 * and deciding each. Every photo is stored with its decision, so an import that stops halfway
 * resumes where it stopped and nothing is imported twice.
 */
export class FlickrImportService {
  private readonly now: () => number;

  constructor(private readonly deps: FlickrImportDeps) {
    this.now = deps.now ?? Date.now;
  }

  get available(): boolean {
    return this.deps.flickr !== null;
  }

  /**
   * Starts connecting: a request token from Flickr and the page where the member allows it;
   * Flickr then sends the member back to `{siteOrigin}/import`.
   */
  async connect(actor: CurrentUser | null, siteOrigin: string): Promise<FlickrConnectAnswer> {
    const user = requireUser(actor);
    const flickr = this.flickrOrThrow();
    const request = await this.call(() => flickr.requestToken(`${siteOrigin}/import`));
    await this.deps.repository.saveRequestToken(
      user.id,
      request.token,
      request.tokenSecret,
      this.now(),
    );
    return { authorizeURL: flickr.authorizeUrl(request.token) };
  }

  /** Finishes connecting with what Flickr sent the member back with. */
  async access(actor: CurrentUser | null, token: string, verifier: string) {
    const user = requireUser(actor);
    const flickr = this.flickrOrThrow();
    const request = await this.deps.repository.takeRequestToken(user.id, token, this.now());
    if (!request) {
      throw badRequest(
        'oauth_token',
        'this Flickr connection expired or was already used; connect again',
      );
    }
    const account = await this.call(() =>
      flickr.accessToken({ token: request.token, tokenSecret: request.token_secret }, verifier),
    );
    await this.deps.repository.saveAccount({
      user_id: user.id,
      nsid: account.nsid,
      username: account.username,
      token: account.token,
      token_secret: account.tokenSecret,
      created_at: this.now(),
    });
    return { username: account.username };
  }

  async disconnect(actor: CurrentUser | null): Promise<void> {
    const user = requireUser(actor);
    await this.deps.repository.deleteAccount(user.id);
  }

  /** `GET /flickrImages`: reads the member's photos from Flickr and lists where each stands. */
  async images(actor: CurrentUser | null): Promise<FlickrImagesAnswer> {
    const user = requireUser(actor);
    const state = await this.sync(user.id, true);
    const rows = await this.deps.repository.list(user.id);
    const located = rows.filter((row) => row.lat !== null && row.lng !== null);
    return {
      ...state,
      images: located.sort(byQueue).map(imageOf),
      withoutPosition: rows.length - located.length,
    };
  }

  /** `GET /flickrImage`: the next photo to decide (read from Flickr the first time). */
  async next(actor: CurrentUser | null): Promise<FlickrImageAnswer> {
    const user = requireUser(actor);
    let rows = await this.deps.repository.list(user.id);
    let state = await this.connection(user.id);
    if (state.account && rows.length === 0) {
      state = await this.sync(user.id, true);
      rows = await this.deps.repository.list(user.id);
    }
    const queue = openQueue(rows);
    return { ...state, image: queue[0] ? imageOf(queue[0]) : null, remaining: queue.length };
  }

  /** `POST /flickrImage`: one decision about one photo. */
  async decide(actor: CurrentUser | null, body: Decision): Promise<FlickrDecisionAnswer> {
    const user = requireUser(actor);
    this.flickrOrThrow();
    const row = await this.deps.repository.find(user.id, body.id);
    if (!row) throw notFound('id: this Flickr photo');
    const kind = decisionKind(body);
    const outcome = flickrDecisionOutcome(FlickrImportStatus.parse(row.status), kind);
    if ('refused' in outcome) throw new HttpError(409, 'conflict', `id: ${outcome.refused}`);
    const now = this.now();
    let decided = 1;
    let photo: FlickrDecisionAnswer['photo'] = null;
    switch (kind) {
      case 'skip':
      case 'ignore':
        if (!(await this.deps.repository.moveStatus(row.id, [row.status], outcome.status, now))) {
          throw new HttpError(409, 'conflict', 'id: this Flickr photo was decided meanwhile');
        }
        break;
      case 'ignoreAll': {
        const statuses = FlickrImportStatus.options.filter((status) =>
          closedByIgnoreAll(status, body.preserve),
        );
        decided = await this.deps.repository.ignoreAll(user.id, statuses, body.preserve, now);
        break;
      }
      case 'import':
      case 'importNew':
        photo = await this.importPhoto(user, row, body);
        break;
    }
    const queue = openQueue(await this.deps.repository.list(user.id));
    return { status: outcome.status, decided, photo, next: queue[0] ? imageOf(queue[0]) : null };
  }

  private async importPhoto(
    user: CurrentUser,
    row: FlickrImportRow,
    body: Decision,
  ): Promise<NonNullable<FlickrDecisionAnswer['photo']>> {
    const flickr = this.flickrOrThrow();
    const account = await this.tokenOf(user.id);
    const stored = storedPhoto(row);
    const tags = body.tags.filter((tag) => tag !== '');
    let idSpot: number | undefined;
    if (body.import) {
      if (row.lat === null || row.lng === null) {
        throw badRequest(
          'id',
          'this Flickr photo has no position; import it as a new spot with its title, lat and long',
        );
      }
      const [nearest] = await this.deps.spotRepository.nearest(row.lat, row.lng, 1);
      if (
        !nearest ||
        distanceM(nearest, { lat: row.lat, lng: row.lng }) > FLICKR_NEAREST_SPOT_MAX_M
      ) {
        throw badRequest(
          'import',
          `no spot within ${FLICKR_NEAREST_SPOT_MAX_M / 1000} km of this photo; import it as a new spot`,
        );
      }
      idSpot = nearest.id;
    }
    // The claim: a second request for the same photo, now or after a failure, finds it taken.
    const from = (['pending', 'skipped', 'ignored'] as const).filter(
      (status) => status === row.status,
    );
    if (!(await this.deps.repository.moveStatus(row.id, from, 'imported', this.now()))) {
      throw new HttpError(409, 'conflict', 'id: this Flickr photo was already imported');
    }
    try {
      // The original carries the camera's EXIF; a smaller size does not, so Flickr's is used.
      const exif: Exif | null | undefined = stored.originalUrl
        ? undefined
        : await this.call(() => flickr.exif(account, row.flickr_id));
      const imageUrl = stored.originalUrl ?? stored.largeUrl;
      if (!imageUrl) throw badRequest('id', 'Flickr offers no size of this photo to import');
      const created = await this.deps.photoCreate
        .create(user, {
          title: row.title.trim() || body.title || 'Untitled',
          description: '',
          imgType: 0,
          exif,
          linkImgURL: imageUrl,
          linkURL: stored.pageUrl,
          author: stored.ownerName,
          authorUrl: stored.authorUrl,
          license: flickrLicenseName(stored.licenseId),
          ...(idSpot !== undefined
            ? { idSpot }
            : { newSpot: { lat: body.lat!, long: body.long!, title: body.title!, tags } }),
        })
        .catch((error: unknown) => {
          if (error instanceof HttpError && error.message.startsWith('linkImgURL: ')) {
            throw new HttpError(
              error.statusCode,
              error.code,
              `Flickr's image could not be fetched (${error.message.slice(12)}); try again`,
            );
          }
          throw error;
        });
      await this.deps.photos.update(created.photo.id, { flickr_id: row.flickr_id });
      await this.deps.repository.moveStatus(row.id, ['imported'], 'imported', this.now(), {
        spot_id: created.spot.id,
        photo_id: created.photo.id,
      });
      if (idSpot !== undefined && tags.length > 0) await this.addTags(user, idSpot, tags);
      return { id: created.photo.id, spotId: created.spot.id, spotTitle: created.spot.title };
    } catch (error) {
      await this.deps.repository.moveStatus(
        row.id,
        ['imported'],
        FlickrImportStatus.parse(row.status),
        this.now(),
      );
      throw error;
    }
  }

  /** Proposes the member's tags for the spot the photo joined, keeping the spot's own. */
  private async addTags(user: CurrentUser, spotId: number, tags: readonly string[]) {
    const spot = await this.deps.spots.getSpot(spotId);
    const current = spot.tags.filter((tag) => !tag.toDelete).map((tag) => tag.tag);
    try {
      await this.deps.proposals.tags.editTags(user, spotId, [...current, ...tags]);
    } catch (error) {
      // The photo is in; a tag limit reached only leaves the tags out.
      this.deps.log.warn(`flickr import: tags not proposed: ${(error as Error).message}`);
    }
  }

  /** Reads every page from Flickr into the store; a failure leaves what was read and says so. */
  private async sync(userId: number, read: boolean) {
    const state = await this.connection(userId);
    const account = await this.deps.repository.account(userId);
    if (!read || !account || !this.deps.flickr) return state;
    const token = { token: account.token, tokenSecret: account.token_secret };
    let read_ = 0;
    try {
      for (let page = 1, pages = 1; page <= pages && page <= FLICKR_MAX_PAGES; page++) {
        const answer = await this.deps.flickr.photos(token, page);
        pages = answer.pages;
        await this.deps.repository.upsertPhotos(userId, answer.photos.map(fieldsOf), this.now());
        read_ += answer.photos.length;
      }
    } catch (error) {
      if (!(error instanceof FlickrError)) throw error;
      if (error.kind === 'revoked') {
        await this.deps.repository.deleteAccount(userId);
        return { ...state, account: null, warning: REVOKED_MESSAGE };
      }
      this.deps.log.warn(`flickr import: listing stopped: ${error.message}`);
      return {
        ...state,
        warning:
          read_ > 0
            ? `Flickr stopped answering after ${read_} photos; the photos read so far are listed. Try again later for the rest.`
            : 'Flickr did not answer; the photos read before are listed. Try again later.',
      };
    }
    return state;
  }

  private async connection(userId: number) {
    const account = this.deps.flickr ? await this.deps.repository.account(userId) : undefined;
    return {
      available: this.available,
      account: account ? { username: account.username } : null,
      warning: null as string | null,
    };
  }

  private async tokenOf(userId: number): Promise<FlickrToken> {
    const account = await this.deps.repository.account(userId);
    if (!account) {
      throw new HttpError(409, 'flickr_not_connected', 'Connect your Flickr account first.');
    }
    return { token: account.token, tokenSecret: account.token_secret };
  }

  private flickrOrThrow(): FlickrApi {
    if (!this.deps.flickr) throw notFound('Flickr import');
    return this.deps.flickr;
  }

  /** A Flickr call, its failures as answers with a clear message. */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof FlickrError)) throw error;
      if (error.kind === 'revoked') {
        throw new HttpError(409, 'flickr_revoked', REVOKED_MESSAGE);
      }
      throw new HttpError(502, 'upstream_error', `${error.message}. Try again later.`);
    }
  }
}

function decisionKind(body: Decision): FlickrDecisionKind {
  if (body.skip) return 'skip';
  if (body.ignore) return 'ignore';
  if (body.ignoreAll) return 'ignoreAll';
  if (body.import) return 'import';
  return 'importNew';
}
