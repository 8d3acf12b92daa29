import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CurrentUser, Spot, SpotTag } from '@vantage/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginRequiredPopover } from '../../app/chrome/login-required-popover';
import { spotKey, useSpot } from '../../core/spot-query';
import { preloadLazy } from '../../lib/lazy-named';
import { makeCurrentUser, makeSpot, makeUserRef } from '../../test-support/factories';
import { jsonResponse } from '../../test-support/http';
import { makeTestQueryClient, renderWithProviders } from '../../test-support/render';
import { DESCRIPTION_PLACEHOLDER } from './description-editor';
import { SpotDescriptions } from './spot-descriptions';
import { SpotTags } from './spot-tags';
import { SpotTitle } from './spot-title';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const tag = (name: string, over: Partial<SpotTag> = {}): SpotTag => ({
  tag: name,
  request: null,
  isNew: false,
  auto: false,
  toDelete: false,
  rating: 0,
  ...over,
});

interface Call {
  path: string;
  method: string;
  body: unknown;
}

/** Answers the community calls like the server would, recording each; the spot from `spot`. */
function stubServer(spot: () => Spot, answers: Record<string, (body: unknown) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(init.body as string) : undefined;
      calls.push({ path, method, body });
      const answer = answers[`${method} ${path}`];
      if (answer) return answer(body);
      if (path === `/point/${spot().id}`) return jsonResponse(200, spot());
      return jsonResponse(404, { error: { code: 'not_found', message: 'not found' } });
    }),
  );
  return calls;
}

function Harness({ id, show }: { id: number; show: 'title' | 'tags' | 'descriptions' }) {
  const { data } = useSpot(id);
  if (!data) return null;
  return (
    <>
      {show === 'title' && <SpotTitle spot={data} />}
      {show === 'tags' && <SpotTags spot={data} />}
      {show === 'descriptions' && <SpotDescriptions spot={data} />}
      <LoginRequiredPopover />
    </>
  );
}

