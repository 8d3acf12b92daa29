import { describe, expect, it } from 'vitest';
import { spotFromLargeMap, withMapPanel } from './map-panels';
import type { AppLocation } from './map-toggle';

const at = (pathname: string, search = ''): AppLocation => ({ pathname, search });

describe('withMapPanel', () => {
  it.each(['w', '360', 'sb'] as const)('turning %s on forces the large map', (panel) => {
    expect(withMapPanel(at('/l/braies/12'), panel, true)).toEqual(
      at('/l/braies/12', `?map&${panel}`),
    );
  });

  it('adds only the panel where the large map is already shown', () => {
    expect(withMapPanel(at('/map'), 'sb', true)).toEqual(at('/map', '?sb'));
    expect(withMapPanel(at('/l/braies/12', '?map&w'), 'sb', true)).toEqual(
      at('/l/braies/12', '?map&w&sb'),
    );
  });

  it('turning a panel off keeps the large map', () => {
    expect(withMapPanel(at('/l/braies/12', '?map&sb'), 'sb', false)).toEqual(
      at('/l/braies/12', '?map'),
    );
  });
});

describe('spotFromLargeMap', () => {
  const spot = { id: 12, title: 'Lago di Braies' };

  it('keeps the large map with weather and spot bar', () => {
    expect(spotFromLargeMap(spot, '?map&sb&w&ft=lake&lat=1', true)).toEqual(
      at('/l/Lago_di_Braies/12', '?map&w&sb'),
    );
  });

  it('opens the plain spot page otherwise', () => {
    expect(spotFromLargeMap(spot, '?map', false)).toEqual(at('/l/Lago_di_Braies/12'));
  });
});
