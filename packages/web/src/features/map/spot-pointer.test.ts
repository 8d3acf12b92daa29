import { describe, expect, it } from 'vitest';
import type { MapGeoJSONFeature } from 'maplibre-gl';
import { spotFromFeatures } from './spot-pointer';
import { CLUSTER_LAYER_ID, SPOT_LAYER_ID } from './spot-layers';

function feature(layerId: string, properties: Record<string, unknown>, at = [12.08, 46.69]) {
  return {
    layer: { id: layerId },
    geometry: { type: 'Point', coordinates: at },
    properties,
  } as unknown as MapGeoJSONFeature;
}

describe('spotFromFeatures', () => {
  it('reads the spot under the pointer', () => {
    expect(
      spotFromFeatures([feature(SPOT_LAYER_ID, { id: 4, title: 'Lago di Braies', score: 7 })]),
    ).toEqual({ id: 4, title: 'Lago di Braies', score: 7, lat: 46.69, long: 12.08 });
  });

  it('prefers a spot to a cluster drawn over it', () => {
    const cluster = feature(CLUSTER_LAYER_ID, { cluster_id: 9, point_count: 12 }, [12, 46]);
    const spot = feature(SPOT_LAYER_ID, { id: 5, title: 'Seceda', score: 1 });
    expect(spotFromFeatures([cluster, spot])?.id).toBe(5);
  });

  it('finds no spot over a cluster alone or empty map', () => {
    expect(spotFromFeatures([feature(CLUSTER_LAYER_ID, { cluster_id: 9 })])).toBeNull();
    expect(spotFromFeatures([])).toBeNull();
  });
});
