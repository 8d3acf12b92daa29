import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { nativePlugin, type NativeListener, type NativeSharedFile } from '../lib/native-app';
import { hasEarlierInAppEntry } from './navigation';
import { offerSharedPhotos } from './shared-photos';

/** Where shared photos are handed over. */
export const NEW_PHOTO_PATH = '/newPhoto';

/**
 * What the hardware back button does in the native app: it leaves the app on the home page
 * or when there is no earlier page of the app to go back to, else goes back.
 */
export function hardwareBackAction(pathname: string, historyState: unknown): 'exit' | 'back' {
  return pathname === '/' || !hasEarlierInAppEntry(historyState) ? 'exit' : 'back';
}

/** Reads the shared files the web view can fetch; files that are not images are left out. */
export async function filesOfShare(shared: readonly NativeSharedFile[]): Promise<File[]> {
  const images = shared.filter((file) => file.mimeType.startsWith('image/'));
  const files = await Promise.all(
    images.map(async (file) => {
      const response = await fetch(file.webPath);
      if (!response.ok) return null;
      return new File([await response.blob()], file.name, { type: file.mimeType });
    }),
  );
  return files.filter((file): file is File => file !== null);
}

/**
 * Registers a native plugin's listener, which plugins answer with or without a promise;
 * answers the function that removes it.
 */
export function listen(registration: Promise<NativeListener> | NativeListener): () => void {
  let removed = false;
  let handle: NativeListener | null = null;
  void Promise.resolve(registration).then((listener) => {
    handle = listener;
    if (removed) void listener.remove();
  });
  return () => {
    removed = true;
    if (handle) void handle.remove();
  };
}

/**
 * The native app's events, in the web app: the hardware back button, and images shared from
 * other apps, which open the new-photo page with them. Nothing happens in a browser.
 */
export function useNativeAppEvents(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const app = nativePlugin('App');
    if (!app) return;
    return listen(
      app.addListener('backButton', () => {
        if (hardwareBackAction(pathname, window.history.state) === 'exit') void app.exitApp();
        else void navigate(-1);
      }),
    );
  }, [navigate, pathname]);

  useEffect(() => {
    const share = nativePlugin('ShareIntent');
    if (!share) return;
    const receive = async (shared: readonly NativeSharedFile[]) => {
      const files = await filesOfShare(shared);
      if (files.length === 0) return;
      offerSharedPhotos(files);
      void navigate(NEW_PHOTO_PATH);
    };
    void share.takePending().then(({ files }) => receive(files));
    return listen(share.addListener('shareReceived', ({ files }) => void receive(files)));
  }, [navigate]);
}
