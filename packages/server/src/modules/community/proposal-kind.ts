import type { CurrentUser } from '@vantage/shared';
import { notFound } from '../../lib/errors';
import type { ReportChange } from '../spots/spot-changes.service';
import type { ProposalEngine } from './proposal-engine.service';
import type { LockedSpot, ProposalRepository, ProposalRow } from './proposal.repository';
import type { CommunityTransaction } from './vote.repository';

/** Every kind of proposal the engine decides. */
export type ProposalKind = ProposalRow['kind'];

/** What a new proposal about a spot proposes, by kind. */
export interface ProposalValues {
  newTitle?: string;
  newLat?: number;
  newLng?: number;
  tagId?: number;
  /** A `sensitive` proposal's change: protect (with its reason) or lift. */
  sensitive?: { on: boolean; reason: string | null; note: string | null };
}

/**
 * What one kind of proposal brings to the engine, which holds the votes, thresholds and
 * decisions common to all. Adding a kind is one file with its handler, registered in
 * `proposal.service.ts` (the map of handlers is keyed by every kind the database knows).
 */
export interface ProposalHandler {
  /** Whether the open proposal `open` makes the change `values` asks for (a vote for it then). */
  same(open: ProposalRow, values: ProposalValues): boolean;
  /** The 409's words when another change of this kind is open: what waits for votes. */
  describeOpen(open: ProposalRow): string;
  /** What a new proposal holds on its spot until it is decided (a tag shown as requested). */
  opened?(
    trx: CommunityTransaction,
    spot: LockedSpot,
    values: ProposalValues,
    author: CurrentUser,
    direct: boolean,
  ): Promise<void>;
  /** Makes an applied proposal's change, reported through `changed`. */
  apply(
    trx: CommunityTransaction,
    changed: ReportChange,
    spot: LockedSpot | null,
    proposal: ProposalRow,
  ): Promise<void>;
  /** Undoes what a rejected proposal held open, and credits whoever it spared. */
  rejected?(
    trx: CommunityTransaction,
    spot: LockedSpot | null,
    proposal: ProposalRow,
  ): Promise<void>;
}

/** The handler of every kind. */
export type ProposalHandlers = Record<ProposalKind, ProposalHandler>;

/** A proposal about a spot needs its spot; only a photo's move may have none. */
export function spotOf(spot: LockedSpot | null): LockedSpot {
  if (!spot) throw notFound('spot');
  return spot;
}

/** Control characters never belong in a title, a tag or a note; runs of spaces become one. */
export function cleanLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** What the endpoints of a kind use of the engine. */
type KindEngine = Pick<
  ProposalEngine,
  'proposing' | 'voting' | 'propose' | 'vote' | 'lockSpot' | 'lockSpotWithOpen' | 'spotNow'
>;

/**
 * The endpoints of one kind of proposal about a spot: proposals and votes go through the
 * engine, and the answers read the spot's open proposal of the kind.
 */
export abstract class SpotProposals {
  constructor(
    protected readonly engine: KindEngine,
    protected readonly proposals: Pick<ProposalRepository, 'open'>,
  ) {}
}
