import type { Map as MaplibreMap, MapEventType } from 'maplibre-gl';

/** Listeners by MapLibre event name. */
export type MapListeners = { [K in keyof MapEventType]?: (event: MapEventType[K]) => void };

/** Adds the listeners to the map and gives back the function that removes them again. */
export function listenToMap(
  map: Pick<MaplibreMap, 'on' | 'off'>,
  listeners: MapListeners,
): () => void {
  const entries = Object.entries(listeners);
  for (const [type, listener] of entries) map.on(type, listener);
  return () => {
    for (const [type, listener] of entries) map.off(type, listener);
  };
}
