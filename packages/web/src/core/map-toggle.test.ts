import { describe, expect, it } from 'vitest';
import { isLargeMapShown, mapToggleTarget, type AppLocation } from './map-toggle';

const at = (pathname: string, search = ''): AppLocation => ({ pathname, search });

describe('mapToggleTarget', () => {
  it('returns home from the map page, keeping a filter', () => {
    expect(mapToggleTarget(at('/map', '?map&lat=46&long=12&zoom=8'))).toEqual(at('/'));
    expect(mapToggleTarget(at('/map', '?map&sb&ft=waterfall'))).toEqual(at('/', '?ft=waterfall'));
  });

  it.each([
    '/tag/waterfall',
    '/photo_location/Italy/Dolomites',
    '/search/lake',
    '/by/anna',
    '/by/anna/galleries',
    '/user/7/map',
  ])('goes to the map from %s', (pathname) => {
    expect(mapToggleTarget(at(pathname))).toEqual(at('/map', '?map'));
  });

  it('keeps the filter on the way to the map', () => {
    expect(mapToggleTarget(at('/search/lake', '?fu=anna'))).toEqual(at('/map', '?map&fu=anna'));
  });

  it('turns the large map on beside a spot', () => {
    expect(mapToggleTarget(at('/l/lago-di-braies/12'))).toEqual(at('/l/lago-di-braies/12', '?map'));
    expect(mapToggleTarget(at('/r/46/12/1/2', '?ft=lake'))).toEqual(
      at('/r/46/12/1/2', '?ft=lake&map'),
    );
  });

  it('turns the large map off with weather and the spot bar, keeping other flags', () => {
    expect(mapToggleTarget(at('/l/lago-di-braies/12', '?map&w&sb&360&ft=lake'))).toEqual(
      at('/l/lago-di-braies/12', '?360&ft=lake'),
    );
    expect(mapToggleTarget(at('/l/lago-di-braies/12', '?map&fixPhoto=7'))).toEqual(
      at('/l/lago-di-braies/12'),
    );
  });

  it('opens the map page from pages without a large map of their own', () => {
    expect(mapToggleTarget(at('/'))).toEqual(at('/map', '?map'));
    expect(mapToggleTarget(at('/explore/recent'))).toEqual(at('/map', '?map'));
    expect(mapToggleTarget(at('/', '?map&sb'))).toEqual(at('/'));
  });

  it('does not mistake paths that only start like a profile or tag page', () => {
    expect(mapToggleTarget(at('/tags-help'))).toEqual(at('/map', '?map'));
    expect(mapToggleTarget(at('/l/by/3'))).toEqual(at('/l/by/3', '?map'));
  });
});

describe('isLargeMapShown', () => {
  it('is on for the map page and the map flag', () => {
    expect(isLargeMapShown(at('/map'))).toBe(true);
    expect(isLargeMapShown(at('/l/braies/12', '?map'))).toBe(true);
    expect(isLargeMapShown(at('/l/braies/12', '?sb'))).toBe(false);
    expect(isLargeMapShown(at('/'))).toBe(false);
  });
});
