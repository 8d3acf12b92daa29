import { z } from 'zod';

/** The map layers of the map screen's layers menu, in menu order. */
export const MAP_LAYER_IDS = [
  'default',
  'outdoor',
  'topo',
  'satHybrid',
  'OSM',
  'BingAerial',
] as const;
export const MapLayerId = z.enum(MAP_LAYER_IDS);
export type MapLayerId = z.infer<typeof MapLayerId>;

/** Menu labels of the layers. */
export const MAP_LAYER_LABELS: Record<MapLayerId, string> = {
  default: 'Streets',
  outdoor: 'Outdoor',
  topo: 'Topographic',
  satHybrid: 'Satellite hybrid',
  OSM: 'OpenStreetMap',
  BingAerial: 'Bing Aerial',
};

/** The stored layer preference starts as 'default'. */
export const DEFAULT_MAP_LAYER: MapLayerId = 'default';

/**
 * One layer the operator configured. `styleUrl` is a MapLibre style to load as is; every
 * style the server hands out keeps zooms below 4 on the server's own world tiles.
 */
export const MapLayer = z.object({
  id: MapLayerId,
  label: z.string(),
  styleUrl: z.string(),
  attribution: z.string().nullable(),
});
export type MapLayer = z.infer<typeof MapLayer>;

/** Answer of `GET /api/mapLayers`: the configured layers; 'default' is always present. */
export const MapLayersAnswer = z.array(MapLayer);
