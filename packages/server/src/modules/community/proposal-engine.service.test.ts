import type { CurrentUser } from '@vantage/shared';
import { describe, expect, it, vi } from 'vitest';
import type { SpotChange } from '../spots/spot-changes.service';
import { ProposalEngine } from './proposal-engine.service';
import type { ProposalHandler, ProposalHandlers } from './proposal-kind';
import { FAKE_TRX, lockedSpot } from './proposal.fixtures';
import type { ProposalRow } from './proposal.repository';

const TRX = FAKE_TRX;
const SPOT = lockedSpot();

function member(id: number, options: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id,
    username: `m${id}`,
    displayName: `Member ${id}`,
    about: '',
    impact: 0,
    badges: [],
    picture: null,
    admin: false,
    emailNews: false,
    email: `m${id}@example.com`,
    emailVerified: true,
    ...options,
  } as CurrentUser;
}

/** The engine over an in-memory store of proposals and votes, with a title handler that records. */
function setUp(options: { hitsThisHour?: number } = {}) {
  const rows = new Map<number, ProposalRow>();
  const votes = new Map<string, number>();
  const awards: [number | null, string][] = [];
  const reported: SpotChange[] = [];
  const spies = {
    opened: vi.fn(async () => {}),
    apply: vi.fn<ProposalHandler['apply']>(async (_trx, changed, spot, proposal) => {
      await changed({ spotId: spot!.id, userId: proposal.user_id, kind: 'renamed' });
    }),
    rejected: vi.fn(async () => {}),
  };
  const handler: ProposalHandler = {
    same: (open, values) => open.new_title === values.newTitle,
    describeOpen: (open) => `“${open.new_title ?? ''}” waits`,
    ...spies,
  };
  const handlers = new Proxy({} as ProposalHandlers, { get: () => handler });
  let nextId = 1;
  const engine = new ProposalEngine(
    {
      proposals: {
        open: async (_trx, spotId, kind) =>
          [...rows.values()].find(
            (row) => row.spot_id === spotId && row.kind === kind && row.status === 'pending',
          ),
        openForTag: async () => undefined,
        insert: async (_trx, proposal) => {
          const row = {
            id: nextId++,
            kind: proposal.kind,
            spot_id: proposal.spotId,
            user_id: proposal.userId,
            new_title: proposal.newTitle ?? null,
            rating: 0,
            status: proposal.status,
          } as ProposalRow;
          rows.set(row.id, row);
          return row;
        },
        addRating: async (_trx, id, delta) => {
          const row = rows.get(id);
          if (row?.status !== 'pending') return undefined;
          row.rating += delta;
          return row.rating;
        },
        decide: async (_trx, id, status) => {
          const row = rows.get(id);
          if (row?.status !== 'pending') return false;
          row.status = status;
          return true;
        },
        lockSpot: async () => SPOT,
        lockSpotWithOpen: async () => undefined,
        spotById: async () => SPOT,
      },
      votes: {
        retryingRaces: (work) => work(),
        setVote: async (_trx, userId, _type, id, value) => {
          const key = `${userId}:${id}`;
          const delta = value - (votes.get(key) ?? 0);
          votes.set(key, value);
          return delta;
        },
      },
      reputation: {
        award: async (_trx, userId, event) => {
          awards.push([userId, event]);
          return 0;
        },
      },
      changes: {
        inTransaction: (work) =>
          work(TRX, async (change) => {
            reported.push(change);
          }),
        shownContentChanged: () => {},
      },
      places: { placeChanged: async () => {} },
      rateLimits: {
        hit: async () => ({ count: options.hitsThisHour ?? 1, resetAt: Date.now() + 90_000 }),
      },
    },
    handlers,
  );
  const propose = (user: CurrentUser, newTitle: string) =>
    engine.run((trx, changed) => engine.propose(trx, changed, user, SPOT, 'title', { newTitle }));
  const vote = (user: CurrentUser, id: number, direction: -1 | 0 | 1) =>
    engine.run((trx, changed) => engine.vote(trx, changed, user, SPOT, rows.get(id)!, direction));
  return { engine, rows, awards, reported, spies, propose, vote };
}

describe('the proposal engine', () => {
  it('opens a proposal with no score and applies it at +3, crediting its author', async () => {
    const { rows, awards, reported, spies, propose, vote } = setUp();
    expect(await propose(member(2), 'Seceda ridge')).toEqual({ status: 'pending', rating: 0 });
    expect(spies.opened).toHaveBeenCalledTimes(1);
    expect(await vote(member(3), 1, 1)).toEqual({ status: 'pending', rating: 1 });
    expect(await vote(member(4), 1, 1)).toEqual({ status: 'pending', rating: 2 });
    expect(await vote(member(5), 1, 1)).toEqual({ status: 'applied', rating: 3 });
    expect(rows.get(1)!.status).toBe('applied');
    expect(spies.apply).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([{ spotId: 7, userId: 2, kind: 'renamed' }]);
    expect(awards).toEqual([[2, 'proposalApplied']]);
  });

  it('rejects at −3 and lets the handler undo what the proposal held open', async () => {
    const { rows, awards, spies, propose, vote } = setUp();
    await propose(member(2), 'Seceda ridge');
    for (const voter of [3, 4]) await vote(member(voter), 1, -1);
    expect(await vote(member(5), 1, -1)).toEqual({ status: 'rejected', rating: -3 });
    expect(rows.get(1)!.status).toBe('dropped');
    expect(spies.rejected).toHaveBeenCalledTimes(1);
    expect(spies.apply).not.toHaveBeenCalled();
    expect(awards).toEqual([[2, 'proposalRejected']]);
  });

  it('counts the same change again as a vote, and answers 409 for another', async () => {
    const { propose } = setUp();
    await propose(member(2), 'Seceda ridge');
    expect(await propose(member(2), 'Seceda ridge')).toEqual({ status: 'pending', rating: 0 });
    expect(await propose(member(3), 'Seceda ridge')).toEqual({ status: 'pending', rating: 1 });
    await expect(propose(member(4), 'Seceda peak')).rejects.toMatchObject({
      statusCode: 409,
      message: '“Seceda ridge” waits',
    });
  });

  it('refuses a vote on one’s own proposal, and decides at once on an administrator’s', async () => {
    const { rows, propose, vote } = setUp();
    await propose(member(2), 'Seceda ridge');
    await expect(vote(member(2), 1, 1)).rejects.toMatchObject({ statusCode: 403 });
    expect(await vote(member(9, { admin: true }), 1, 1)).toEqual({
      status: 'applied',
      rating: 1,
    });
    await expect(vote(member(3), 1, 1)).rejects.toMatchObject({ statusCode: 409 });
    expect(rows.get(1)!.status).toBe('applied');
  });

  it('applies an administrator’s proposal directly, dropping the open one', async () => {
    const { rows, spies, propose } = setUp();
    await propose(member(2), 'Seceda ridge');
    expect(await propose(member(9, { admin: true }), 'Seceda peak')).toEqual({
      status: 'applied',
      rating: 0,
    });
    expect(rows.get(1)!.status).toBe('dropped');
    expect(rows.get(2)!.status).toBe('applied');
    expect(spies.apply).toHaveBeenCalledTimes(1);
  });

  it('answers 429 past the hourly limit, never for administrators', async () => {
    const { engine: limited } = setUp({ hitsThisHour: 1000 });
    await expect(limited.limit(member(2), 'votes')).rejects.toMatchObject({ statusCode: 429 });
    await expect(limited.limit(member(9, { admin: true }), 'votes')).resolves.toBeUndefined();
  });
});
