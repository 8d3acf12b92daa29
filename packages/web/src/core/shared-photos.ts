import { useSyncExternalStore } from 'react';

/** Photos another app shared with this one, waiting for the new-photo page. */
let pending: File[] = [];
const listeners = new Set<() => void>();

/** Hands shared photos to the new-photo flow (which takes them when it opens). */
export function offerSharedPhotos(files: readonly File[]): void {
  pending = [...files];
  for (const listener of listeners) listener();
}

/** The shared photos, handed over once: a second call answers none. */
export function takeSharedPhotos(): File[] {
  const files = pending;
  if (files.length > 0) {
    pending = [];
    for (const listener of listeners) listener();
  }
  return files;
}

/** How many shared photos wait, for a page that takes them as they come. */
export function useSharedPhotosWaiting(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending.length,
  );
}
