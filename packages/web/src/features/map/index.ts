/**
 * The map (MapLibre) and everything drawn on it. Heavy: only code that is itself loaded lazily
 * (the map, spot, region, search, profile and upload pages) may import this index.
 */
export { CoordinatesBox } from './coordinates-box';
export { LargeMap } from './large-map';
export { initialLargeMapView } from './map-bounds';
export { MapView } from './map-view';
export type { InitialMapView } from './map-bounds';
export { INTERACTIVE_SPOT_LAYERS } from './spot-layers';
export { SpotMarkers } from './spot-markers';
export { SPOTS_MAP_SX, SpotsMap } from './spots-map';
export { spotsView } from './spots-view';
