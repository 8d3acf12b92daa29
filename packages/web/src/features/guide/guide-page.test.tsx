import { cleanup, screen } from '@testing-library/react';
import { HELD_FOR_REVIEW_MESSAGE, type Guide } from '@vantage/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY } from '../../core/current-user';
import { createQueryClient } from '../../core/query-client';
import { findPageHeading, renderApp } from '../../test-support/render';

afterEach(cleanup);

const guide = (held: boolean): Guide => ({
  id: 9,
  tag: 'Dolomites',
  title: 'Larches in October',
  text: 'Where the larches turn first.',
  doc: { type: 'doc', content: [] },
  perma: 'larches-in-october',
  locHier: '',
  imgHead: null,
  imgHeadOffset: 50,
  imgDisplayName: null,
  username: 'newcomer',
  displayName: 'New Comer',
  idUser: 31,
  ...(held && { held: true }),
  rating: 0,
  embeds: [],
});

/** Opens the guide's page with its answer already in the cache. */
function openGuide(answer: Guide) {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, null);
  client.setQueryData(['guide', answer.perma], answer);
  return renderApp(`/guide/${answer.perma}`, client);
}

// The first test loads the page's code.
describe('guide page', { timeout: 20_000 }, () => {
  it('tells the author their guide is held for review', async () => {
    await openGuide(guide(true));
    await findPageHeading('Larches in October', 15_000);
    expect(screen.getByTestId('held-for-review').textContent).toBe(HELD_FOR_REVIEW_MESSAGE);
  });

  it('says nothing of review for a published guide', async () => {
    await openGuide(guide(false));
    await findPageHeading('Larches in October', 15_000);
    expect(screen.queryByTestId('held-for-review')).toBeNull();
  });
});
