import type { RevertChangesAnswer } from '@vantage/shared';

/** What the revert did, in one sentence or two. */
export function revertSummary({ reverted, spots, skipped }: RevertChangesAnswer): string {
  const changes = (n: number) => `${n} change${n === 1 ? '' : 's'}`;
  const done =
    reverted === 0
      ? 'There was nothing to undo.'
      : `Undid ${changes(reverted)} on ${spots} spot${spots === 1 ? '' : 's'}.`;
  if (skipped === 0) return done;
  return `${done} ${changes(skipped)} ${skipped === 1 ? 'was' : 'were'} left as ${skipped === 1 ? 'it was' : 'they were'}: someone else changed the same thing since.`;
}
