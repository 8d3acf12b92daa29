import TextField from '@mui/material/TextField';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { USERNAME_MESSAGE } from '@vantage/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditableField } from './editable-field';
import { fieldEditReducer, useFieldEdit, type FieldEditState } from './field-edit';
import { usernameProblem } from './settings-fields';

afterEach(cleanup);

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
    const { result } = renderHook(() =>
      useFieldEdit({ value: 'ansel', validate: usernameProblem, save: async () => null }),
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
  const edit = useFieldEdit({ value: 'ansel', validate: usernameProblem, save });
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
    render(<UsernameRow save={async () => null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit username' }));
    fireEvent.change(screen.getByLabelText('Username', { selector: 'input' }), {
      target: { value: 'ansel!' },
    });
    expect(screen.getByText(USERNAME_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('saves the draft and shows the saved value again', async () => {
    const save = vi.fn(async () => null);
    render(<UsernameRow save={save} />);
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
    render(<UsernameRow save={async () => 'This username is taken.'} />);
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
    render(<UsernameRow save={save} />);
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
});
