import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../../core/current-user';
import { LoginDialog } from './login-dialog';
import type { ProviderNotice } from './provider-buttons';
import { makeCurrentUser } from '../../test-support/factories';
import { jsonResponse } from '../../test-support/http';
import { renderWithProviders } from '../../test-support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers the providers list (none unless given) and every other call with `answer`. */
function stubApi(answer: () => Response, providers: string[] = []) {
  const fetchMock = vi.fn(async (url: string) =>
    url.endsWith('/auth/providers') ? jsonResponse(200, { providers }) : answer(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDialog(mode: 'signin' | 'signup' = 'signin', notice: ProviderNotice | null = null) {
  const onClose = vi.fn();
  const { client } = renderWithProviders(
    <LoginDialog open initialMode={mode} initialNotice={notice} onClose={onClose} />,
  );
  return { client, onClose };
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: RegExp, value: string) =>
  fireEvent.change(input(label), { target: { value } });

describe('login dialog', () => {
  it('shows each field’s problem under it and sends nothing', async () => {
    const fetchMock = stubApi(() => jsonResponse(500, {}));
    renderDialog('signup');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Display name must not be empty')).toBeTruthy();
    expect(screen.getByText('E-mail must not be empty')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(input(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/remAuth'))).toBe(false);
  });

  it('clears a message as soon as the field becomes valid', async () => {
    stubApi(() => jsonResponse(500, {}));
    renderDialog('signin');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail must not be empty')).toBeTruthy();
    type(/^E-mail/, 'ansel@example.com');
    expect(screen.queryByText('E-mail must not be empty')).toBeNull();
  });

  it('shows a wrong password as an alert', async () => {
    stubApi(() =>
      jsonResponse(401, {
        error: { code: 'bad_credentials', message: 'Wrong e-mail or password.' },
      }),
    );
    renderDialog('signin');
    type(/^E-mail/, 'ansel@example.com');
    type(/^Password/, 'not my password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password.');
  });

  it('puts the server’s password message under the password field', async () => {
    stubApi(() =>
      jsonResponse(400, { error: { code: 'invalid_input', message: 'password: is too common' } }),
    );
    renderDialog('signup');
    type(/^Display name/, 'Ansel');
    type(/^E-mail/, 'ansel@example.com');
    type(/^Password/, 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password is too common')).toBeTruthy();
  });

  it('asks to check the inbox after a sign-up answered with 202', async () => {
    stubApi(() => jsonResponse(202, { status: 'check-email' }));
    const { onClose } = renderDialog('signup');
    type(/^Display name/, 'Ansel');
    type(/^E-mail/, 'ansel@example.com');
    type(/^Password/, 'long enough password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Check your inbox to confirm your e-mail.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('signs in, closes, and becomes the current user', async () => {
    const user = makeCurrentUser({
      id: 7,
      username: 'ansel',
      displayName: 'Ansel',
      email: 'ansel@example.com',
    });
    stubApi(() => jsonResponse(200, { token: 't', user }));
    const { client, onClose } = renderDialog('signin');
    type(/^E-mail/, 'ansel@example.com');
    type(/^Password/, 'long enough password');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(client.getQueryData(CURRENT_USER_KEY)).toEqual(user);
  });

  it('offers a reset link that never tells whether the e-mail is known', async () => {
    stubApi(() => jsonResponse(202, { status: 'check-email' }));
    renderDialog('signin');
    type(/^E-mail/, 'who@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If an account exists for that e-mail, we sent a link.',
    );
  });

  it('shows no provider buttons while none is configured', async () => {
    stubApi(() => jsonResponse(500, {}));
    renderDialog('signin');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /^Continue with/ })).toBeNull();
  });

  it('offers the configured providers', async () => {
    stubApi(() => jsonResponse(500, {}), ['google', 'twitter']);
    renderDialog('signin');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with X' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
  });

  it('shows what a provider sign-in in redirect mode reported', async () => {
    stubApi(() => jsonResponse(500, {}));
    renderDialog('signin', { severity: 'error', text: 'Sign-in with Google was cancelled.' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign-in with Google was cancelled.',
    );
  });

  it('offers the demo member where the site has one, and signs in as them', async () => {
    const lena = makeCurrentUser({ id: 1, displayName: 'Lena Hofer', email: null });
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/providers')) return jsonResponse(200, { providers: [] });
      if (url.endsWith('/auth/demo') && init?.method === 'POST') {
        return jsonResponse(200, { token: 't'.repeat(43), user: lena });
      }
      if (url.endsWith('/auth/demo')) {
        return jsonResponse(200, { member: { displayName: 'Lena Hofer' } });
      }
      return jsonResponse(500, {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const { client, onClose } = renderDialog('signin');
    fireEvent.click(await screen.findByRole('button', { name: 'Explore as Lena Hofer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(client.getQueryData(CURRENT_USER_KEY)).toMatchObject({ id: 1 });
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/auth/demo') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('offers no demo member where the site has none', async () => {
    stubApi(() => jsonResponse(200, { member: null }));
    renderDialog('signin');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('button', { name: /^Explore as/ })).toBeNull();
  });
});
