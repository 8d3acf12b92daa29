import maplibregl, { type MapOptions } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { holdFirstView } from './whole-first-view';

// Vite does not bundle MapLibre's inline worker blob reliably; give it the worker file's URL.
maplibregl.setWorkerUrl(workerUrl);

/** MapLibre's map, drawing nothing until its first view is loaded (see `holdFirstView`). */
class WholeFirstViewMap extends maplibregl.Map {
  private readonly endFirstViewWait: () => void;

  constructor(options: MapOptions) {
    super(options);
    this.endFirstViewWait = holdFirstView(this);
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
