/**
 * The MapLibre version whose insides this folder was written and tested against: the same as
 * packages/web/package.json pins. Any other version gets MapLibre's plain map.
 */
export const PINNED_MAPLIBRE_VERSION = '5.24.1';

/**
 * The tricks this folder plays on MapLibre's insides, each one switched on or off alone. Each
 * earns its place by a gain `bench/maplibre-tricks.bench.ts` prints on the map page.
 */
export const MAPLIBRE_TRICKS = [
  // Layers and sources added to the style without MapLibre's style-specification check.
  'unchecked-layers',
] as const;
export type MaplibreTrick = (typeof MAPLIBRE_TRICKS)[number];

/** The attribute on a map's container that lists the tricks played on it (`none` for none). */
export const MAPLIBRE_TRICKS_ATTRIBUTE = 'data-maplibre-tricks';

/** The one switch for the tricks, in the page's address: `?maplibre-tricks=off` for none, or a list of those to play. */
export const MAPLIBRE_TRICKS_PARAMETER = 'maplibre-tricks';

/**
 * The tricks to play: none on a MapLibre other than the pinned one (its insides may differ),
 * else those `requested` by the address parameter, all when it is absent.
 */
export function tricksFor(version: string, requested: string | null): ReadonlySet<MaplibreTrick> {
  if (version !== PINNED_MAPLIBRE_VERSION) return new Set();
  if (requested === null) return new Set(MAPLIBRE_TRICKS);
  const asked = new Set(requested.split(','));
  return new Set(MAPLIBRE_TRICKS.filter((trick) => asked.has(trick)));
}
