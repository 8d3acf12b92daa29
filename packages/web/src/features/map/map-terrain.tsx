import { useEffect, useRef } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { useQuery } from '@tanstack/react-query';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { TerrainAnswer, type MapLayerId } from '@vantage/shared';
import { apiFetch } from '../../api/client';
import { readTerrainView, storeTerrainView } from './terrain-view-memory';
import { keepMotionSmooth, MotionQuality } from './terrain-motion-quality';
import { ProviderHealth, providerSignal, type MapEventFacts } from './basemap-fallback';
import { listenToMap } from '../../lib/map-listeners';

/** The layers drawn with hillshading from the terrain. */
export const HILLSHADE_LAYERS: ReadonlySet<MapLayerId> = new Set(['outdoor', 'topo']);
/** MapLibre renders terrain and hillshade best from separate sources of the same tiles. */
const TERRAIN_SOURCE_ID = 'vantage-terrain';
const HILLSHADE_SOURCE_ID = 'vantage-hillshade';
const HILLSHADE_LAYER_ID = 'vantage-hillshade';
/** Relief is lifted a little: true heights look flat from above. */
const TERRAIN_EXAGGERATION = 1.3;
/** The 3D view opens tilted this far; the map can then be pitched and rotated. */
const TERRAIN_PITCH_DEG = 50;
/**
 * Relief is drawn from tiles of this zoom at most (about 30 m a pixel), stretched beyond: finer
 * ones would multiply the tiles a tilted view asks for without a visible difference.
 */
const RELIEF_MAX_ZOOM = 12;
/** How fast this device turns the 3D map, learnt once a visit for every map. */
const motionQuality = new MotionQuality();

/** The server's terrain tiles (`GET /api/terrain`), asked once a visit. */
export function useTerrainInfo() {
  return useQuery({
    queryKey: ['terrain'],
    queryFn: () => apiFetch('/terrain', TerrainAnswer),
    staleTime: Infinity,
    retry: false,
  });
}

function demSource(terrain: TerrainAnswer) {
  return {
    type: 'raster-dem' as const,
    // The template's braces must reach MapLibre as they are, not URL-encoded.
    tiles: [`${window.location.origin}${terrain.tiles!}`],
    tileSize: terrain.tileSize,
    maxzoom: Math.min(terrain.maxZoom, RELIEF_MAX_ZOOM),
    encoding: terrain.encoding,
    ...(terrain.attribution ? { attribution: terrain.attribution } : {}),
  };
}

/** Layers this site adds over a style (spots, relief) are named with this prefix. */
const OWN_LAYER_PREFIX = 'vantage-';

/**
 * Where hillshading goes: under the labels drawn on top of the map and under the spots, but
 * over every area and line, the composed styles' own low-zoom labels (which come before the
 * layer's raster or vector layers) included.
 */
function hillshadeBeforeLayer(map: MaplibreMap): string | undefined {
  const all = map.getStyle().layers;
  const basemap = all.filter((layer) => !layer.id.startsWith(OWN_LAYER_PREFIX));
  let topLabels = basemap.length;
  while (topLabels > 0 && basemap[topLabels - 1]!.type === 'symbol') topLabels -= 1;
  return basemap[topLabels]?.id ?? all.find((layer) => layer.id.startsWith(OWN_LAYER_PREFIX))?.id;
}

function applyTerrain(
  map: MaplibreMap,
  terrain: TerrainAnswer,
  hillshade: boolean,
  threeD: boolean,
) {
  if (hillshade) {
    if (!map.getSource(HILLSHADE_SOURCE_ID)) map.addSource(HILLSHADE_SOURCE_ID, demSource(terrain));
    if (!map.getLayer(HILLSHADE_LAYER_ID)) {
      map.addLayer(
        {
          id: HILLSHADE_LAYER_ID,
          type: 'hillshade',
          source: HILLSHADE_SOURCE_ID,
          paint: { 'hillshade-exaggeration': 0.4, 'hillshade-shadow-color': '#3d3527' },
        },
        hillshadeBeforeLayer(map),
      );
    }
  } else if (map.getLayer(HILLSHADE_LAYER_ID)) {
    map.removeLayer(HILLSHADE_LAYER_ID);
  }
  if (threeD) {
    if (!map.getSource(TERRAIN_SOURCE_ID)) map.addSource(TERRAIN_SOURCE_ID, demSource(terrain));
    map.setTerrain({ source: TERRAIN_SOURCE_ID, exaggeration: TERRAIN_EXAGGERATION });
  } else if (map.getTerrain()) {
    map.setTerrain(null);
  }
}

