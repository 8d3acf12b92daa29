/**
 * The one door to MapLibre's insides (its `_` members, the painter, the style object): only
 * this folder touches them, for a MapLibre of the pinned version, and each trick can be
 * switched off (see `trick-names.ts`). Everything else uses MapLibre's public API. MapLibre
 * itself, with the tricks, comes from `map-library.ts`, imported apart so that what imports this
 * index does not load MapLibre.
 */
export { MAPLIBRE_TRICKS, MAPLIBRE_TRICKS_ATTRIBUTE } from './trick-names';
export { activeTricks } from './tricks';
