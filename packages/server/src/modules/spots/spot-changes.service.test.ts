import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB, NewSpot, SpotChangesTable } from '../../db/types';
import { SpotChanges } from './spot-changes.service';
import type { RefreshedStats, SpotChangeState } from './spot.repository';

const TRX = {} as Kysely<DB>;

/** The one "spot changed" path over fakes that remember what it asked of them. */
function setUp(options: { stats?: RefreshedStats; feedFails?: boolean } = {}) {
  const state: SpotChangeState = { lat: 46.5, lng: 11.35, title: 'Seceda', tags_text: 'Dolomites' };
  const history: { change: Omit<SpotChangesTable, 'id'>; trx: unknown }[] = [];
  const words: { added: string[]; changed: [string, string][]; trx: unknown[] } = {
    added: [],
    changed: [],
    trx: [],
  };
  const forgotten: [number, number][] = [];
  const warnings: string[] = [];
  let invalidated = 0;
  let inserted: readonly NewSpot[] = [];
  const changes = new SpotChanges({
    spots: {
      changeState: async () => state,
      refreshStats: async () => options.stats,
      insertMany: async (spots) => {
        inserted = spots;
      },
      recountTagsOf: async () => {},
    },
    history: {
      transaction: (work) => work(TRX as never),
      insert: async (change, trx) => {
        history.push({ change: change as Omit<SpotChangesTable, 'id'>, trx });
      },
    },
    terms: {
      addSpots: async (spots, trx) => {
        words.added.push(...spots.map((spot) => `${spot.title} ${spot.tags_text ?? ''}`));
        words.trx.push(trx);
      },
      addChangedText: async (before, after, trx) => {
        words.changed.push([before, after]);
        words.trx.push(trx);
      },
    },
    tileCache: {
      forgetAt: async (lat, lng) => {
        forgotten.push([lat, lng]);
        if (options.feedFails) throw new Error('Redis: connection refused');
      },
      invalidate: () => {
        invalidated += 1;
      },
    },
    log: {
      // pino's two forms: a message alone, or an object and a message.
      warn: (first: unknown, message?: string) =>
        warnings.push(typeof first === 'string' ? first : (message ?? '')),
    },
    now: () => 1_700_000_000_000,
  });
  return {
    changes,
    history,
    words,
    forgotten,
    warnings,
    inserted: () => inserted,
    invalidated: () => invalidated,
  };
}

describe('the one "spot changed" path', () => {
  it('records a new spot with its words in the same transaction, then drops its tile lists', async () => {
    const { changes, history, words, forgotten } = setUp();
    await changes.spotChanged({
      spotId: 7,
      kind: 'created',
      userId: 3,
      after: { title: 'Seceda', lat: 46.5, lng: 11.35, tags: ['Dolomites'] },
    });
    expect(history).toEqual([
      {
        change: {
          spot_id: 7,
          kind: 'created',
          user_id: 3,
          created_at: 1_700_000_000_000,
          detail: JSON.stringify({
            before: {},
            after: { title: 'Seceda', lat: 46.5, lng: 11.35, tags: ['Dolomites'] },
          }),
        },
        trx: TRX,
      },
    ]);
    expect(words.added).toEqual(['Seceda Dolomites']);
    expect(words.trx).toEqual([TRX]);
    expect(forgotten).toEqual([[46.5, 11.35]]);
  });

  it('drops the tile lists at the old and the new position of a moved spot', async () => {
    const { changes, history, words, forgotten } = setUp();
    await changes.spotChanged({
      spotId: 7,
      kind: 'moved',
      userId: 3,
      before: { lat: 46.4, lng: 11.3 },
      after: { lat: 46.5, lng: 11.35 },
    });
    expect(history[0]?.change.kind).toBe('moved');
    expect(words.added).toEqual([]);
    expect(words.changed).toEqual([]);
    expect(forgotten).toEqual([
      [46.4, 11.3],
      [46.5, 11.35],
    ]);
  });

  it('counts the words of a new title or new tags against the old ones', async () => {
    const { changes, words } = setUp();
    await changes.spotChanged({
      spotId: 7,
      kind: 'renamed',
      userId: 3,
      before: { title: 'Seceda' },
      after: { title: 'Seceda Ridgeline' },
    });
    await changes.spotChanged({
      spotId: 7,
      kind: 'retagged',
      userId: null,
      before: { tags: ['Dolomites'] },
      after: { tags: ['Dolomites', 'Sunrise'] },
    });
    expect(words.changed).toEqual([
      ['Seceda', 'Seceda Ridgeline'],
      ['Dolomites', 'Dolomites Sunrise'],
    ]);
  });

  it('runs a caller’s work and its changes in one transaction, dropping tile lists after it', async () => {
    const { changes, history, forgotten } = setUp();
    const answer = await changes.inTransaction(async (trx, changed) => {
      expect(trx).toBe(TRX);
      await changed({ spotId: 7, kind: 'retagged', userId: 3 });
      expect(forgotten).toEqual([]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(history).toHaveLength(1);
    expect(forgotten).toEqual([[46.5, 11.35]]);
  });

  it('logs once per outage, and never throws, when other processes cannot be told', async () => {
    const feed = { feedFails: true };
    const { changes, history, warnings } = setUp(feed);
    const move = () =>
      changes.spotChanged({ spotId: 7, kind: 'moved', userId: 3, before: { lat: 1, lng: 2 } });
    for (let change = 0; change < 5; change++) await move();
    expect(history).toHaveLength(5);
    const failing =
      'could not share a spot change with other server processes: they see changes within ' +
      'a minute until it works again (said once until then)';
    expect(warnings).toEqual([failing]);
    feed.feedFails = false;
    await move();
    await move();
    expect(warnings).toEqual([
      failing,
      'spot changes are shared with other server processes again',
    ]);
    feed.feedFails = true;
    await move();
    expect(warnings).toHaveLength(3);
  });

  it('records a new cover photo, and only drops the lists when the cover stays', async () => {
    const moved = setUp({ stats: { lat: 46.5, lng: 11.35, coverBefore: null, coverAfter: 12 } });
    await moved.changes.photosChanged(7, 3);
    expect(moved.history.map(({ change }) => [change.kind, change.detail])).toEqual([
      [
        'recovered',
        JSON.stringify({ before: { coverPhotoId: null }, after: { coverPhotoId: 12 } }),
      ],
    ]);
    expect(moved.forgotten).toEqual([[46.5, 11.35]]);

    const kept = setUp({ stats: { lat: 46.5, lng: 11.35, coverBefore: 12, coverAfter: 12 } });
    await kept.changes.photosChanged(7, 3);
    expect(kept.history).toEqual([]);
    expect(kept.forgotten).toEqual([[46.5, 11.35]]);

    const gone = setUp();
    await gone.changes.photosChanged(7, 3);
    expect(gone.history).toEqual([]);
    expect(gone.forgotten).toEqual([]);
  });

  it('loads many spots with their words and forgets every list, keeping no history', async () => {
    const { changes, history, words, inserted, invalidated } = setUp();
    const spots = ['Kirkjufell', 'Skógafoss'].map((title) => ({
      title,
      slug: title,
      lat: 64,
      lng: -20,
      tags_text: 'Iceland',
      tile0: 0,
      tile5: 0,
      tile7: 0,
      tile10: 0,
      created_at: 1,
      updated_at: 1,
    }));
    await changes.createMany(spots);
    expect(inserted()).toBe(spots);
    expect(words.added).toEqual(['Kirkjufell Iceland', 'Skógafoss Iceland']);
    expect(history).toEqual([]);
    expect(invalidated()).toBe(1);
  });
});
