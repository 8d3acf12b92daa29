// The installed package's version, which is the one bundled (its getVersion() says the same,
// but asking it would load MapLibre wherever a trick is looked up).
import { version as installedVersion } from 'maplibre-gl/package.json';
import { MAPLIBRE_TRICKS_PARAMETER, tricksFor, type MaplibreTrick } from './trick-names';

let active: ReadonlySet<MaplibreTrick> | null = null;

/** The tricks of this page: decided once, from the installed MapLibre and the page's address. */
export function activeTricks(): ReadonlySet<MaplibreTrick> {
  if (active) return active;
  // Read through globalThis: the server's render and the benchmarks have no page address.
  const { location } = globalThis as { location?: { search: string } };
  const search = location?.search ?? '';
  active = tricksFor(installedVersion, new URLSearchParams(search).get(MAPLIBRE_TRICKS_PARAMETER));
  return active;
}

export function trickActive(trick: MaplibreTrick): boolean {
  return activeTricks().has(trick);
}
