import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, apiPost } from '../api/client';
import { oauthStartUrl } from '../features/account/provider-buttons';
import { startNativeSignIn } from '../features/account/native-sign-in';
import { pkceChallenge } from '../lib/pkce';
import { providerNoticeFrom } from '../features/account/provider-notice';
import { serverAddress, type NativeSharedFile } from '../lib/native-app';
import { makeTestQueryClient, renderApp } from '../test-support/render';
import { makeCurrentUser } from '../test-support/factories';
import { signIn } from '../features/account/account-api';
import { useLogout } from '../features/account/session';
import { CURRENT_USER_KEY } from '../core/current-user';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { jsonResponse, stubApiByPath } from '../test-support/http';
import { hardwareBackAction } from '../core/native-app-events';
import { takeSharedPhotos } from '../core/shared-photos';

/**
 * A stand-in for the Android app's Capacitor bridge: the test fires its events (hardware
 * back, a share) the way the native side does, and sees what the web app asked of it.
 */
class FakeBridge {
  readonly exitApp = vi.fn();
  private readonly handlers = new Map<string, (event: unknown) => void>();
  pendingShare: NativeSharedFile[] = [];
  readonly Plugins = {
    App: {
      addListener: (event: string, handler: (event: unknown) => void) => this.on(event, handler),
      exitApp: this.exitApp,
    },
    ShareIntent: {
      addListener: (event: string, handler: (event: unknown) => void) =>
        Promise.resolve(this.on(event, handler)),
      takePending: () => Promise.resolve({ files: this.pendingShare.splice(0) }),
    },
  };
  isNativePlatform = () => true;

  fire(event: string, payload: unknown) {
    const handler = this.handlers.get(event);
    if (!handler) throw new Error(`nothing listens to ${event}`);
    handler(payload);
  }

  private on(event: string, handler: (event: unknown) => void) {
    this.handlers.set(event, handler);
    return { remove: () => this.handlers.delete(event) };
  }
}

let bridge: FakeBridge;
beforeEach(() => {
  bridge = new FakeBridge();
  vi.stubGlobal('Capacitor', bridge);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  window.history.replaceState(null, '');
});

function renderNative(entries: string[], queryClient = makeTestQueryClient(null)) {
  return renderApp(entries, queryClient);
}

/** The Authorization header and credentials mode of a recorded fetch call. */
function sentWith(call: unknown[]) {
  const init = call[1] as RequestInit;
  return {
    url: call[0] as string,
    authorization: new Headers(init.headers).get('Authorization'),
    credentials: init.credentials,
    body: init.body,
  };
}

