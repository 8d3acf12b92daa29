import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MapToggleButton } from './map-toggle-button';

afterEach(cleanup);

describe('the map toggle', () => {
  it('toggles the map of the page on its way, not of the page that is leaving', async () => {
    let arrive = () => {};
    const arrived = new Promise<null>((resolve) => (arrive = () => resolve(null)));
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <MapToggleButton />
              <Link to="/tag/Lakes">Lakes</Link>
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <h1>Home</h1> },
            { path: 'map', element: <h1>Map</h1> },
            { path: 'tag/:name', loader: () => arrived, element: <h1>Lakes</h1> },
          ],
        },
      ],
      { initialEntries: ['/map'] },
    );
    render(<RouterProvider router={router} />);
    const toggle = screen.getByRole('button', { name: 'Map view' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    // On the map, a tag page is asked for; it is still loading when the toggle is pressed.
    fireEvent.click(screen.getByRole('link', { name: 'Lakes' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    // From the tag page, the toggle opens the map page (not the home page, as from the map).
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    await act(async () => arrive());
    expect(router.state.location.pathname).toBe('/map');
    expect(screen.getByRole('heading', { name: 'Map' })).toBeTruthy();
  });
});
