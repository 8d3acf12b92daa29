import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LEAVE_PAGE_WARNING } from '@vantage/shared';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DraftNote } from '../components/draft-note';
import { makeCurrentUser } from '../test-support/factories';
import { makeTestQueryClient } from '../test-support/render';
import { LeaveWarningBlocker } from './leave-warning';
import { useDraft } from './use-draft';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

function Editor({ saved, onSave }: { saved: string; onSave?: () => Promise<void> }) {
  const draft = useDraft({ editor: 'description', object: 9 }, saved);
  return (
    <form>
      {draft.restored && <DraftNote onDiscard={draft.discard} />}
      <label>
        Text
        <textarea value={draft.value} onChange={(event) => draft.setValue(event.target.value)} />
      </label>
      <button type="button" onClick={() => void onSave?.().then(draft.saved, () => undefined)}>
        Save
      </button>
    </form>
  );
}

function setup(member: number, onSave?: () => Promise<void>) {
  const router = createMemoryRouter(
    [
      {
        // The shell holds the one blocker, as the app's root layout does.
        element: (
          <>
            <LeaveWarningBlocker />
            <Outlet />
          </>
        ),
        children: [
          { path: '/s/:id', element: <Editor saved="Old text" onSave={onSave} /> },
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/s/9'] },
  );
  const client = makeTestQueryClient(makeCurrentUser({ id: member }));
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, view };
}

const field = () => screen.getByLabelText<HTMLTextAreaElement>('Text');

describe('useDraft', () => {
  it('keeps typed text across a remount and restores it with a note', () => {
    const first = setup(1);
    expect(field().value).toBe('Old text');
    expect(screen.queryByText('Discard draft')).toBeNull();
    fireEvent.change(field(), { target: { value: 'New words' } });
    expect(window.localStorage.getItem('vantage.draft.description.9.1')).toBe('"New words"');
    first.view.unmount();

    setup(1);
    expect(field().value).toBe('New words');
    expect(screen.getByText('Your unsaved draft was restored.')).toBeTruthy();
  });

  it('keeps the drafts of members apart', () => {
    const first = setup(1);
    fireEvent.change(field(), { target: { value: 'Mine' } });
    first.view.unmount();
    setup(2);
    expect(field().value).toBe('Old text');
  });

  it('discards the draft on request', () => {
    window.localStorage.setItem('vantage.draft.description.9.1', '"Kept"');
    setup(1);
    expect(field().value).toBe('Kept');
    fireEvent.click(screen.getByText('Discard draft'));
    expect(field().value).toBe('Old text');
    expect(window.localStorage.getItem('vantage.draft.description.9.1')).toBeNull();
    expect(screen.queryByText('Discard draft')).toBeNull();
  });

  it('forgets the draft when the text goes back to the saved one', () => {
    setup(1);
    fireEvent.change(field(), { target: { value: 'Other' } });
    fireEvent.change(field(), { target: { value: 'Old text' } });
    expect(window.localStorage.getItem('vantage.draft.description.9.1')).toBeNull();
  });

  it('warns before leaving with a draft and stays when the member cancels', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = setup(1);
    await act(() => router.navigate('/elsewhere'));
    expect(confirm).not.toHaveBeenCalled();
    await act(() => router.navigate('/s/9'));
    fireEvent.change(field(), { target: { value: 'Unsaved' } });
    await act(() => router.navigate('/'));
    expect(confirm).toHaveBeenCalledWith(LEAVE_PAGE_WARNING);
    expect(router.state.location.pathname).toBe('/s/9');
  });

  it('keeps the text after a failed save and forgets it after a saved one', async () => {
    let fail = true;
    setup(1, () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()));
    fireEvent.change(field(), { target: { value: 'Careful words' } });
    await act(async () => fireEvent.click(screen.getByText('Save')));
    expect(field().value).toBe('Careful words');
    expect(window.localStorage.getItem('vantage.draft.description.9.1')).toBe('"Careful words"');
    fail = false;
    await act(async () => fireEvent.click(screen.getByText('Save')));
    expect(window.localStorage.getItem('vantage.draft.description.9.1')).toBeNull();
  });
});
