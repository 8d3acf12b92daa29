/**
 * The map's light door: its bare view (MapLibre with the basemap, the spots and a marker), for a
 * small map on a page. The index (`index.ts`) brings the large map with its menus, panels and
 * tracks, which a small map never shows.
 */
export { MapView } from './map-view';
