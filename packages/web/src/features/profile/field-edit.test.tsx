import TextField from '@mui/material/TextField';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { USERNAME_MESSAGE } from '@vantage/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditableField } from './editable-field';
import { fieldEditReducer, useFieldEdit, type FieldEditState } from './field-edit';
import { usernameProblem } from './settings-fields';
import { makeCurrentUser } from '../../test-support/factories';
import { makeTestQueryClient } from '../../test-support/render';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** The settings page's surroundings: a signed-in member and the router's leave warning. */
function Page({ children }: { children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/by/ansel'] }),
  );
  const [client] = useState(() => makeTestQueryClient(makeCurrentUser({ id: 4 })));
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

const inPage = (element: ReactNode) => <Page>{element}</Page>;

const view: FieldEditState<string> = { mode: 'view' };

describe('field edit state', () => {
  it('edits from the saved value and drops the draft on cancel', () => {
    const editing = fieldEditReducer(view, { type: 'edit', value: 'Ansel' });
    expect(editing).toEqual({ mode: 'edit', draft: 'Ansel', saving: false, serverError: null });
    const typed = fieldEditReducer(editing, { type: 'change', draft: 'Ansel A.' });
    expect(fieldEditReducer(typed, { type: 'cancel' })).toEqual(view);
  });

  it('returns to view after a save, and stays in edit with the message after a failure', () => {
    const saving = fieldEditReducer(fieldEditReducer(view, { type: 'edit', value: 'a' }), {
      type: 'save',
    });
    expect(saving).toMatchObject({ saving: true });
    expect(fieldEditReducer(saving, { type: 'saved' })).toEqual(view);
    const failed = fieldEditReducer(saving, { type: 'failed', error: 'This username is taken.' });
    expect(failed).toEqual({
      mode: 'edit',
      draft: 'a',
      saving: false,
      serverError: 'This username is taken.',
    });
    // Typing again clears the server's message.
    expect(fieldEditReducer(failed, { type: 'change', draft: 'b' })).toMatchObject({
      serverError: null,
    });
  });

  it('ignores typing and cancel while saving', () => {
    const saving = fieldEditReducer(fieldEditReducer(view, { type: 'edit', value: 'a' }), {
      type: 'save',
    });
    expect(fieldEditReducer(saving, { type: 'change', draft: 'b' })).toBe(saving);
    expect(fieldEditReducer(saving, { type: 'cancel' })).toBe(saving);
  });

  it('allows Save only for a valid, changed draft', () => {
    const { result } = renderHook(
      () => useFieldEdit({ value: 'ansel', validate: usernameProblem, save: async () => null }),
      { wrapper: Page },
    );
    act(() => result.current.start());
    expect(result.current.canSave).toBe(false);
    act(() => result.current.change('ansel adams'));
    expect(result.current.error).toBe(USERNAME_MESSAGE);
    expect(result.current.canSave).toBe(false);
    act(() => result.current.change('ansel_adams'));
    expect(result.current.canSave).toBe(true);
  });
});

/** A username row wired as the settings tab wires it. */
function UsernameRow({ save }: { save: (draft: string) => Promise<string | null> }) {
  const edit = useFieldEdit({
    value: 'ansel',
    validate: usernameProblem,
    save,
    draftOf: { editor: 'profile-username', object: 4 },
  });
  return (
    <EditableField
      id="username"
      label="Username"
      edit={edit}
      view="@ansel"
      editor={(draft) => (
        <TextField
          label="Username"
          value={draft}
          onChange={(event) => edit.change(event.target.value)}
          error={edit.error !== null}
          helperText={edit.error}
        />
      )}
    />
  );
}

describe('a settings field', () => {
  it('shows the username rule and keeps Save disabled while the name is invalid', () => {
    render(inPage(<UsernameRow save={async () => null} />));
    fireEvent.click(screen.getByRole('button', { name: 'Edit username' }));
    fireEvent.change(screen.getByLabelText('Username', { selector: 'input' }), {
      target: { value: 'ansel!' },
    });
    expect(screen.getByText(USERNAME_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('saves the draft and shows the saved value again', async () => {
    const save = vi.fn(async () => null);
    render(inPage(<UsernameRow save={save} />));
    fireEvent.click(screen.getByRole('button', { name: 'Edit username' }));
    fireEvent.change(screen.getByLabelText('Username', { selector: 'input' }), {
      target: { value: 'ansel_a' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(save).toHaveBeenCalledWith('ansel_a');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('@ansel')).toBeTruthy();
  });

  it('keeps the editor open with the server’s message when saving fails', async () => {
    render(inPage(<UsernameRow save={async () => 'This username is taken.'} />));
    fireEvent.click(screen.getByRole('button', { name: 'Edit username' }));
    fireEvent.change(screen.getByLabelText('Username', { selector: 'input' }), {
      target: { value: 'dorothea' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(screen.getByText('This username is taken.')).toBeTruthy();
  });

  it('drops the draft on Cancel', () => {
    const save = vi.fn(async () => null);
    render(inPage(<UsernameRow save={save} />));
    fireEvent.click(screen.getByRole('button', { name: 'Edit username' }));
    fireEvent.change(screen.getByLabelText('Username', { selector: 'input' }), {
      target: { value: 'changed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('@ansel')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit username' }));
    expect(screen.getByLabelText<HTMLInputElement>('Username', { selector: 'input' }).value).toBe(
      'ansel',
    );
  });

  it('keeps typed text as a draft that opens the editor again after a reload', () => {
    const first = render(inPage(<UsernameRow save={async () => null} />));
    fireEvent.click(screen.getByRole('button', { name: 'Edit username' }));
    fireEvent.change(screen.getByLabelText('Username', { selector: 'input' }), {
      target: { value: 'ansel_kept' },
    });
    first.unmount();
    render(inPage(<UsernameRow save={async () => null} />));
    expect(screen.getByText('Your unsaved draft was restored.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Username', { selector: 'input' }).value).toBe(
      'ansel_kept',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByText('@ansel')).toBeTruthy();
    expect(window.localStorage.length).toBe(0);
  });
});
