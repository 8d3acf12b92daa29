import { MemoryRouter } from 'react-router';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@vantage/shared';
import { makeCurrentUser } from '../../test-support/factories';
import { makeTestQueryClient, renderWithProviders } from '../../test-support/render';
import { FollowButton } from './follow-button';
import { NotificationList } from './notification-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** Answers the API calls of these tests; records each call. */
function stubApi(answer: (url: string, init?: RequestInit) => unknown) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) =>
    Promise.resolve(json(answer(url, init))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const item = (overrides: Partial<Notification>): Notification => ({
  id: 1,
  kind: 'photoVoted',
  count: 1,
  text: 'A vote on your photo at “Seceda”',
  link: '/photo/4',
  created: new Date().toISOString(),
  read: false,
  actor: null,
  ...overrides,
});

describe('the notification list', () => {
  it('lists the member’s notifications with unread ones marked, and marks one read as it opens', async () => {
    const fetchMock = stubApi((url) => {
      if (url.startsWith('/api/notifications?'))
        return {
          items: [
            item({ id: 9, count: 12, text: '12 votes on your photo at “Seceda”' }),
            item({ id: 3, read: true, kind: 'badgeEarned', text: 'You earned a badge' }),
          ],
          unread: 1,
          next: null,
        };
      return { unread: 0 };
    });
    renderWithProviders(
      <MemoryRouter>
        <NotificationList />
      </MemoryRouter>,
      makeTestQueryClient(makeCurrentUser()),
    );
    const unread = await screen.findByRole('link', { name: /12 votes on your photo/ });
    expect(unread.textContent).toContain('(unread)');
    expect(screen.getByRole('link', { name: /You earned a badge/ }).textContent).not.toContain(
      '(unread)',
    );
    fireEvent.click(unread);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/notifications/9/read')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/notifications/read')).toBe(true),
    );
  });
});

describe('the Follow button', () => {
  it('shows whether the member follows the spot and follows it on a click', async () => {
    let following = false;
    const fetchMock = stubApi((_url, init) => {
      if (init?.method === 'POST') {
        following = (JSON.parse(init.body as string) as { following: boolean }).following;
      }
      return { following };
    });
    renderWithProviders(
      <FollowButton type="spot" target={5} />,
      makeTestQueryClient(makeCurrentUser()),
    );
    const button = await screen.findByRole('button', { name: 'Follow' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    const pressed = await screen.findByRole('button', { name: 'Following' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === '/api/follow/spot/5' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('is not shown on the member’s own profile', () => {
    stubApi(() => ({ following: false }));
    const user = makeCurrentUser();
    renderWithProviders(<FollowButton type="member" target={user.id} />, makeTestQueryClient(user));
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });
});
