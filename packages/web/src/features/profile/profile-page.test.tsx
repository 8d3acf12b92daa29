import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { CurrentUser, PublicUser, UserStats } from '@vantage/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../app/app';
import { CURRENT_USER_KEY } from '../../core/current-user';
import { createQueryClient } from '../../core/query-client';
import { routes } from '../../app/routes';

afterEach(cleanup);

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
const stats: UserStats = { photos: 0, testPhotos: 0, spots: 0, descriptions: 0, topImages: [] };

/** Opens `path` with the profile already in the cache, so nothing is fetched. */
async function openProfile(path: string, signedIn: CurrentUser | null) {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, signedIn);
  client.setQueryData(['user', 'name', 'ansel'], ansel);
  client.setQueryData(['userStats', 'name', 'ansel'], stats);
  client.setQueryData(['userPhotos', 7, 'normal'], { pages: [[]], pageParams: [0] });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(
      <App queryClient={client}>
        <RouterProvider router={router} />
      </App>,
    );
    await Promise.resolve();
  });
  return router;
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Ansel Adams' }, { timeout: 5000 });

describe('profile page', () => {
  it('shows the profile with its title, badges and markdown about', async () => {
    await openProfile('/by/ansel', null);
    await heading();
    expect(document.title).toBe('Ansel Adams - Vantage');
    expect(screen.getByText('none yet')).toBeTruthy();
    expect(screen.getByText('light').tagName).toBe('STRONG');
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
    const router = await openProfile('/by/ansel/settings', {
      ...other,
      emailNews: true,
      email: 'd@example.com',
      emailVerified: true,
    });
    await heading();
    await waitFor(() => expect(router.state.location.pathname).toBe('/by/ansel'));
  });

  it('shows the owner their settings', async () => {
    const router = await openProfile('/by/ansel/settings', {
      ...ansel,
      emailNews: true,
      email: 'ansel@example.com',
      emailVerified: false,
    });
    await heading();
    expect(screen.getByRole('tab', { name: 'Settings', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend confirmation' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/by/ansel/settings');
  });
});
