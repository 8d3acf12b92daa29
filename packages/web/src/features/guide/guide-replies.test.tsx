import { cleanup, screen, within } from '@testing-library/react';
import {
  HELD_FOR_REVIEW_MESSAGE,
  type CurrentUser,
  type Guide,
  type GuideReply,
} from '@vantage/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../../core/current-user';
import { createQueryClient } from '../../core/query-client';
import { makeCurrentUser, makeUserRef } from '../../test-support/factories';
import { findPageHeading, renderApp } from '../../test-support/render';

const guide: Guide = {
  id: 9,
  tag: 'Dolomites',
  title: 'Larches in October',
  text: '',
  doc: { type: 'doc', content: [] },
  perma: 'larches-in-october',
  locHier: '',
  imgHead: null,
  imgHeadOffset: 50,
  imgDisplayName: null,
  username: 'author',
  displayName: 'The Author',
  idUser: 31,
  rating: 0,
  embeds: [],
};

const reply = (overrides: Partial<GuideReply> = {}): GuideReply => ({
  id: 4,
  guideId: guide.id,
  text: 'The **larches** above Seceda turn first.',
  created: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  edited: null,
  user: makeUserRef({ id: 40, username: 'lena', displayName: 'Lena Hofer' }),
  ...overrides,
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  // Nothing newer from the server: the cached answers stand.
  fetchMock.mockImplementation(() => new Promise(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens the guide's page with its answer and replies in the cache. */
async function openGuide(viewer: CurrentUser | null, replies: GuideReply[]) {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, viewer);
  client.setQueryData(['guide', guide.perma], guide);
  client.setQueryData(['guide', guide.perma, 'replies'], { replies });
  await renderApp(`/guide/${guide.perma}`, client);
  await findPageHeading('Larches in October', 15_000);
}

const member = (overrides: Partial<CurrentUser> = {}) =>
  makeCurrentUser({
    id: 50,
    username: 'ana',
    displayName: 'Ana',
    email: 'ana@example.org',
    ...overrides,
  });

// The first test loads the page's code.
describe('guide replies', { timeout: 20_000 }, () => {
  it('lists replies with their author, age and rendered text; visitors are asked to log in', async () => {
    await openGuide(null, [reply()]);
    const section = await screen.findByRole('region', { name: /Replies/ });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Replies (1)');
    expect(within(section).getByRole('link', { name: 'Lena Hofer' })).toBeTruthy();
    expect(within(section).getByText('3 hours ago')).toBeTruthy();
    expect(within(section).getByText('larches').tagName).toBe('STRONG');
    expect(within(section).getByRole('button', { name: 'Log in to reply' })).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
  });

  it('gives a member the form, Report on others’ replies, Edit and Delete on their own', async () => {
    await openGuide(member(), [
      reply(),
      reply({
        id: 5,
        text: 'Thanks!',
        user: makeUserRef({ id: 50, displayName: 'Ana' }),
        held: true,
      }),
    ]);
    const section = await screen.findByRole('region', { name: /Replies/ });
    expect(within(section).getByRole('textbox', { name: 'Your reply' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Reply' })).toBeTruthy();
    const [others, own] = within(section).getAllByRole('listitem');
    expect(within(others!).getByRole('button', { name: 'Report' })).toBeTruthy();
    expect(within(others!).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(own!).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(own!).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(own!).getByTestId('held-for-review').textContent).toBe(HELD_FOR_REVIEW_MESSAGE);
  });

  it('stays away when there are no replies and the account cannot reply yet', async () => {
    await openGuide(member({ emailVerified: false }), []);
    expect(screen.queryByRole('region', { name: /Replies/ })).toBeNull();
  });
});
