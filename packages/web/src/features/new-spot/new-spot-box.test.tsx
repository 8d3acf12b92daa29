import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { CurrentUser, NearbySpot, Spot } from '@vantage/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../../core/current-user';
import { LoginRequiredPopover } from '../../app/chrome/login-required-popover';
import { PopupProvider } from '../../core/popup';
import { SnackbarProvider } from '../../components/snackbar';
import { NewSpotBox, PLACE_PIN_HINT } from './new-spot-box';
import { NEW_SPOT_THANKS } from './new-spot-form';
import { useNewSpot } from './use-new-spot';
import { makeCurrentUser } from '../../test-support/current-user';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const USER = makeCurrentUser();

const PIN = { lat: 37.7156361, lng: -119.6772419 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function savedSpot(title: string, tags: string[]): Spot {
  return {
    id: 321,
    lat: 37.715636,
    long: -119.677242,
    title,
    slug: title.replace(/ /g, '_'),
    newTitle: null,
    newLocation: null,
    hier: 'North America\\United States',
    tags: tags.map((tag) => ({
      tag,
      request: null,
      isNew: false,
      auto: false,
      toDelete: false,
      rating: 0,
    })),
    descriptions: [],
    images: [],
    elev: null,
    tz: { name: 'America/Los_Angeles' },
    nearestId: null,
    nearby: [],
    address: null,
    D3: null,
    rating: 0,
    user: { id: 5, username: 'galen', displayName: 'Galen Rowell', picture: null },
    created: new Date(0).toISOString(),
  };
}

/** Answers the duplicate check with `duplicates` and a new spot with `onCreate`. */
function stubApi(duplicates: NearbySpot[], onCreate: (body: unknown) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/duplicates/')) return json(200, duplicates);
    if (url === '/api/point' && init?.method === 'POST') {
      return onCreate(JSON.parse(init.body as string));
    }
    return json(404, { error: { code: 'not_found', message: 'not found' } });
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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(CURRENT_USER_KEY, user);
  const router = createMemoryRouter(
    [
      { path: '/map', element: <Harness /> },
      { path: '/l/:title/:id', element: <h1>Spot page</h1> },
    ],
    { initialEntries: [`/map${search}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <PopupProvider>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </PopupProvider>
    </QueryClientProvider>,
  );
  return { client, router };
}

const url = () => screen.getByTestId('url').textContent;
const titleInput = () => screen.getByRole('textbox', { name: /^Title/ });
const tagsInput = () => screen.getByRole('textbox', { name: 'Tags' });

describe('the place-new-spot box', () => {
  it('asks a visitor to log in instead of entering the mode', () => {
    stubApi([], () => json(500, {}));
    renderMap('?map', null);
    fireEvent.click(screen.getByRole('button', { name: 'New spot' }));
    expect(screen.getByText('Please login or sign up first in order to participate.')).toBeTruthy();
    expect(url()).toBe('/map?map');
  });

  it('enters the mode by the button, shows the hint until the pin stands, and cancels', async () => {
    stubApi([], () => json(500, {}));
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
        {
          id: 12,
          lat: 37.7156,
          long: -119.6772,
          title: 'Tunnel View',
          elev: null,
          distanceM: 4.4,
          image: null,
        },
      ],
      () => json(500, {}),
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
    stubApi([], () => json(500, {}));
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
      return json(201, savedSpot(title, tags));
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
  });

  it('shows the server’s field problem under the field', async () => {
    stubApi([], () =>
      json(400, {
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
