import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CurrentUser } from '@vantage/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../../core/current-user';
import { createQueryClient } from '../../core/query-client';
import { makeCurrentUser, makePhoto, makeSpot, makeUserRef } from '../../test-support/factories';
import { jsonResponse } from '../../test-support/http';
import { renderApp } from '../../test-support/render';

// Pages load lazily; with every test file transforming modules at once, a first load is slow.
const LAZY_PAGE_MS = 10_000;

const ansel = makeUserRef({ id: 7, username: 'ansel', displayName: 'Ansel Adams' });
const photo = makePhoto({
  id: 5,
  title: 'Island at dusk',
  description: 'Calm **water** after rain.',
  exif: {
    Model: 'X-T5',
    Make: 'FUJIFILM',
    Exposure: 0.004,
    FNumber: 8,
    ISO: 200,
    Date: '2024:06:10 21:30',
  },
  rating: 3,
  created: '2024-06-11T08:00:00.000Z',
  user: ansel,
  idSpot: 12,
  spotTitle: 'Lake Bled',
  lat: 46.3625,
  long: 14.0936,
  urls: { large: '/media/5/large.jpg', thumb: '/media/5/thumb.jpg', mini: '/media/5/mini.webp' },
});
const spot = makeSpot({ id: 12, title: 'Lake Bled', images: [photo] });
const member = (id: number): CurrentUser =>
  makeCurrentUser({
    id,
    username: `member${id}`,
    displayName: `Member ${id}`,
    emailNews: false,
    email: null,
  });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // The spot page's mini map, shown after the lightbox closes, asks for blob URLs.
  if (!('createObjectURL' in URL)) {
    Object.assign(URL, { createObjectURL: () => 'blob:stub', revokeObjectURL: () => undefined });
  }
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The address of a fetch call; apiFetch always passes a string. */
const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

async function openLightbox(viewer: CurrentUser | null, path = '/photo/5', spotData = spot) {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, viewer);
  client.setQueryData(['photo', 5], photo);
  client.setQueryData(['point', 12], spotData);
  const router = await renderApp(path, client);
  await screen.findByRole('heading', { name: 'Island at dusk' }, { timeout: 5000 });
  return router;
}

describe('photo lightbox', () => {
  it('shows the photo with its markdown, EXIF, spot and sun-relative time to a visitor', async () => {
    await openLightbox(null);
    expect(screen.getByText('water').tagName).toBe('STRONG');
    expect(screen.getByText('1/250 s')).toBeTruthy();
    expect(screen.getByText('FUJIFILM X-T5')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lake Bled' }).getAttribute('href')).toBe(
      '/l/Lake_Bled/12',
    );
    // Sunset at Bled on 10 June 2024 is at about 20:54 local time.
    expect(screen.getByText(/^shot 3\d min after sunset$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ansel Adams' }).getAttribute('href')).toBe(
      '/by/ansel',
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Island at dusk - Vantage'));
  });

  it('counts a vote at once, then shows the server rating and thanks', async () => {
    await openLightbox(member(9));
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((input) =>
      urlOf(input).includes('/rateUp')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(jsonResponse(200, spot)),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Vote up the photo' }));
    await waitFor(() => expect(screen.getByLabelText('Rating of the photo').textContent).toBe('4'));
    await act(async () => answer(jsonResponse(200, { rating: 10 })));
    await waitFor(() =>
      expect(screen.getByLabelText('Rating of the photo').textContent).toBe('10'),
    );
    expect(await screen.findByText('Thank you for your vote!')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([input]) => urlOf(input).includes('rateUp'))!;
    expect(url).toBe('/api/point/12/img/5/rateUp');
    expect(init?.method).toBe('POST');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('puts the rating back when a vote fails', async () => {
    await openLightbox(member(9));
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'conflict', message: 'Vote refused.' } }), {
        status: 409,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Vote down the photo' }));
    expect(await screen.findByText('Vote refused.')).toBeTruthy();
    expect(screen.getByLabelText('Rating of the photo').textContent).toBe('3');
  });

  it('deletes for the owner only after exactly YES, then goes to the spot page', async () => {
    const router = await openLightbox(member(7));
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByText(/Do you really want to permanently delete/);
    expect(prompt.textContent).toBe(
      "Do you really want to permanently delete this photograph? The action is irreversible! Please type the word 'YES' if you want to proceed.",
    );
    const confirm = screen.getByRole('button', { name: 'Delete', hidden: false });
    const field = screen.getByLabelText('Type YES to confirm');
    fireEvent.change(field, { target: { value: 'yes' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'YES' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByText('The photograph was successfully deleted.')).toBeTruthy();
    // The first request to the photo (the Review count may be read beside it).
    const [url, init] = fetchMock.mock.calls.find(([input]) => urlOf(input).includes('/photo/'))!;
    expect(url).toBe('/api/photo/5');
    expect(init?.method).toBe('DELETE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/l/Lake_Bled/12'));
  });

  it('toggles fullscreen with L, leaves it with Escape, and closes with a second Escape', async () => {
    const router = await openLightbox(null, '/l/Lake_Bled/12?photo=5');
    expect(screen.getByRole('complementary', { name: 'Photo details' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'l' });
    expect(screen.queryByRole('complementary', { name: 'Photo details' })).toBeNull();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('complementary', { name: 'Photo details' })).toBeTruthy();
    expect(router.state.location.search).toBe('?photo=5');
    // Escape right after leaving fullscreen belongs to that exit.
    await new Promise((resolve) => setTimeout(resolve, 300));
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/l/Lake_Bled/12');
  });

  it('asks before cancelling an edit of the owner', async () => {
    await openLightbox(member(7));
    expect(screen.getByRole('button', { name: 'Fullscreen (L)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    // Fullscreen would hide the form, so it is not offered while editing.
    expect(screen.queryByRole('button', { name: 'Fullscreen (L)' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'New title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Do you really want to cancel the edit?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('heading', { name: 'Island at dusk' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit photo' })).toBeNull();
  });

  it('lets the owner publish where the photo was taken', async () => {
    await openLightbox(member(7));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const toggle = screen.getByRole('switch', { name: 'Show everyone where this photo was taken' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/Only you see the camera's position/)).toBeTruthy();
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(200, { ...photo, positionPublic: true })),
    );
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([input]) => urlOf(input).includes('/img/'))!;
    expect(urlOf(url)).toBe('/api/img/5');
    expect(JSON.parse(init?.body as string)).toMatchObject({ positionPublic: true });
  });

  it('opens the large map of the spot in the fix-photo mode for a member', async () => {
    // jsdom has no element scrolling, which the spot page beside the map uses.
    if (!('scrollTo' in Element.prototype)) {
      Object.assign(Element.prototype, { scrollTo: () => undefined });
    }
    const router = await openLightbox(member(9));
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, spot)));
    fireEvent.click(screen.getByRole('button', { name: 'Fix photo location' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/l/Lake_Bled/12'));
    expect(router.state.location.search).toBe('?map&fixPhoto=5');
    // The spot page and the large map load lazily behind the closing lightbox.
    await waitFor(
      () => expect(screen.queryByRole('heading', { name: 'Island at dusk' })).toBeNull(),
      { timeout: LAZY_PAGE_MS },
    );
  }, 30_000);

  it('asks a visitor to sign in before fixing the location', async () => {
    const router = await openLightbox(null);
    fireEvent.click(screen.getByRole('button', { name: 'Fix photo location' }));
    expect(
      await screen.findByText('Please login or sign up first in order to participate.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/photo/5');
  });
});
