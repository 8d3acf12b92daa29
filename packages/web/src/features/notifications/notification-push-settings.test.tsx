import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPushChoices } from '@vantage/shared';
import { makeCurrentUser } from '../../test-support/factories';
import { makeTestQueryClient, renderWithProviders } from '../../test-support/render';
import { NotificationPushSettings } from './notification-push-settings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const PUBLIC_KEY = `B${'A'.repeat(86)}`;

/** The API as the settings call it: the choices, the key, and the subscriptions kept. */
function fakeApi() {
  let choices = defaultPushChoices();
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(init.body as string) : null;
    calls.push({ url, method, body });
    if (url === '/api/notifications/push') {
      if (method === 'POST') choices = { ...choices, ...(body as object) };
      return Promise.resolve(json(choices));
    }
    if (url === '/api/push/key') return Promise.resolve(json({ publicKey: PUBLIC_KEY }));
    if (url === '/api/push/subscriptions') {
      return Promise.resolve(json({ subscribed: method === 'POST' }));
    }
    return Promise.resolve(json({}));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A browser that supports push: its permission prompt and its push manager. */
function pushBrowser() {
  const subscription = {
    endpoint: 'https://push.example/abc',
    toJSON: () => ({
      endpoint: 'https://push.example/abc',
      expirationTime: null,
      keys: { p256dh: PUBLIC_KEY, auth: 'A'.repeat(22) },
    }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn((options: PushSubscriptionOptionsInit) => {
      current = subscription;
      void options;
      return Promise.resolve(subscription);
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    permission: 'default',
    requestPermission: vi.fn(() => Promise.resolve('granted')),
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(registration),
      ready: Promise.resolve(registration),
    },
  });
  return { pushManager, subscription };
}

describe('the push notification settings', () => {
  it('shows each kind’s switch and saves a change as it is made; no device switch without push', async () => {
    const calls = fakeApi();
    renderWithProviders(<NotificationPushSettings />, makeTestQueryClient(makeCurrentUser()));
    const votes = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Votes on my photos',
    });
    expect(votes.checked).toBe(false);
    expect(screen.queryByRole('switch', { name: 'Push notifications on this device' })).toBeNull();
    fireEvent.click(votes);
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLInputElement>('switch', { name: 'Votes on my photos' }).checked,
      ).toBe(true),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ photoVoted: true });
  });

  it('turns this device on: asks permission, subscribes with the server’s key and saves it', async () => {
    const calls = fakeApi();
    const { pushManager, subscription } = pushBrowser();
    try {
      renderWithProviders(<NotificationPushSettings />, makeTestQueryClient(makeCurrentUser()));
      const device = await screen.findByRole('switch', {
        name: 'Push notifications on this device',
      });
      await waitFor(() => expect((device as HTMLInputElement).disabled).toBe(false));
      fireEvent.click(device);
      await waitFor(() => expect((device as HTMLInputElement).checked).toBe(true));
      const options = pushManager.subscribe.mock.calls[0]![0];
      expect(options.userVisibleOnly).toBe(true);
      expect(options.applicationServerKey).toEqual(new Uint8Array([4, ...new Uint8Array(64)]));
      expect(calls.find((call) => call.url === '/api/push/subscriptions')).toMatchObject({
        method: 'POST',
        body: subscription.toJSON(),
      });

      fireEvent.click(device);
      await waitFor(() => expect((device as HTMLInputElement).checked).toBe(false));
      expect(calls.filter((call) => call.url === '/api/push/subscriptions').at(-1)).toEqual({
        url: '/api/push/subscriptions',
        method: 'DELETE',
        body: { endpoint: subscription.endpoint },
      });
      expect(subscription.unsubscribe).toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
