import maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import 'maplibre-gl/dist/maplibre-gl.css';

// Vite does not bundle MapLibre's inline worker blob reliably; give it the worker file's URL.
maplibregl.setWorkerUrl(workerUrl);

/** MapLibre, configured with its worker URL; import it from here rather than from 'maplibre-gl'. */
export { maplibregl };
