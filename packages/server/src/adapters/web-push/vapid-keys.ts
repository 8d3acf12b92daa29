import type { KeptValues } from '../../lib/server-secret';
import { loadedOnFirstUse } from '../../lib/on-first-use';

/** The `web-push` library, loaded with the first push (or the first pair of keys made). */
export const webPush = loadedOnFirstUse(async () => (await import('web-push')).default);

/** The server's VAPID key pair, base64url: the public key is the browsers' applicationServerKey. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const META_KEY = 'vapid_keys';

/**
 * The configured VAPID keys (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`), else a pair generated
 * once and kept in the database beside the server's other secrets: browsers subscribed with
 * the public key, so a new pair at each start would silence every subscription.
 */
export async function loadVapidKeys(
  configured: VapidKeys | null,
  kept: KeptValues,
): Promise<VapidKeys> {
  if (configured) return configured;
  const library = await webPush();
  const stored = await kept.getOrCreate(META_KEY, () =>
    JSON.stringify(library.generateVAPIDKeys()),
  );
  const parsed = JSON.parse(stored) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error('the stored VAPID keys are unreadable');
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}
