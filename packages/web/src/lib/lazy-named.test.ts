import { describe, expect, it } from 'vitest';
import { isLazyLoaded, lazyNamed, preloadLazy } from './lazy-named';

function Rendered() {
  return null;
}

describe('preloadLazy', () => {
  it('loads all a server renders ahead, but not what is drawn in the browser only, until it is named', async () => {
    let mapLoads = 0;
    lazyNamed(async () => ({ ServerRendered: Rendered }), 'ServerRendered');
    lazyNamed(
      async () => {
        mapLoads++;
        return { BrowserDrawn: Rendered };
      },
      'BrowserDrawn',
      { drawnInBrowserOnly: true },
    );

    await preloadLazy(null);
    expect(isLazyLoaded('ServerRendered')).toBe(true);
    expect(isLazyLoaded('BrowserDrawn')).toBe(false);
    expect(mapLoads).toBe(0);

    // A page the server rendered it on names it: the browser loads it before hydrating.
    await preloadLazy(['BrowserDrawn']);
    expect(isLazyLoaded('BrowserDrawn')).toBe(true);
    expect(mapLoads).toBe(1);
  });

  it('leaves a component loaded when hydrated to the hydration, though the server rendered it', async () => {
    let loads = 0;
    lazyNamed(
      async () => {
        loads++;
        return { BelowTheFold: Rendered };
      },
      'BelowTheFold',
      { loadsWhenHydrated: true },
    );

    // The browser, named it by the server's page: not loaded ahead of hydration.
    await preloadLazy(['BelowTheFold']);
    expect(isLazyLoaded('BelowTheFold')).toBe(false);
    expect(loads).toBe(0);

    // The server loads it before it renders.
    await preloadLazy(null);
    expect(isLazyLoaded('BelowTheFold')).toBe(true);
    expect(loads).toBe(1);
  });
});