function renderSpot(
  spot: Spot,
  show: 'title' | 'tags' | 'descriptions',
  user: CurrentUser | null = makeCurrentUser(),
  search = '',
) {
  const client = makeTestQueryClient(user);
  client.setQueryData(spotKey(spot.id), spot);
  const router = createMemoryRouter(
    [
      { path: '/l/:title/:id', element: <Harness id={spot.id} show={show} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/l/${spot.slug}/${spot.id}${search}`] },
  );
  renderWithProviders(<RouterProvider router={router} />, client);
  return { client, router };
}

// The editors load when first opened; here they are in place before each test, so the tests
// follow an edit from the press that opens it.
beforeAll(() => preloadLazy(['SpotTitleEditor', 'SpotTagEditor', 'DescriptionEditor']));

describe('the title, edited in place', () => {
  it('saves with Enter, shows the pending title with votes, and votes optimistically', async () => {
    let server = makeSpot({ title: 'Old Harbour' });
    const calls = stubServer(() => server, {
      'POST /editTitle/12': () => {
        server = { ...server, newTitle: { title: 'Lighthouse Pier', rating: 0 } };
        return jsonResponse(200, {
          ok: true,
          status: 'pending',
          newSpot: { title: 'Lighthouse Pier' },
          title: 'Old Harbour',
          newTitle: { title: 'Lighthouse Pier', rating: 0 },
        });
      },
      'POST /editTitle/12/rateUp': () => {
        server = { ...server, newTitle: { title: 'Lighthouse Pier', rating: 0 } };
        return jsonResponse(200, {
          status: 'pending',
          title: 'Old Harbour',
          newTitle: { title: 'Lighthouse Pier', rating: 0 },
        });
      },
    });
    const { client } = renderSpot(server, 'title', makeCurrentUser({ id: 9 }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit the title' }));
    const field = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(field, { target: { value: 'Lighthouse Pier' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    const pending = await screen.findByTestId('pending-title');
    expect(pending.textContent).toContain('Lighthouse Pier');
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      path: '/editTitle/12',
      method: 'POST',
      body: { newTitle: 'Lighthouse Pier' },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Old Harbour');

    // The vote shows +1 at once, then the server's figure.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchNow = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementationOnce(async (...args) => {
      await gate;
      return fetchNow(...args);
    });
    fireEvent.click(within(pending).getByRole('button', { name: 'Vote up the proposed title' }));
    expect(client.getQueryData<Spot>(spotKey(12))?.newTitle?.rating).toBe(1);
    await act(async () => release());
    expect(await screen.findByText('Thank you for your vote!')).toBeTruthy();
    await waitFor(() => expect(client.getQueryData<Spot>(spotKey(12))?.newTitle?.rating).toBe(0));
  });

  it('undoes the vote of an account still to confirm and says why, in the server’s words', async () => {
    const server = makeSpot({ newTitle: { title: 'Lighthouse Pier', rating: 2 } });
    const reason =
      "Please confirm your e-mail address first: open the link we sent to new@example.com, or ask for a new one in your profile's settings.";
    stubServer(() => server, {
      'POST /editTitle/12/rateUp': () =>
        jsonResponse(403, { error: { code: 'unconfirmed', message: reason } }),
    });
    const unconfirmed = makeCurrentUser({ id: 9, email: 'new@example.com', emailVerified: false });
    const { client } = renderSpot(server, 'title', unconfirmed);
    const pending = await screen.findByTestId('pending-title');
    fireEvent.click(within(pending).getByRole('button', { name: 'Vote up the proposed title' }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(client.getQueryData<Spot>(spotKey(12))?.newTitle?.rating).toBe(2);
  });

  it('cancels with Escape without a call, and asks a visitor to log in', async () => {
    const calls = stubServer(() => makeSpot(), {});
    renderSpot(makeSpot(), 'title');
    fireEvent.click(screen.getByRole('button', { name: 'Edit the title' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Title' }), { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    cleanup();
    renderSpot(makeSpot(), 'title', null);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the title' }));
    expect(
      await screen.findByText('Please login or sign up first in order to participate.'),
    ).toBeTruthy();
  });

  it('keeps a proposed title as a draft that reopens the editor, until discarded', () => {
    stubServer(() => makeSpot(), {});
    renderSpot(makeSpot({ title: 'Old Harbour' }), 'title');
    fireEvent.click(screen.getByRole('button', { name: 'Edit the title' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Harbour Lights' },
    });
    cleanup();
    renderSpot(makeSpot({ title: 'Old Harbour' }), 'title');
    expect(screen.getByText('Your unsaved draft was restored.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe(
      'Harbour Lights',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Old Harbour')).toBeTruthy();
  });
});

describe('tag editing', () => {
  it('adds tags with a comma or Enter, marks an existing tag with Undo, and Done sends the list', async () => {
    const spot = makeSpot({ tags: [tag('Sunset'), tag('Beach')] });
    const calls = stubServer(() => spot, {
      'POST /point/12/editTags': (body) =>
        jsonResponse(
          200,
          (body as { tags: string[] }).tags.map((name) => tag(name)),
        ),
    });
    renderSpot(spot, 'tags');
    fireEvent.click(screen.getByRole('button', { name: 'Edit tags' }));
    const input = screen.getByRole('textbox', { name: 'Add tags' });
    fireEvent.change(input, { target: { value: 'Cliffs,' } });
    fireEvent.change(input, { target: { value: ' sunset ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'Tide Pools' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sunset', 'Beach', 'Cliffs', 'Tide Pools']);
    // A new tag goes at once; an existing one is marked, and Undo takes the last mark back.
    fireEvent.click(screen.getByLabelText('Delete the tag Tide Pools'));
    fireEvent.click(screen.getByLabelText('Delete the tag Beach'));
    expect(
      await screen.findByText(
        'Tag was marked to be deleted (subject to approval by other photographers)',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Delete the tag Sunset'));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      tags: ['Sunset', 'Cliffs'],
    });
  });

  it('sends an open edit when the page unmounts', async () => {
    const spot = makeSpot({ tags: [tag('Sunset')] });
    const calls = stubServer(() => spot, {
      'POST /point/12/editTags': () => jsonResponse(200, [tag('Sunset'), tag('Fog')]),
    });
    const { router } = renderSpot(spot, 'tags');
    fireEvent.click(screen.getByRole('button', { name: 'Edit tags' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Add tags' }), {
      target: { value: 'Fog' },
    });
    await act(async () => {
      await router.navigate('/elsewhere');
    });
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ tags: ['Sunset', 'Fog'] }),
    );
  });
});

describe('descriptions', () => {
  it('adds a description with ?editd=-1: placeholder, hints, Save and the thank-you', async () => {
    let spot = makeSpot();
    const saved = {
      id: 40,
      text: 'Park at the lower lot.',
      rating: 0,
      created: new Date(0).toISOString(),
      user: makeUserRef(),
      author: null,
      license: null,
      linkURL: null,
    };
    const calls = stubServer(() => spot, {
      'POST /point/12/desc': () => {
        spot = { ...spot, descriptions: [saved] };
        return jsonResponse(200, saved);
      },
    });
    const { router } = renderSpot(spot, 'descriptions', makeCurrentUser(), '?editd=-1');
    const editor = screen.getByPlaceholderText(DESCRIPTION_PLACEHOLDER);
    expect(screen.getByText('Photo tips:')).toBeTruthy();
    expect(screen.getByText('Getting there:')).toBeTruthy();
    fireEvent.change(editor, { target: { value: 'Park at the lower lot.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Thank you for the new description of this location!'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      description: 'Park at the lower lot.',
    });
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Park at the lower lot.')).toBeTruthy();
    // Its author sees the edit link; nobody else does.
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toContain(
      'editd=40',
    );
  });

  it('says why the server refused the text under the field, as a person would', async () => {
    const spot = makeSpot();
    stubServer(() => spot, {
      'POST /point/12/desc': () =>
        jsonResponse(400, {
          error: {
            code: 'invalid_input',
            message: 'description: must not contain scripts (<script> tags or javascript: links)',
          },
        }),
    });
    renderSpot(spot, 'descriptions', makeCurrentUser(), '?editd=-1');
    fireEvent.change(screen.getByPlaceholderText(DESCRIPTION_PLACEHOLDER), {
      target: { value: '<script>alert(1)</script>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Your description must not contain scripts (<script> tags or javascript: links)',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^description:/)).toBeNull();
  });

  it('shows the edit link only to the author and cancels a new one without a call', () => {
    const spot = makeSpot({
      descriptions: [
        {
          id: 41,
          text: 'Someone else wrote this.',
          rating: 2,
          created: new Date(0).toISOString(),
          user: makeUserRef({ id: 77, username: 'ansel', displayName: 'Ansel' }),
          author: null,
          license: null,
          linkURL: null,
        },
      ],
    });
    const calls = stubServer(() => spot, {});
    const { router } = renderSpot(spot, 'descriptions', makeCurrentUser(), '?editd=-1');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.search).toBe('');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
