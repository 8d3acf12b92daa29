import { describe, expect, it } from 'vitest';
import webPackage from '../../../package.json';
import { version as installedVersion } from 'maplibre-gl/package.json';
import { MAPLIBRE_TRICKS, PINNED_MAPLIBRE_VERSION, tricksFor } from './trick-names';

describe('tricksFor', () => {
  it('plays every trick on the pinned MapLibre unless the address says otherwise', () => {
    expect([...tricksFor(PINNED_MAPLIBRE_VERSION, null)]).toEqual([...MAPLIBRE_TRICKS]);
  });

  it('plays none on another MapLibre, whatever the address asks: its insides may differ', () => {
    expect(tricksFor('5.24.2', null).size).toBe(0);
    expect(tricksFor('6.0.0', MAPLIBRE_TRICKS.join(',')).size).toBe(0);
  });

  it('plays none when the address switches them off, and only those it lists', () => {
    expect(tricksFor(PINNED_MAPLIBRE_VERSION, 'off').size).toBe(0);
    const [first] = MAPLIBRE_TRICKS;
    expect([...tricksFor(PINNED_MAPLIBRE_VERSION, `unknown,${first}`)]).toEqual([first]);
    expect(tricksFor(PINNED_MAPLIBRE_VERSION, 'unknown').size).toBe(0);
  });

  it('is pinned to the version installed and to the one the package asks for, exactly', () => {
    expect(installedVersion).toBe(PINNED_MAPLIBRE_VERSION);
    expect(webPackage.dependencies['maplibre-gl']).toBe(PINNED_MAPLIBRE_VERSION);
  });
});
