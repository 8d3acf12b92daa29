import { expect, test, type Page } from '@playwright/test';
import { PushKeyAnswer, Spot, type PushMessage } from '@vantage/shared';
import {
  makeBrowserPushKeys,
  type ReceivedPush,
} from '../packages/server/test/support/fake-push-service';
import { memberPage, signUpWatched } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { fakePushOrigin } from './support/fake-outside-services';
import { addPhotoAt } from './support/photos';

// The push event goes to the site's real service worker.
test.use({ serviceWorkers: 'allow' });

/**
 * Headless Chromium reaches no real push service, so the browser's push service alone is
 * replaced: `PushManager.subscribe` answers a subscription whose endpoint is on the fake push
 * service and whose keys are a real P-256 pair the test made, after checking what the page
 * asked for; what the page gave as `applicationServerKey` is kept to compare.
 */
async function replacePushService(page: Page, subscription: PushSubscriptionJSON) {
  await page.context().addInitScript((json: PushSubscriptionJSON) => {
    const kept = 'journey-push-subscribed';
    const made = {
      endpoint: json.endpoint!,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => json,
      unsubscribe: () => {
        localStorage.removeItem(kept);
        return Promise.resolve(true);
      },
    };
    PushManager.prototype.subscribe = function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      if (options?.userVisibleOnly !== true || !(key instanceof Uint8Array)) {
        return Promise.reject(new DOMException('userVisibleOnly and a key', 'NotAllowedError'));
      }
      localStorage.setItem(kept, btoa(String.fromCharCode(...Array.from(key as Uint8Array))));
      return Promise.resolve(made as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(
        localStorage.getItem(kept) ? (made as unknown as PushSubscription) : null,
      );
    };
  }, subscription);
}

test('a member turns push on, and a new photo where she follows is pushed, decrypted and shown by the service worker', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const keys = makeBrowserPushKeys();
  const id = `journey${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const endpoint = `${fakePushOrigin()}/push/${id}`;
  // The fake push service decrypts with the browser's private key, as the browser would.
  const given = await page.request.post(`${fakePushOrigin()}/_test/subscriptions/${id}`, {
    data: keys,
  });
  expect(given.status()).toBe(204);
  await replacePushService(page, {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  });
  await context.grantPermissions(['notifications'], { origin: baseURL! });

  const { errors } = await signUpWatched(page, 'Nadia Notified');
  // A spot of her own: the journeys beside this one change the demo's spots.
  const title = `Windy col ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/point', {
    data: { lat: 45.8 + Math.random() * 0.05, long: 6.8 + Math.random() * 0.05, title },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  const spot = Spot.parse(await created.json());
  const followed = await page.request.post(`/api/follow/spot/${spot.id}`, {
    data: { following: true },
    headers: { origin: baseURL! },
  });
  expect(followed.status()).toBe(200);

  // The site's service worker controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Push notifications' })).toBeVisible();
  const kinds = page.getByRole('group', { name: 'What is pushed' });
  await expect(kinds.getByRole('switch', { name: 'New photos where I follow' })).toBeChecked();
  await expect(kinds.getByRole('switch', { name: 'Votes on my photos' })).not.toBeChecked();
  const device = page.getByRole('switch', { name: 'Push notifications on this device' });
  await expect(device).toBeEnabled();
  await expect(device).not.toBeChecked();
  await device.click();
  await expect(device).toBeChecked();
  // The page subscribed with the server's VAPID key.
  const serverKey = PushKeyAnswer.parse(await (await page.request.get('/api/push/key')).json());
  const askedKey = await page.evaluate(() => localStorage.getItem('journey-push-subscribed'));
  expect(Buffer.from(askedKey!, 'base64').toString('base64url')).toBe(serverKey.publicKey);
  await expectNoSeriousA11yViolations(page, 'the profile settings with push notifications');

  // Another member adds a photo at the spot, in a browser of their own.
  const other = await memberPage(browser, 'Oskar Outdoors');
  await other.goto('/');
  const { photo } = await addPhotoAt(other, spot.id, 'Col in the wind');

  // The push service received it: VAPID-signed with the server's key, and it decrypts.
  let received: ReceivedPush[] = [];
  await expect
    .poll(async () => {
      const answer = await page.request.get(`${fakePushOrigin()}/_test/received/${id}`);
      received = (await answer.json()) as ReceivedPush[];
      return received.length;
    })
    .toBe(1);
  expect(received[0]!.vapid.publicKey).toBe(serverKey.publicKey);
  const message = JSON.parse(received[0]!.payload) as PushMessage;
  expect(message).toEqual({
    title: 'New photo where you follow',
    body: `A new photo at “${title}”, which you follow`,
    url: `/photo/${photo.id}`,
    tag: `newPhoto:spot:${spot.id}`,
  });

  // What the push service would hand the browser goes to the site's real service worker.
  const cdp = await context.newCDPSession(page);
  const scope = new URL('/', baseURL).href;
  // A push reaches a worker once it is active: the site's worker is still installing (it keeps
  // the whole app for offline use) on a busy machine, and a push handed over before is lost.
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const ours = versions.find(
        (version) => version.scriptURL.startsWith(scope) && version.status === 'activated',
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: received[0]!.payload,
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const shown = await registration.getNotifications();
        return shown.map((item) => ({
          title: item.title,
          body: item.body,
          tag: item.tag,
          data: item.data as unknown,
        }));
      }),
    )
    .toEqual([
      {
        title: message.title,
        body: message.body,
        tag: message.tag,
        data: { url: message.url },
      },
    ]);

  // Turned off, the server forgets this device's subscription.
  const forgotten = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/push/subscriptions') &&
      response.request().method() === 'DELETE',
  );
  await device.click();
  expect(await (await forgotten).json()).toEqual({ subscribed: false });
  await expect(device).not.toBeChecked();
  expect(errors).toEqual([]);
});
