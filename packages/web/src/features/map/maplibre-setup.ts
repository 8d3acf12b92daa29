import maplibregl, { type AddLayerObject, type MapOptions } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { takeMapCanvas } from './map-canvas';
import { holdFirstView } from './whole-first-view';

// Vite does not bundle MapLibre's inline worker blob reliably; give it the worker file's URL.
maplibregl.setWorkerUrl(workerUrl);

/**
 * MapLibre's map, drawing nothing until its first view is loaded (see `holdFirstView`). Its
 * `validateStyle` option also covers the layers and sources added to the style later, which
 * MapLibre checks against the style specification whatever the option says (serialising the
 * whole style for each).
 */
class WholeFirstViewMap extends maplibregl.Map {
  private readonly endFirstViewWait: () => void;

  constructor(options: MapOptions) {
    super(options);
    this.endFirstViewWait = holdFirstView(this);
  }

  /** Draws on the canvas prepared for it, whose context is made already (see `prepareMapCanvas`). */
  override _setupContainer(): void {
    super._setupContainer();
    const prepared = takeMapCanvas(this._canvasContextAttributes);
    if (!prepared) return;
    const made = this._canvas;
    for (const { name, value } of made.attributes) prepared.setAttribute(name, value);
    prepared.width = made.width;
    prepared.height = made.height;
    prepared.addEventListener('webglcontextlost', this._contextLost, false);
    prepared.addEventListener('webglcontextrestored', this._contextRestored, false);
    made.replaceWith(prepared);
    this._canvas = prepared;
  }

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

  override remove(): void {
    this.endFirstViewWait();
    super.remove();
  }
}

/**
 * MapLibre, configured with its worker URL and with maps that appear whole: give it to the map
 * components rather than importing 'maplibre-gl'.
 */
export const maplibreLib: typeof maplibregl = { ...maplibregl, Map: WholeFirstViewMap };
