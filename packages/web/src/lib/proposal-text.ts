import {
  distanceM,
  formatDistance,
  SENSITIVE_REASON_LABELS,
  type HistoryEntry,
  type ProposalView,
} from '@vantage/shared';

/** What a proposal asks, in a few words. */
export function proposalText(proposal: ProposalView): string {
  switch (proposal.kind) {
    case 'title':
      return `Rename to “${proposal.newTitle ?? ''}”`;
    case 'location':
      return proposal.newLocation
        ? `Move to ${proposal.newLocation.lat.toFixed(6)}, ${proposal.newLocation.long.toFixed(6)}`
        : 'Move';
    case 'tag_add':
      return `Add the tag “${proposal.tag ?? ''}”`;
    case 'tag_delete':
      return `Delete the tag “${proposal.tag ?? ''}”`;
    case 'photo_move':
      return proposal.newSpot
        ? `Move a photograph to “${proposal.newSpot.title}”`
        : 'Move a photograph to another spot';
    case 'sensitive':
      return proposal.newSensitive?.sensitive
        ? `Protect this place: ${proposal.newSensitive.reason ? SENSITIVE_REASON_LABELS[proposal.newSensitive.reason] : 'sensitive'}`
        : 'Lift the protection of this place';
  }
}

/** How a proposal ended, as profiles list it. */
export function outcomeText(proposal: ProposalView): string {
  if (proposal.status === 'pending') return `waiting for votes (${signed(proposal.rating)})`;
  return `${proposal.status} (${signed(proposal.rating)})`;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** One History entry in words: what changed from what to what. */
export function changeText(entry: HistoryEntry): string {
  const { before, after } = entry;
  switch (entry.kind) {
    case 'created':
      return `Added “${after.title ?? ''}”`;
    case 'renamed':
      return `Renamed from “${before.title ?? ''}” to “${after.title ?? ''}”`;
    case 'moved': {
      if (before.lat === undefined || before.lng === undefined) return 'Moved';
      if (after.lat === undefined || after.lng === undefined) return 'Moved';
      const distance = distanceM(
        { lat: before.lat, lng: before.lng },
        { lat: after.lat, lng: after.lng },
      );
      return `Moved by ${formatDistance(distance)}`;
    }
    case 'retagged': {
      const was = new Set((before.tags ?? []).map((t) => t.toLowerCase()));
      const now = new Set((after.tags ?? []).map((t) => t.toLowerCase()));
      const added = (after.tags ?? []).filter((t) => !was.has(t.toLowerCase()));
      const removed = (before.tags ?? []).filter((t) => !now.has(t.toLowerCase()));
      return (
        [
          added.length ? `Tagged ${added.map((t) => `“${t}”`).join(', ')}` : '',
          removed.length ? `Removed ${removed.map((t) => `“${t}”`).join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; ') || 'Tags changed'
      );
    }
    case 'recovered':
      return 'New cover photograph';
    case 'protected':
      return after.sensitive
        ? `Protected as a sensitive place: ${SENSITIVE_REASON_LABELS[after.sensitive.reason]}`
        : 'Protected as a sensitive place';
    case 'unprotected':
      return 'Protection as a sensitive place lifted';
  }
}