describe('the web side of the Android app', () => {
  it('leaves the app on hardware back at home or without earlier pages, else goes back', async () => {
    expect(hardwareBackAction('/', { idx: 3 })).toBe('exit');
    expect(hardwareBackAction('/explore/recent', null)).toBe('exit');
    expect(hardwareBackAction('/explore/recent', { idx: 1 })).toBe('back');

    stubApiByPath(() => undefined);
    const router = await renderNative(['/', '/about/features']);
    window.history.replaceState({ idx: 1 }, '');
    act(() => bridge.fire('backButton', { canGoBack: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bridge.exitApp).not.toHaveBeenCalled();

    window.history.replaceState({ idx: 0 }, '');
    act(() => bridge.fire('backButton', { canGoBack: false }));
    expect(bridge.exitApp).toHaveBeenCalledTimes(1);
  });

  it('hands shared images to the new-photo page and leaves other files out', async () => {
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    stubApiByPath((path) => {
      if (path === 'capacitor://localhost/_capacitor_file_/cache/shared/dolomites.jpg') {
        return new Response(jpeg, { headers: { 'Content-Type': 'image/jpeg' } });
      }
      return undefined;
    });
    const router = await renderNative(['/']);
    await act(async () => {
      bridge.fire('shareReceived', {
        files: [
          {
            webPath: 'capacitor://localhost/_capacitor_file_/cache/shared/dolomites.jpg',
            name: 'dolomites.jpg',
            mimeType: 'image/jpeg',
          },
          {
            webPath: 'capacitor://localhost/_capacitor_file_/cache/shared/notes.pdf',
            name: 'notes.pdf',
            mimeType: 'application/pdf',
          },
        ],
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/newPhoto'));
    // A visitor is asked to sign in first; the photo waits for the page's upload.
    const shared = takeSharedPhotos();
    expect(shared.map((file) => [file.name, file.type])).toEqual([['dolomites.jpg', 'image/jpeg']]);
  });

  it('sends /index.html home', async () => {
    stubApiByPath(() => undefined);
    const router = await renderNative(['/index.html']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('prefixes the API host (calls, photos and map files), signs in with the redirect flow and only logs a failed sign-in', async () => {
    vi.stubEnv('VITE_API_HOST', 'https://vantage.example/');
    const asked = vi.fn((..._args: unknown[]) => Promise.resolve(jsonResponse(200, { ok: true })));
    vi.stubGlobal('fetch', asked);
    const { z } = await import('zod');
    await apiFetch('/pspots/popular', z.object({ ok: z.boolean() }));
    expect(asked.mock.calls[0]![0]).toBe('https://vantage.example/api/pspots/popular');
    expect((asked.mock.calls[0]![1] as RequestInit).credentials).toBe('omit');
    // Photos and map files named in answers come from the server, not the app's own origin.
    asked.mockResolvedValueOnce(
      jsonResponse(200, {
        urls: { thumb: '/media/thumb/1.jpg', large: '/media/large/1.jpg' },
        style: '/tiles/style.json',
        title: 'Lago di Braies',
        link: 'https://elsewhere.example/media/x.jpg',
      }),
    );
    const answer = await apiFetch(
      '/point/1',
      z.object({
        urls: z.object({ thumb: z.string(), large: z.string() }),
        style: z.string(),
        title: z.string(),
        link: z.string(),
      }),
    );
    expect(answer).toEqual({
      urls: {
        thumb: 'https://vantage.example/media/thumb/1.jpg',
        large: 'https://vantage.example/media/large/1.jpg',
      },
      style: 'https://vantage.example/tiles/style.json',
      title: 'Lago di Braies',
      link: 'https://elsewhere.example/media/x.jpg',
    });
    expect(serverAddress('/tiles/7/68/45.pbf')).toBe('https://vantage.example/tiles/7/68/45.pbf');
    vi.unstubAllEnvs();
    expect(serverAddress('/tiles/7/68/45.pbf')).toBe(
      new URL('/tiles/7/68/45.pbf', window.location.href).href,
    );
    vi.stubEnv('VITE_API_HOST', 'https://vantage.example/');
    expect(oauthStartUrl('google', 'app')).toBe(
      'https://vantage.example/api/auth/oauth/google/start?mode=app',
    );

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(providerNoticeFrom(new URLSearchParams('error=The+sign-in+was+cancelled'))).toBeNull();
    expect(logged).toHaveBeenCalledWith('Login failed.');
    logged.mockRestore();
  });

  describe('session as a Bearer token', () => {
    const ada = makeCurrentUser({ id: 7, displayName: 'Ada' });
    const TOKEN = 'T'.repeat(43);
    const VERIFIER = 'v'.repeat(43);
    beforeEach(() => {
      vi.stubEnv('VITE_API_HOST', 'https://vantage.example');
      localStorage.clear();
    });

    it('keeps the sign-in token, sends it as Bearer without cookies, and revokes it on logout', async () => {
      const asked = vi.fn((url: string) =>
        Promise.resolve(
          url.endsWith('/api/remAuth')
            ? jsonResponse(200, { token: TOKEN, user: ada })
            : jsonResponse(200, { ok: true }),
        ),
      );
      vi.stubGlobal('fetch', asked);
      const { z } = await import('zod');
      await apiFetch('/pspots/popular', z.object({ ok: z.boolean() }));
      expect(sentWith(asked.mock.calls[0]!)).toMatchObject({
        authorization: null,
        credentials: 'omit',
      });

      await signIn('ada@example.com', 'granite-lake-dawn');
      await apiPost('/point/1/img/2/rateUp', {}, z.object({ ok: z.boolean() }));
      expect(sentWith(asked.mock.calls[2]!)).toMatchObject({
        url: 'https://vantage.example/api/point/1/img/2/rateUp',
        authorization: `Bearer ${TOKEN}`,
        credentials: 'omit',
      });

      const client = makeTestQueryClient(ada);
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(() => useLogout(), { wrapper });
      await act(() => result.current());
      expect(sentWith(asked.mock.calls[3]!)).toMatchObject({
        url: 'https://vantage.example/api/logout',
        authorization: `Bearer ${TOKEN}`,
      });
      expect(client.getQueryData(CURRENT_USER_KEY)).toBeNull();
      await apiFetch('/pspots/popular', z.object({ ok: z.boolean() }));
      expect(sentWith(asked.mock.calls.at(-1)!).authorization).toBeNull();
    });

    it('starts a provider sign-in in the system browser with the S256 challenge of a kept verifier', async () => {
      const assigned = vi.fn();
      await startNativeSignIn(oauthStartUrl('google', 'app'), assigned);
      const verifier = localStorage.getItem('vantage.signInVerifier')!;
      expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const started = new URL(assigned.mock.calls[0]![0] as string);
      expect(started.origin + started.pathname).toBe(
        'https://vantage.example/api/auth/oauth/google/start',
      );
      expect(Object.fromEntries(started.searchParams)).toEqual({
        mode: 'app',
        code_challenge: await pkceChallenge(verifier),
        code_challenge_method: 'S256',
      });
    });

    it("exchanges the sign-in return link's code with the verifier and signs the member in; a failure is only logged", async () => {
      localStorage.setItem('vantage.signInVerifier', VERIFIER);
      const exchanged: unknown[] = [];
      stubApiByPath((path) => {
        if (path === 'https://vantage.example/api/auth/appCode') {
          return jsonResponse(200, { token: TOKEN, user: ada });
        }
        return undefined;
      });
      const fetchMock = vi.mocked(fetch);
      const client = makeTestQueryClient(null);
      await renderNative(['/'], client);
      await act(async () => {
        bridge.fire('appUrlOpen', { url: 'app.vantage.atlas://signin?code=one-time-code' });
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      await waitFor(() => expect(client.getQueryData(CURRENT_USER_KEY)).toEqual(ada));
      for (const call of fetchMock.mock.calls) {
        const sent = sentWith(call);
        if (sent.url.endsWith('/api/auth/appCode') && typeof sent.body === 'string') {
          exchanged.push(JSON.parse(sent.body));
        }
      }
      expect(exchanged).toEqual([{ code: 'one-time-code', code_verifier: VERIFIER }]);
      expect(localStorage.getItem('vantage.sessionToken')).toBe(TOKEN);
      // The verifier is used once.
      expect(localStorage.getItem('vantage.signInVerifier')).toBeNull();

      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      act(() => bridge.fire('appUrlOpen', { url: 'app.vantage.atlas://signin?error=Cancelled' }));
      expect(logged).toHaveBeenCalledWith('Login failed.');
      logged.mockRestore();
    });
  });
});