/**
 * Watches the 3D relief's tiles and calls `onFailed` once when they cannot be had (a few
 * failing before any loaded, or a screenful in a row, as a basemap provider is judged): a 3D map without its relief
 * draws nothing at all. Gives back the function that stops watching.
 */
export function watchTerrainTiles(map: MaplibreMap, onFailed: () => void): () => void {
  const health = new ProviderHealth();
  let failed = false;
  const fail = () => {
    if (failed) return;
    failed = true;
    onFailed();
  };
  const onEvent = (event: MapEventFacts) => {
    const signal = providerSignal(event, (id) => id === TERRAIN_SOURCE_ID, true);
    // Only answers count: relief drawn slowly on a busy device is not relief that failed.
    if (signal === null || signal === 'tile-asked') return;
    if (health.take(signal, Date.now())) fail();
  };
  return listenToMap(map, { dataloading: onEvent, data: onEvent, error: onEvent });
}

/**
 * The terrain on the map (render inside a MapView): hillshading on the outdoor and topo
 * layers, also on the server's world basemap when it stands in for their unreachable provider
 * (the terrain tiles come through this server, so the relief stays), and with `threeD` the
 * relief in 3D, tilted to be pitched and rotated, the tilt remembered for the next visit; the
 * spot's sun and moon lines drape over it. Nothing without a terrain source.
 */
export function MapTerrain({
  layerId,
  threeD,
  onThreeDFailed = () => {},
}: {
  layerId: MapLayerId;
  threeD: boolean;
  /** Called when the 3D relief's tiles cannot be had; the map is then drawn flat. */
  onThreeDFailed?: () => void;
}) {
  const { current } = useMap();
  const terrain = useTerrainInfo().data;
  const available = terrain?.available === true && terrain.tiles !== null;

  useEffect(() => {
    const map = current?.getMap();
    if (!map || !available) return;
    const apply = () => applyTerrain(map, terrain, HILLSHADE_LAYERS.has(layerId), threeD);
    // A new layer's style drops what was added to the last one.
    if (map.isStyleLoaded()) apply();
    map.on('style.load', apply);
    return () => {
      map.off('style.load', apply);
    };
  }, [current, available, terrain, layerId, threeD]);

  const latestOnFailed = useRef(onThreeDFailed);
  useEffect(() => {
    latestOnFailed.current = onThreeDFailed;
  }, [onThreeDFailed]);
  useEffect(() => {
    const map = current?.getMap();
    if (!map || !available || !threeD) return;
    return watchTerrainTiles(map, () => {
      // Flat at once, before the owner turns 3D off: the relief is what blanks the map.
      map.setTerrain(null);
      latestOnFailed.current();
    });
  }, [current, available, threeD]);

  useEffect(() => {
    const map = current?.getMap();
    if (!map || !available) return;
    if (!threeD) {
      if (map.getPitch() !== 0 || map.getBearing() !== 0) map.easeTo({ pitch: 0, bearing: 0 });
      return;
    }
    // A view opened tilted (from the address) keeps its tilt; a flat one takes the remembered
    // tilt of the last visit, or the opening tilt.
    if (map.getPitch() === 0) {
      const remembered = readTerrainView();
      map.easeTo({
        pitch: remembered?.pitchDeg || TERRAIN_PITCH_DEG,
        bearing: remembered?.bearingDeg ?? map.getBearing(),
      });
    }
    const remember = () => {
      // Relief dropped as its tiles failed: the tilt of a view going flat is not kept.
      if (!map.getTerrain()) return;
      storeTerrainView({ pitchDeg: map.getPitch(), bearingDeg: map.getBearing() });
    };
    map.on('moveend', remember);
    const stopSmoothing = keepMotionSmooth(map, motionQuality);
    return () => {
      map.off('moveend', remember);
      stopSmoothing();
    };
  }, [current, available, threeD]);

  return null;
}
