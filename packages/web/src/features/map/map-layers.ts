import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_MAP_LAYER,
  MAP_LAYER_LABELS,
  MapLayersAnswer,
  type MapLayer,
} from '@vantage/shared';
import { ApiError, apiFetch } from '../../api/client';
import { getInitialData } from '../../core/initial-data';
import { safeLocalStorage } from '../../lib/safe-local-storage';

/** Where the chosen layer is remembered in localStorage. */
export const MAP_LAYER_STORAGE_KEY = 'vantage.mapLayer';

/** Until the server lists its layers, the menu offers the page's own basemap as Streets. */
export function streetsLayer(styleUrl: string): MapLayer {
  return { id: DEFAULT_MAP_LAYER, label: MAP_LAYER_LABELS.default, styleUrl, attribution: null };
}

/**
 * The layer to show: the stored one while it is configured, otherwise the default layer
 * (or `fallback` when the list has none).
 */
export function resolveMapLayer(
  layers: readonly MapLayer[],
  storedId: string,
  fallback: MapLayer,
): MapLayer {
  return (
    layers.find((layer) => layer.id === storedId) ??
    layers.find((layer) => layer.id === DEFAULT_MAP_LAYER) ??
    fallback
  );
}

const listeners = new Set<() => void>();
/** The choice of this visit when storage refuses it. */
let memoryChoice: string | null = null;

/** The stored layer preference; 'default' when nothing (or nothing readable) is stored. */
export function readStoredMapLayer(
  storage: Pick<Storage, 'getItem'> | null = safeLocalStorage(),
): string {
  try {
    return storage?.getItem(MAP_LAYER_STORAGE_KEY) || DEFAULT_MAP_LAYER;
  } catch {
    return DEFAULT_MAP_LAYER;
  }
}

/** Remembers the chosen layer and tells every map on the page. */
export function storeMapLayer(
  id: string,
  storage: Pick<Storage, 'setItem'> | null = safeLocalStorage(),
): void {
  try {
    storage?.setItem(MAP_LAYER_STORAGE_KEY, id);
    memoryChoice = null;
  } catch {
    // Storage full or blocked: the layer still changes for this visit.
    memoryChoice = id;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === MAP_LAYER_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const currentChoice = () => memoryChoice ?? readStoredMapLayer();

/** The map layers and the chosen one, with a way to choose another. */
export interface MapLayerChoice {
  layers: MapLayer[];
  current: MapLayer;
  /** False while a stored non-default layer waits for the server's list of layers. */
  ready: boolean;
  choose: (id: MapLayer['id']) => void;
}

/** The configured layers (`GET /api/mapLayers`) and the remembered choice among them. */
export function useMapLayerChoice(): MapLayerChoice {
  const storedId = useSyncExternalStore(subscribe, currentChoice, () => DEFAULT_MAP_LAYER);
  const query = useQuery({
    queryKey: ['mapLayers'],
    queryFn: () => apiFetch('/mapLayers', MapLayersAnswer),
    // A server without the list (404) will not grow one on a retry.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });
  const streets = useMemo(() => streetsLayer(getInitialData().mapStyleUrl), []);
  const layers = useMemo(
    () => (query.data && query.data.length > 0 ? query.data : [streets]),
    [query.data, streets],
  );
  const current = resolveMapLayer(layers, storedId, streets);
  const choose = useCallback((id: MapLayer['id']) => storeMapLayer(id), []);
  return {
    layers,
    current,
    ready: storedId === DEFAULT_MAP_LAYER || !query.isPending,
    choose,
  };
}
