import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NavigationType, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app';
import { createQueryClient } from '../../core/query-client';
import { routes } from '../../app/routes';

beforeEach(() => {
  // Pages opened by a search may ask the API; these tests only follow the address.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(
      <App queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </App>,
    );
    await Promise.resolve();
  });
  const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });
  return { router, box };
}

/** Types into the box and presses Enter, which sends its form (the browser's implicit submission). */
function typeAndEnter(box: HTMLInputElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.submit(box.form!);
}

describe('top-bar search', { timeout: 30_000 }, () => {
  it('searches text on Enter, pushing the results page', async () => {
    const { router, box } = await openAt('/legal/privacy.html');
    typeAndEnter(box, '  Lago di Braies ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/Lago%20di%20Braies'));
    expect(router.state.historyAction).toBe(NavigationType.Push);
  });

  it('opens the map centred on decimal coordinates', async () => {
    const { router, box } = await openAt('/legal/privacy.html');
    typeAndEnter(box, '46.6946, 12.0856');
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    expect(router.state.location.search).toBe('?map&lat=46.6946&long=12.0856&zoom=14&showGPS');
    expect(router.state.historyAction).toBe(NavigationType.Push);
  });

  it('opens the map centred on degrees and minutes', async () => {
    const { router, box } = await openAt('/legal/privacy.html');
    typeAndEnter(box, `46°33'N 11°51'E`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    expect(router.state.location.search).toBe('?map&lat=46.55&long=11.85&zoom=14&showGPS');
  });

  it('is a form the browser can send before the scripts run: /search?q=…', async () => {
    const { box } = await openAt('/legal/privacy.html');
    expect(box.name).toBe('q');
    expect(box.form?.getAttribute('action')).toBe('/search');
    expect(box.form?.getAttribute('method')).toBe('get');
    expect(box.form?.getAttribute('role')).toBe('search');
  });

  it('searches what the field holds when it was typed before the page hydrated', async () => {
    const { router, box } = await openAt('/search/Dolomites');
    // Typed while the server's page had no scripts: the field changed, React was not told.
    box.value = '46.5725, 11.8';
    fireEvent.submit(box.form!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    expect(router.state.location.search).toBe('?map&lat=46.5725&long=11.8&zoom=14&showGPS');
  });

  it('does nothing for blank text', async () => {
    const { router, box } = await openAt('/legal/privacy.html');
    typeAndEnter(box, '   ');
    await act(async () => Promise.resolve());
    expect(router.state.location.pathname).toBe('/legal/privacy.html');
  });

  it('shows the text of the results page it is on', async () => {
    const { box } = await openAt('/search/Lago%20di%20Braies');
    expect(box.value).toBe('Lago di Braies');
  });

  it('clears the search on Escape', async () => {
    const { box } = await openAt('/search/Seceda');
    expect(box.value).toBe('Seceda');
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('leaves the search alone on Escape while a photo lightbox is open', async () => {
    const { box } = await openAt('/search/Seceda?photo=3');
    fireEvent.keyDown(window, { key: 'Escape' });
    await act(async () => Promise.resolve());
    expect(box.value).toBe('Seceda');
  });

  it('trims the text on blur', async () => {
    const { box } = await openAt('/legal/privacy.html');
    fireEvent.change(box, { target: { value: '  Seceda  ' } });
    fireEvent.blur(box);
    await waitFor(() => expect(box.value).toBe('Seceda'));
  });
});
