import maplibregl, { type AddLayerObject } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { MAPLIBRE_TRICKS_ATTRIBUTE } from './trick-names';
import { activeTricks } from './tricks';

// Vite does not bundle MapLibre's inline worker blob reliably; give it the worker file's URL.
maplibregl.setWorkerUrl(workerUrl);

/**
 * MapLibre's map whose `validateStyle` option also covers the layers and sources added to the
 * style later, which MapLibre checks against the style specification whatever the option says
 * (serialising the whole style for each).
 */
class UncheckedLayersMap extends maplibregl.Map {
  override addLayer(layer: AddLayerObject, beforeId?: string): this {
    if (this._validateStyle) return super.addLayer(layer, beforeId);
    this._lazyInitEmptyStyle();
    this.style.addLayer(layer, beforeId, { validate: false });
    return this._update(true);
  }

  override addSource(id: string, source: Parameters<maplibregl.Map['addSource']>[1]): this {
    if (this._validateStyle) return super.addSource(id, source);
    this._lazyInitEmptyStyle();
    this.style.addSource(id, source, { validate: false });
    return this._update(true);
  }
}

let library: typeof maplibregl | null = null;

/**
 * MapLibre, configured with its worker URL, with this page's tricks (see `activeTricks`), or as
 * it comes when none is active: give it to the map components rather than importing
 * 'maplibre-gl'.
 */
export function mapLibrary(): typeof maplibregl {
  library ??= activeTricks().has('unchecked-layers')
    ? { ...maplibregl, Map: UncheckedLayersMap }
    : maplibregl;
  return library;
}

/** Marks the map's container with the tricks played on it, for tests and tools to read. */
export function markTricks(map: maplibregl.Map): void {
  map
    .getContainer()
    .setAttribute(MAPLIBRE_TRICKS_ATTRIBUTE, [...activeTricks()].join(' ') || 'none');
}
