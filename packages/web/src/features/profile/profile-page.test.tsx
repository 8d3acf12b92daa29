import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CurrentUser, PublicUser, UserImpactAnswer, UserStats } from '@vantage/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../../core/current-user';
import { createQueryClient } from '../../core/query-client';
import { jsonResponse } from '../../test-support/http';
import { makeCurrentUser } from '../../test-support/factories';
import { findPageHeading, renderApp } from '../../test-support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ansel: PublicUser = {
  id: 7,
  username: 'ansel',
  displayName: 'Ansel Adams',
  about: 'Granite and **light**.',
  impact: 12,
  badges: { bronze: 0, silver: 0, gold: 0 },
  picture: null,
  admin: false,
};
const impact: UserImpactAnswer = {
  impact: 12,
  points: { proposals: 5, photos: 4, descriptions: 0, spots: 3 },
  tier: 'Member',
  voteWeight: 1,
  badges: [{ id: 'scout', name: 'Scout', tier: 'bronze' }],
  proposals: [
    {
      id: 3,
      kind: 'title',
      status: 'applied',
      rating: 3,
      created: '2026-05-01T10:00:00.000Z',
      decided: '2026-05-02T10:00:00.000Z',
      user: null,
      spot: { id: 9, title: 'Tre Cime', slug: 'tre-cime', lat: 46.6, long: 12.3 },
      newTitle: 'Tre Cime di Lavaredo',
      newLocation: null,
      tag: null,
      photoId: null,
      newSpotId: null,
      newSensitive: null,
      distanceM: null,
      photo: null,
      newSpot: null,
    },
  ],
};
const stats: UserStats = { photos: 0, testPhotos: 0, spots: 0, descriptions: 0, topImages: [] };

/** Opens `path` with the profile already in the cache, so nothing is fetched. */
function openProfile(path: string, signedIn: CurrentUser | null) {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, signedIn);
  client.setQueryData(['user', 'name', 'ansel'], ansel);
  client.setQueryData(['userStats', 'name', 'ansel'], stats);
  client.setQueryData(['impact', 7], impact);
  client.setQueryData(['userPhotos', 7, 'normal'], { pages: [[]], pageParams: [0] });
  return renderApp(path, client);
}

const heading = () => findPageHeading('Ansel Adams', 5000);

describe('profile page', () => {
  it('shows the profile with its title, badges and markdown about', async () => {
    await openProfile('/by/ansel', null);
    await heading();
    await waitFor(() => expect(document.title).toBe('Ansel Adams - Vantage'));
    expect(screen.getByText('none yet')).toBeTruthy();
    expect(screen.getByText('light').tagName).toBe('STRONG');
    // Where the impact came from, the badges held and the proposals with how each ended.
    expect(screen.getByText('Spots that kept their place').nextSibling?.textContent).toBe('+3');
    expect(screen.queryByText('Votes on descriptions')).toBeNull();
    expect(screen.getByText('Scout')).toBeTruthy();
    expect(screen.getByText('Rename to “Tre Cime di Lavaredo”')).toBeTruthy();
    expect(screen.getByText('applied (+3)')).toBeTruthy();
  });

  it('sends a visitor from settings to the profile, replacing the entry', async () => {
    const router = await openProfile('/by/ansel/settings', null);
    await heading();
    await waitFor(() => expect(router.state.location.pathname).toBe('/by/ansel'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
  });

  it('sends another member from settings to the profile', async () => {
    const other = { ...ansel, id: 8, username: 'dorothea', displayName: 'Dorothea' };
    const router = await openProfile(
      '/by/ansel/settings',
      makeCurrentUser({ ...other, email: 'd@example.com' }),
    );
    await heading();
    await waitFor(() => expect(router.state.location.pathname).toBe('/by/ansel'));
  });

  it('shows the owner their settings', async () => {
    const router = await openProfile(
      '/by/ansel/settings',
      makeCurrentUser({ ...ansel, email: 'ansel@example.com', emailVerified: false }),
    );
    await heading();
    expect(screen.getByRole('tab', { name: 'Settings', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend confirmation' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/by/ansel/settings');
  });

  it('deletes the account after the password confirms it, signs out and goes home', async () => {
    const answers = [
      jsonResponse(400, { error: { code: 'invalid_input', message: 'password: is wrong' } }),
      jsonResponse(200, { ok: true }),
    ];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      url.endsWith('/api/user/me') && init?.method === 'DELETE'
        ? answers.shift()!
        : jsonResponse(404, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = await openProfile(
      '/by/ansel/settings',
      makeCurrentUser({ ...ansel, email: 'ansel@example.com' }),
    );
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('credited to “a deleted member”');
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    fireEvent.change(password, { target: { value: 'not it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Password is wrong')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'granite light' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(/Your account was deleted\./)).toBeTruthy();
    const sent = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(sent[1]![1]!.body as string)).toEqual({
      password: 'granite light',
      confirm: 'granite light',
    });
  });
});
