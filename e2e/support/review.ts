import { expect, type Page } from '@playwright/test';

/**
 * Votes up, with one click on the Review page, the open proposal whose row holds both `stamp`
 * (the journey's own spot) and `kind` (such as 'Move to').
 */
export async function voteUpOnReview(voter: Page, stamp: string, kind: string) {
  await voter.goto('/review');
  await expect(voter.getByRole('heading', { name: 'Review' })).toBeVisible();
  const proposal = voter
    .getByRole('list', { name: 'Open proposals' })
    .getByRole('listitem')
    .filter({ hasText: stamp })
    .filter({ hasText: kind });
  await proposal.getByRole('button', { name: 'Vote up the proposal' }).click();
  await expect(voter.getByText('Thank you for your vote!')).toBeVisible();
}
