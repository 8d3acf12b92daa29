import { useCallback, useEffect, useState } from 'react';
import { deleteSubscription, pushKey, saveSubscription } from './notifications-api';

/** Where this browser stands with push: why it cannot, or whether it is subscribed. */
export type PushDeviceState = 'unsupported' | 'loading' | 'blocked' | 'off' | 'on';

/** Whether this browser can receive web push at all. */
export function browserSupportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The site's service worker registration, or null when none was registered (development). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!(await navigator.serviceWorker.getRegistration())) return null;
  return navigator.serviceWorker.ready;
}

/** A base64url key as the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A subscription of this browser with the server's key: a kept one, else a new one. */
async function subscribeWith(
  manager: PushManager,
  applicationServerKey: Uint8Array<ArrayBuffer>,
): Promise<PushSubscription> {
  const options = { userVisibleOnly: true, applicationServerKey };
  try {
    return await manager.subscribe(options);
  } catch (error) {
    // A subscription made with another key (the server's keys changed) must go first.
    const kept = await manager.getSubscription();
    if (!kept) throw error;
    await kept.unsubscribe();
    return manager.subscribe(options);
  }
}

/**
 * This browser's push subscription: whether it has one, and turning it on (asking the
 * member's permission, subscribing with the server's key and saving it for the member) or off
 * (forgetting it at the server and in the browser).
 */
export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>(() =>
    browserSupportsPush() ? 'loading' : 'unsupported',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!browserSupportsPush()) return;
    let live = true;
    void (async () => {
      if (Notification.permission === 'denied') {
        if (live) setState('blocked');
        return;
      }
      const found = await navigator.serviceWorker.getRegistration();
      const subscription = found ? await found.pushManager.getSubscription() : null;
      if (live) setState(subscription ? 'on' : 'off');
    })().catch(() => {
      if (live) setState('off');
    });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setProblem(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      const worker = await registration();
      if (!worker) {
        setProblem('Push needs the site’s offline worker, which starts when the page is reloaded.');
        return;
      }
      const { publicKey } = await pushKey();
      const subscription = await subscribeWith(worker.pushManager, keyBytes(publicKey));
      await saveSubscription(subscription.toJSON());
      setState('on');
    } catch {
      setProblem('Push notifications could not be turned on. Please try again.');
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setProblem(null);
    try {
      const worker = await navigator.serviceWorker.getRegistration();
      const subscription = worker ? await worker.pushManager.getSubscription() : null;
      if (subscription) {
        await deleteSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setProblem('Push notifications could not be turned off. Please try again.');
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, problem, busy, turnOn, turnOff };
}
