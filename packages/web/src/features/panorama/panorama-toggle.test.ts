import { describe, expect, it } from 'vitest';
import { hasPanorama, isPanoramaOpen, panoramaToggleTarget } from './panorama-toggle';

describe('the 360 flag', () => {
  it('opens the 360 view with the large map and keeps other flags', () => {
    expect(panoramaToggleTarget({ pathname: '/l/Tunnel_View/7', search: '?w' })).toEqual({
      pathname: '/l/Tunnel_View/7',
      search: '?w&map&360',
    });
    expect(panoramaToggleTarget({ pathname: '/l/Tunnel_View/7', search: '?map' }).search).toBe(
      '?map&360',
    );
  });

  it('closes by dropping only its own flag', () => {
    expect(panoramaToggleTarget({ pathname: '/l/Tunnel_View/7', search: '?map&360' })).toEqual({
      pathname: '/l/Tunnel_View/7',
      search: '?map',
    });
    expect(isPanoramaOpen('?360')).toBe(true);
    expect(isPanoramaOpen('?map')).toBe(false);
  });

  it('is offered on spot pages only', () => {
    expect(hasPanorama('/l/Tunnel_View/7')).toBe(true);
    expect(hasPanorama('/map')).toBe(false);
    expect(hasPanorama('/r/1/2/3/4')).toBe(false);
  });
});
