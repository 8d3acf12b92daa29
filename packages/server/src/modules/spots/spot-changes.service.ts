import type { Kysely } from 'kysely';
import type { LatLng, SensitiveReason } from '@vantage/shared';
import type { DB, NewSpot, SpotChangeKind } from '../../db/types';
import type { WarnLog } from '../../lib/log';
import type { Notify } from '../../lib/notify';
import type { SpotChangeRepository } from './spot-change.repository';
import type { PurgeQueue } from '../../adapters/cdn/cdn-purge';
import { tileKeysContaining, type SpotTileCache } from './spot-tile-cache';
import type { SpotRepository } from './spot.repository';

export type { SpotChangeKind } from '../../db/types';

/** The values of a spot a change may replace: title, position, tags, cover photo, sensitivity. */
export interface SpotValues {
  title?: string;
  lat?: number;
  lng?: number;
  tags?: readonly string[];
  coverPhotoId?: number | null;
  /** Why the place is sensitive; null when it is not. */
  sensitive?: { reason: SensitiveReason; note: string | null } | null;
}

/** A change of one spot, as whoever made it describes it. */
export interface SpotChange {
  spotId: number;
  kind: SpotChangeKind;
  /** The member who made it; null for the site itself. */
  userId: number | null;
  /** The values the change replaced (a move's old `lat` and `lng`, a rename's old `title`). */
  before?: SpotValues;
  /** The values it set. */
  after?: SpotValues;
  /** The community's proposal that made it, when voted in. */
  proposalId?: number;
  /** The history entry it reverted. */
  revertOf?: number;
  /**
   * Positions the spot was listed at before, beside `before`'s: the public position of a
   * sensitive place, which the History does not record.
   */
  staleAt?: readonly LatLng[];
}

/** Reports a change made inside a transaction: it is recorded with it. */
export type ReportChange = (change: SpotChange) => Promise<void>;

/**
 * The search vocabulary, which counts the words of spots' titles and tags. The search module
 * keeps it and sits above spots, so spots names here only what it asks of it.
 */
export interface SearchVocabulary {
  /** Counts the words of new spots; `db` is the transaction they are written in. */
  addSpots(
    spots: readonly { title: string; tags_text?: string | undefined }[],
    db?: Kysely<DB>,
  ): Promise<void>;
  /** Counts the words that `after` has and `before` had not. */
  addChangedText(before: string, after: string, db?: Kysely<DB>): Promise<void>;
}

/** What the one "spot changed" path is built from. */
export interface SpotChangesDeps {
  spots: Pick<SpotRepository, 'changeState' | 'refreshStats' | 'insertMany' | 'recountTagsOf'>;
  history: Pick<SpotChangeRepository, 'transaction' | 'insert'>;
  terms: SearchVocabulary;
  /** This process's tile lists; with a change feed, every process's. */
  tileCache: Pick<SpotTileCache, 'forgetAt' | 'invalidate'>;
  /**
   * The CDN in front of the site, told which of its kept answers a change stales; only the
   * process that made the change tells it.
   */
  cdn?: Pick<PurgeQueue, 'request'>;
  /**
   * Told once a change is stored, for this process's other caches built from spots (tag
   * pages, server-rendered pages); the other processes hear of it through the change feed.
   */
  onChanged?: () => void;
  /** Members who follow the spot, one of its tags or whoever changed it hear of it. */
  notify?: Notify;
  log: WarnLog;
  now?: () => number;
}

/**
 * The one path of every change to a spot: creation, a move, a new title, new tags, a new
 * cover photo. Each change keeps the search vocabulary, goes into the spot's history and,
 * once stored, drops the cached tile lists at the spot's old and new position, in this
 * process and (through the change feed) in every other.
 */
export class SpotChanges {
  private readonly now: () => number;
  /** Sharing failed last time: said once when an outage starts and once when it ends. */
  private sharingFails = false;

