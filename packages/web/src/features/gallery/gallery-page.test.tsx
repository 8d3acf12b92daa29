import { cleanup, screen, waitFor } from '@testing-library/react';
import type { SpotList } from '@vantage/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY } from '../../core/current-user';
import { createQueryClient } from '../../core/query-client';
import { makeUserRef } from '../../test-support/factories';
import { findPageHeading, renderApp } from '../../test-support/render';

afterEach(cleanup);

const dunes = (username: string | null): SpotList => ({
  id: 4,
  urlTitle: 'Dunes',
  title: 'Dunes at dawn',
  description: '',
  image: null,
  username,
  ownerId: 7,
  isPublic: true,
  spotCount: 0,
  photoCount: 0,
  owner: makeUserRef({ id: 7, username, displayName: 'Nameless Walker' }),
  spots: [],
  photos: [],
});

/** Opens `path` with the gallery as the calls naming its owner `owner` answer it. */
function openGallery(path: string, owner: string, list: SpotList) {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, null);
  client.setQueryData(['gallery', owner.toLowerCase(), 'Dunes'], list);
  return renderApp(path, client);
}

const heading = () => findPageHeading('Dunes at dawn', 15_000);

// The first test loads the page's code.
describe('gallery page', { timeout: 20_000 }, () => {
  it('shows the gallery of a member without a username at /user/{id}/gallery/…', async () => {
    const router = await openGallery('/user/7/gallery/Dunes/spots', '7', dunes(null));
    await heading();
    expect(router.state.location.pathname).toBe('/user/7/gallery/Dunes/spots');
  });

  it('gives way to the gallery’s own address from another', async () => {
    const byId = await openGallery('/by/7/gallery/Dunes?x=1', '7', dunes(null));
    await heading();
    expect(byId.state.location.pathname + byId.state.location.search).toBe(
      '/user/7/gallery/Dunes?x=1',
    );
    cleanup();
    const named = await openGallery('/user/7/gallery/Dunes/map', '7', dunes('walker'));
    await waitFor(() => expect(named.state.location.pathname).toBe('/by/walker/gallery/Dunes/map'));
  });

  it('finds no gallery when the digits named another member by their username', async () => {
    await openGallery('/user/7/gallery/Dunes', '7', { ...dunes('7'), ownerId: 12 });
    expect(await screen.findByText('Gallery not found', {}, { timeout: 5000 })).toBeTruthy();
  });
});
