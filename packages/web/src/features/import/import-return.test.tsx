import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCurrentUser } from '../../test-support/factories';
import { jsonResponse, stubApiByPath } from '../../test-support/http';
import { makeTestQueryClient, renderApp } from '../../test-support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notConnected = { available: true, account: null, warning: null, image: null, remaining: 0 };

describe('the return routes of the Flickr connection', () => {
  it('finish the connection with the token and verifier, then open the import', async () => {
    const asked = stubApiByPath((path) => {
      if (path === '/flickr/access') return jsonResponse(200, { username: 'anna.alps' });
      if (path === '/flickrImage') return jsonResponse(200, notConnected);
      return undefined;
    });
    const client = makeTestQueryClient(makeCurrentUser());
    const router = await renderApp('/import?oauth_token=7215abc&oauth_verifier=5d1b', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/newPhoto'), {
      timeout: 5000,
    });
    expect(asked).toContain('/flickr/access');
    const calls = vi.mocked(fetch).mock.calls as unknown as [string, RequestInit][];
    const call = calls.find(([input]) => input === '/api/flickr/access');
    expect(JSON.parse(call![1].body as string)).toEqual({
      oauth_token: '7215abc',
      oauth_verifier: '5d1b',
    });
    expect(router.state.location.state).toEqual({ flickrImport: true });
    expect(router.state.location.search).toBe('');
  });

  it('render nothing and call nothing without a token', async () => {
    const asked = stubApiByPath(() => undefined);
    const router = await renderApp('/imports', makeTestQueryClient(null));
    expect(router.state.location.pathname).toBe('/imports');
    expect(asked.filter((path) => path.startsWith('/flickr'))).toEqual([]);
    expect(document.querySelector('main')?.textContent ?? '').toBe('');
  });
});