  constructor(private readonly deps: SpotChangesDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** A change made outside any transaction, or already committed. */
  async spotChanged(change: SpotChange): Promise<void> {
    await this.inTransaction((_trx, changed) => changed(change));
  }

  /**
   * Runs `work` in one transaction; the changes it reports through `changed` are recorded in
   * the same transaction, and the tile lists they touch are dropped once it committed.
   */
  async inTransaction<T>(work: (trx: Kysely<DB>, changed: ReportChange) => Promise<T>): Promise<T> {
    const positions: LatLng[] = [];
    const placed: number[] = [];
    const result = await this.deps.history.transaction((trx) =>
      work(trx, async (change) => {
        positions.push(...(await this.record(change, trx)));
        if (PLACING_KINDS.has(change.kind)) placed.push(change.spotId);
        // What the site does by itself (a moved spot's automatic tags) follows a member's change.
        if (FOLLOWED_KINDS.has(change.kind) && change.userId !== null) {
          await this.deps.notify?.notify(
            { type: 'spotChanged', spotId: change.spotId, actorId: change.userId },
            trx,
          );
        }
      }),
    );
    await this.dropTileLists(positions, placed);
    return result;
  }

  /**
   * A spot's photos changed (one added, deleted, moved in or out, voted on): they are counted
   * again, a new best photo becomes its cover (a change of the history), and its tile lists,
   * which carry its score, are dropped.
   */
  async photosChanged(spotId: number, userId: number | null): Promise<void> {
    const stats = await this.deps.spots.refreshStats(spotId);
    if (!stats) return;
    if (stats.coverBefore === stats.coverAfter) {
      await this.dropTileLists([stats]);
      return;
    }
    await this.spotChanged({
      spotId,
      kind: 'recovered',
      userId,
      before: { coverPhotoId: stats.coverBefore },
      after: { coverPhotoId: stats.coverAfter },
    });
  }

  /**
   * Something a public page shows changed while no spot's values did (a description, a
   * proposal, a photo's caption, a member's name, a gallery, a tag, a guide): this process's
   * pages built from spots (tag pages, server-rendered pages) are made afresh on their next
   * request. Other processes show it once their kept pages' lifetime (a minute) has passed.
   */
  shownContentChanged(): void {
    this.deps.onChanged?.();
  }

  /**
   * A spot was hidden by moderation or shown again: its tags count it or not, the tile lists
   * holding it (here, in other
   * processes and at the CDN) and the pages built from spots are made afresh.
   */
  async spotShownChanged(spotId: number): Promise<void> {
    await this.deps.spots.recountTagsOf(spotId);
    const spot = await this.deps.spots.changeState(spotId);
    if (spot) await this.dropTileLists([spot]);
    else this.deps.onChanged?.();
  }

  /**
   * Many new spots at once (bulk loads, benchmarks): stored with their words in one
   * transaction, every cached tile list dropped. Bulk loads keep no history.
   */
  async createMany(spots: readonly NewSpot[]): Promise<void> {
    await this.deps.history.transaction(async (trx) => {
      await this.deps.spots.insertMany(spots, trx);
      await this.deps.terms.addSpots(spots, trx);
    });
    this.deps.tileCache.invalidate();
    this.deps.onChanged?.();
  }

  /** Writes the change's words and history entry; answers the positions whose lists it stales. */
  private async record(change: SpotChange, trx: Kysely<DB>): Promise<LatLng[]> {
    const spot = await this.deps.spots.changeState(change.spotId, trx);
    if (!spot) return [];
    const { before = {}, after = {} } = change;
    if (change.kind === 'created') {
      await this.deps.terms.addSpots([spot], trx);
    } else if (after.title !== undefined || after.tags !== undefined) {
      await this.deps.terms.addChangedText(wordsOf(before), wordsOf(after), trx);
    }
    await this.deps.history.insert(
      {
        spot_id: change.spotId,
        kind: change.kind,
        user_id: change.userId,
        created_at: this.now(),
        detail: JSON.stringify({
          before,
          after,
          ...(change.proposalId !== undefined && { proposalId: change.proposalId }),
          ...(change.revertOf !== undefined && { revertOf: change.revertOf }),
        }),
      },
      trx,
    );
    const was =
      before.lat !== undefined && before.lng !== undefined
        ? [{ lat: before.lat, lng: before.lng }]
        : [];
    return [...was, ...(change.staleAt ?? []), { lat: spot.lat, lng: spot.lng }];
  }

  /**
   * Forgets the cached tile lists holding these positions. This process forgets them at once;
   * when the other processes cannot be told, they see the change within a minute. A failure
   * is logged once per outage (the demo's seeding alone makes hundreds of changes), and the
   * first change shared again says so.
   */
  private async dropTileLists(
    positions: readonly LatLng[],
    placed: readonly number[] = [],
  ): Promise<void> {
    if (positions.length > 0) this.deps.onChanged?.();
    if (positions.length > 0) this.deps.cdn?.request(cdnKeptAnswers(positions, placed));
    try {
      await Promise.all(positions.map(({ lat, lng }) => this.deps.tileCache.forgetAt(lat, lng)));
      if (positions.length > 0 && this.sharingFails) {
        this.sharingFails = false;
        this.deps.log.warn('spot changes are shared with other server processes again');
      }
    } catch (error) {
      if (this.sharingFails) return;
      this.sharingFails = true;
      this.deps.log.warn(
        { err: error },
        'could not share a spot change with other server processes: they see changes within ' +
          'a minute until it works again (said once until then)',
      );
    }
  }
}

/**
 * Changes its followers hear of: what a member changed. A new spot has no followers yet, and a
 * new cover follows from photos' votes, which their own notifications tell.
 */
const FOLLOWED_KINDS: ReadonlySet<SpotChangeKind> = new Set([
  'moved',
  'renamed',
  'retagged',
  'protected',
  'unprotected',
]);

/** Changes after which a visitor's view from the spot (its horizon) is from elsewhere. */
const PLACING_KINDS: ReadonlySet<SpotChangeKind> = new Set(['moved', 'protected', 'unprotected']);

/**
 * The answers a CDN may keep that a change at these positions stales: every tile's list of
 * spots holding one of them, the most popular spots, and the horizons of the spots `placed`
 * elsewhere (moved, or protected and shown at a public position).
 */
export function cdnKeptAnswers(positions: readonly LatLng[], placed: readonly number[]): string[] {
  const paths = new Set<string>(['/api/pspots/popular']);
  for (const { lat, lng } of positions) {
    for (const key of tileKeysContaining(lat, lng)) paths.add(`/api/pspots/${key}`);
  }
  for (const id of placed) paths.add(`/api/point/${id}/horizon`);
  return [...paths];
}

/** The words a change of title or tags brings, as the search vocabulary counts them. */
function wordsOf(values: SpotValues): string {
  return [values.title, ...(values.tags ?? [])].filter((text) => text !== undefined).join(' ');
}
