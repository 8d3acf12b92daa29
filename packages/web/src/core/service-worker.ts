import { API_CACHE } from '../lib/offline/cache-names';

/**
 * Starts the offline worker (`/sw.js`, built from `src/service-worker`) once the page has
 * loaded, so it never competes with the first paint. Not in development, where Vite serves
 * modules the worker does not know.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.error('The offline worker could not start', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Forgets the API reads the worker kept for offline use: after signing out, the next person
 * on this device must not find the member's answers there. Saved packs stay: they were kept on
 * purpose and hold public pages.
 */
export async function forgetKeptReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE);
}

/**
 * Ends this browser's push subscription after signing out: the next person on this device
 * must not be shown the member's notifications. The server forgets it when its push service
 * next answers 410 Gone.
 */
export async function forgetPushSubscription(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}
