import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultMailChoices } from '@vantage/shared';
import { makeCurrentUser } from '../../test-support/factories';
import { makeTestQueryClient, renderWithProviders } from '../../test-support/render';
import { NotificationMailSettings } from './notification-mail-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('the notification e-mail settings', () => {
  it('shows each kind’s choice and saves a new one as it is picked', async () => {
    let choices = defaultMailChoices();
    const fetchMock = vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') choices = { ...choices, ...JSON.parse(init.body as string) };
      return Promise.resolve(json(url === '/api/notifications/mail' ? choices : {}));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <NotificationMailSettings emailNews emailVerified />,
      makeTestQueryClient(makeCurrentUser()),
    );
    const votes = await screen.findByRole('combobox', { name: 'Votes on my photos' });
    expect(votes.textContent).toBe('Off');
    fireEvent.mouseDown(votes);
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('As it happens'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Votes on my photos' }).textContent).toBe(
        'As it happens',
      ),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ photoVoted: 'instant' });
  });

  it('says why nothing is mailed while e-mail news are off', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json(defaultMailChoices())));
    renderWithProviders(
      <NotificationMailSettings emailNews={false} emailVerified />,
      makeTestQueryClient(makeCurrentUser()),
    );
    expect(await screen.findByText(/E-mail news are off/)).toBeTruthy();
  });
});
