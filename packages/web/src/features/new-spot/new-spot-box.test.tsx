import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { CurrentUser, NearbySpot, Spot } from '@vantage/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginRequiredPopover } from '../../app/chrome/login-required-popover';
import { NewSpotBox, PLACE_PIN_HINT } from './new-spot-box';
import { NEW_SPOT_THANKS } from './new-spot-form';
import { useNewSpot } from './use-new-spot';
import {
  makeCurrentUser,
  makeNearbySpot,
  makeSpot,
  makeUserRef,
} from '../../test-support/factories';
import { jsonResponse } from '../../test-support/http';
import { makeTestQueryClient, renderWithProviders } from '../../test-support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // What a test enters is kept as a draft; the next one starts afresh.
  window.localStorage.clear();
});

const USER = makeCurrentUser();

const PIN = { lat: 37.7156361, lng: -119.6772419 };

/** The spot the server answers after saving the new spot. */
function savedSpot(title: string, tags: string[]): Spot {
  return makeSpot({
    id: 321,
    lat: 37.715636,
    long: -119.677242,
    title,
    hier: 'North America\\United States',
    tags: tags.map((tag) => ({
      tag,
      request: null,
      isNew: false,
      auto: false,
      toDelete: false,
      rating: 0,
    })),
    tz: { name: 'America/Los_Angeles' },
    user: makeUserRef(),
    created: new Date(0).toISOString(),
  });
}

/** Answers the duplicate check with `duplicates` and a new spot with `onCreate`. */
function stubApi(duplicates: NearbySpot[], onCreate: (body: unknown) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/duplicates/')) return jsonResponse(200, duplicates);
    if (url === '/api/point' && init?.method === 'POST') {
      return onCreate(JSON.parse(init.body as string));
    }
    return jsonResponse(404, { error: { code: 'not_found', message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Harness() {
  const draft = useNewSpot();
  const location = useLocation();
  return (
    <>
      <p data-testid="url">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => draft.placePin(PIN)}>
        Click the map
      </button>
      <NewSpotBox draft={draft} />
      <LoginRequiredPopover />
    </>
  );
}

function renderMap(search: string, user: CurrentUser | null = USER) {
  const router = createMemoryRouter(
    [
      { path: '/map', element: <Harness /> },
      { path: '/l/:title/:id', element: <h1>Spot page</h1> },
    ],
    { initialEntries: [`/map${search}`] },
  );
  const { client } = renderWithProviders(
    <RouterProvider router={router} />,
    makeTestQueryClient(user),
  );
  return { client, router };
}

const url = () => screen.getByTestId('url').textContent;
const titleInput = () => screen.getByRole('textbox', { name: /^Title/ });
const tagsInput = () => screen.getByRole('textbox', { name: 'Tags' });

describe('the place-new-spot box', () => {
  it('asks a visitor to log in instead of entering the mode', () => {
    stubApi([], () => jsonResponse(500, {}));
    renderMap('?map', null);
    fireEvent.click(screen.getByRole('button', { name: 'New spot' }));
    expect(screen.getByText('Please login or sign up first in order to participate.')).toBeTruthy();
    expect(url()).toBe('/map?map');
  });

  it('enters the mode by the button, shows the hint until the pin stands, and cancels', async () => {
    stubApi([], () => jsonResponse(500, {}));
    renderMap('?map');
    fireEvent.click(screen.getByRole('button', { name: 'New spot' }));
    expect(url()).toBe('/map?map&newSpot');
    expect(screen.getByText(PLACE_PIN_HINT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Click the map' }));
    expect(await screen.findByLabelText('Position of the new spot')).toHaveProperty(
      'textContent',
      '37.715636, -119.677242',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(url()).toBe('/map?map'));
    expect(screen.getByRole('button', { name: 'New spot' })).toBeTruthy();
  });

  it('warns about a spot right where the pin stands and offers to save anyway', async () => {
    stubApi(
      [
        makeNearbySpot({
          id: 12,
          lat: 37.7156,
          long: -119.6772,
          title: 'Tunnel View',
          distanceM: 4.4,
        }),
      ],
      () => jsonResponse(500, {}),
    );
    renderMap('?map&newSpot');
    fireEvent.click(screen.getByRole('button', { name: 'Click the map' }));
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('A spot already exists within 4 m: Tunnel View');
    expect(within(warning).getByRole('link', { name: 'Tunnel View' }).getAttribute('href')).toBe(
      '/l/Tunnel_View/12',
    );
    expect(screen.getByRole('button', { name: 'Save anyway' })).toBeTruthy();
  });

  it('keeps tags from commas and Enter, trimmed and without repeats, and removes them', async () => {
    stubApi([], () => jsonResponse(500, {}));
    renderMap('?map&newSpot');
    fireEvent.click(screen.getByRole('button', { name: 'Click the map' }));
    await screen.findByRole('button', { name: 'Save' });
    fireEvent.change(tagsInput(), { target: { value: ' Waterfall ,' } });
    fireEvent.change(tagsInput(), { target: { value: 'waterfall, Granite' } });
    expect((tagsInput() as HTMLInputElement).value).toBe('Granite');
    fireEvent.keyDown(tagsInput(), { key: 'Enter' });
    const list = () => within(screen.getByRole('list', { name: 'Tags' }));
    expect(
      list()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Waterfall', 'Granite']);
    fireEvent.click(list().getByLabelText('Remove tag Waterfall'));
    expect(
      list()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Granite']);
  });

  it('checks the title first, then saves, thanks and opens the new spot', async () => {
    const fetchMock = stubApi([], (body) => {
      const { title, tags } = body as { title: string; tags: string[] };
      return jsonResponse(201, savedSpot(title, tags));
    });
    const { client } = renderMap('?map&newSpot');
    fireEvent.click(screen.getByRole('button', { name: 'Click the map' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title must not be empty')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([called]) => called === '/api/point')).toBe(false);

    fireEvent.change(titleInput(), { target: { value: '  Tunnel View Sunrise ' } });
    expect(screen.getByText('22/120')).toBeTruthy();
    fireEvent.change(tagsInput(), { target: { value: 'Valley' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByRole('heading', { name: 'Spot page' })).toBeTruthy();
    expect(await screen.findByText(NEW_SPOT_THANKS)).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([called]) => called === '/api/point')!;
    expect(JSON.parse(init?.body as string)).toEqual({
      lat: 37.715636,
      long: -119.677242,
      title: 'Tunnel View Sunrise',
      tags: ['Valley'],
    });
    expect(client.getQueryData<Spot>(['point', 321])?.title).toBe('Tunnel View Sunrise');
    // Saved, the draft is done with.
    expect(
      Object.keys(window.localStorage).filter((key) => key.startsWith('vantage.draft.')),
    ).toEqual([]);
  });

  it('shows the server’s field problem under the field', async () => {
    stubApi([], () =>
      jsonResponse(400, {
        error: { code: 'invalid_input', message: 'title: must be at most 120 characters' },
      }),
    );
    renderMap('?map&newSpot');
    fireEvent.click(screen.getByRole('button', { name: 'Click the map' }));
    await screen.findByRole('button', { name: 'Save' });
    fireEvent.change(titleInput(), { target: { value: 'Tunnel View' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title must be at most 120 characters')).toBeTruthy();
    expect(titleInput().getAttribute('aria-invalid')).toBe('true');
    expect(url()).toBe('/map?map&newSpot');
  });
});
