import { cleanup, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from './routes';
import { findPageHeading, renderApp } from '../test-support/render';

afterEach(cleanup);

function routeIdOf(path: string): string | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.id;
}

describe('routes', () => {
  it.each([
    ['/', 'home'],
    ['/map', 'map'],
    ['/i/12', 'spot-short'],
    ['/l/Lake_Bled/12', 'spot'],
    ['/l/_/12', 'spot'],
    ['/r/46.5/7.1/0.4/0.8', 'region'],
    ['/search/lake bled', 'search'],
    ['/newPhoto', 'new-photo'],
    ['/login', 'login'],
    ['/unsubscribe', 'unsubscribe'],
    ['/photo', 'photo'],
    ['/photo/33', 'photo-id'],
    ['/explore', 'explore'],
    ['/explore/recent', 'explore'],
    ['/about', 'about'],
    ['/about/privacy', 'about'],
    ['/by/ansel', 'profile'],
    ['/by/ansel/galleries', 'profile'],
    ['/by/ansel/gallery/Alps', 'gallery'],
    ['/by/ansel/gallery/Alps/map', 'gallery'],
    ['/by/ansel/spotlist/Alps/spots', 'spotlist'],
    ['/user/7', 'user'],
    ['/user/7/photos', 'user'],
    ['/user/7/gallery/Alps', 'user-gallery'],
    ['/user/7/gallery/Alps/map', 'user-gallery'],
    ['/tag/Lake_Bled', 'tag'],
    ['/photo_location/Slovenia', 'photo-location'],
    ['/photo_location/Slovenia/Bled/Lake/Island', 'photo-location'],
    ['/guide', 'guide'],
    ['/guide/best-of-bled', 'guide'],
    ['/import', 'import'],
    ['/imports', 'imports'],
    ['/legal/tos.html', 'legal-tos'],
    ['/legal/privacy.html', 'legal-privacy'],
    ['/index.html', 'index-html'],
    ['/help/topics', 'info'],
    ['/no/such/page/here', 'not-found'],
  ])('%s is the %s route', (path, id) => {
    expect(routeIdOf(path)).toBe(id);
  });
});

// Pages load lazily; with every test file transforming modules at once, the first load of a
// page's chunk can take longer than testing-library's default second.
const LAZY_PAGE_MS = 5000;

describe('app shell', () => {
  it('shows a page with its validated parameters inside the layout', async () => {
    await renderApp('/search/%20lake%20bled%20');
    expect(await findPageHeading('Search: lake bled', LAZY_PAGE_MS)).toBeTruthy();
    expect(screen.getByPlaceholderText('Find a place or GPS coordinates')).toBeTruthy();
    expect(screen.getByText('Copyright © 2019-2024 Vantage')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Search: lake bled - Vantage'));
  });

  it('names the invalid field', async () => {
    await renderApp('/r/north/7/0.4/0.8');
    expect((await screen.findByRole('alert', {}, { timeout: LAZY_PAGE_MS })).textContent).toBe(
      'lat must be a number.',
    );
  });

  it('redirects /i/{id} to the spot placeholder path', async () => {
    const router = await renderApp('/i/12?photo=3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/l/_/12'));
    expect(router.state.location.search).toBe('?photo=3');
  });

  it('shows a real 404 page', async () => {
    await renderApp('/no/such/page/here');
    expect(
      await screen.findByRole('heading', { name: 'Page not found.' }, { timeout: LAZY_PAGE_MS }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found - Vantage'));
  });

  it('opens the sign-in dialog for the login flag', async () => {
    await renderApp('/legal/privacy.html?login');
    const dialog = await screen.findByRole('dialog', {}, { timeout: LAZY_PAGE_MS });
    expect(dialog.textContent).toContain('Welcome back');
    expect(screen.getByRole('tab', { name: 'Sign in', selected: true })).toBeTruthy();
  });
});
