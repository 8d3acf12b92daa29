import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { engines } from './support/engine-suite';
import { useTestContext } from './support/test-context';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe.each(engines)('security headers on %s', (engine) => {
  const ctx = useTestContext(engine, () => ({
    // Only the layers named here: the keyless default providers are left out.
    MAP_LAYER_DEFAULT: 'off',
    MAP_LAYER_OSM: 'off',
    MAP_LAYER_TOPO: 'https://tiles.example.org/{z}/{x}/{y}.png',
    CSP_HOSTS: 'https://images.example.net',
  }));

  it('gives pages a strict policy, the same for every page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/map' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    // The initial data is data, not a script to run: it needs no nonce. Without a web build,
    // the page has no inline script to allow.
    expect(res.body).toContain('<script id="vantage-initial-data" type="application/json">');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tiles.example.org',
      // The keyless satellite imagery, offered while no satellite layer is configured.
      'https://tiles.maps.eox.at',
      'https://images.example.net',
    ]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'blob:',
      'data:',
      'https://tiles.example.org',
      'https://tiles.maps.eox.at',
      'https://images.example.net',
    ]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    // Served over plain HTTP, no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Every response of a page is the same, its policy too.
    const again = await ctx.app.inject({ method: 'GET', url: '/map' });
    expect(again.body).toBe(res.body);
    expect(again.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
  });

  it('sends an API answer only the headers that act on data', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/photos/latest' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    // A JSON answer is never a document: the policies written for documents do nothing there.
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy'])
      expect(res.headers[name], name).toBeUndefined();
  });

  it('asks for HTTPS only when the site is served over it', async () => {
    const https = await ctx.appWith({ PUBLIC_URL: 'https://vantage.example' });
    const res = await https.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('PUBLIC_URL in production', () => {
  it('is required, so mailed links never follow the Host header', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://v.example' }).publicUrl).toBe(
      'https://v.example',
    );
  });
});
