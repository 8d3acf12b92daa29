import { memo, useMemo } from 'react';
import { Layer, Source, type LayerProps } from 'react-map-gl/maplibre';
import type { FeatureCollection, Point } from 'geojson';
import type { TileSpot } from '@vantage/shared';

/** Id of the clustered GeoJSON source of spots. */
export const SPOTS_SOURCE_ID = 'vantage-spots';
/** Layers that react to the pointer. */
export const CLUSTER_LAYER_ID = 'vantage-spot-clusters';
export const SPOT_LAYER_ID = 'vantage-spot-points';
export const INTERACTIVE_SPOT_LAYERS = [CLUSTER_LAYER_ID, SPOT_LAYER_ID];

const TEAL = '#0b5d5e';
const TEAL_LIGHT = '#3f8a8b';
const AMBER = '#c9822b';
const RUST = '#9c4f1c';

/** Properties carried by each spot feature (clusters add point_count and cluster_id). */
export interface SpotFeatureProperties {
  id: number;
  title: string;
  score: number;
}

// Without glyphs the count cannot be written, so both size and colour step with it.
const clusterRadius = ['step', ['get', 'point_count'], 13, 10, 17, 50, 22, 200, 28] as const;
const clusterColour = [
  'step',
  ['get', 'point_count'],
  TEAL_LIGHT,
  10,
  TEAL,
  50,
  AMBER,
  200,
  RUST,
] as const;

const clusterHaloLayer: LayerProps = {
  id: 'vantage-spot-cluster-halo',
  type: 'circle',
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': clusterColour as unknown as string,
    'circle-radius': ['+', clusterRadius, 6] as unknown as number,
    'circle-opacity': 0.22,
  },
};

const clusterLayer: LayerProps = {
  id: CLUSTER_LAYER_ID,
  type: 'circle',
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': clusterColour as unknown as string,
    'circle-radius': clusterRadius as unknown as number,
    'circle-stroke-width': 2,
    'circle-stroke-color': '#ffffff',
    'circle-opacity': 0.92,
  },
};

const spotLayer: LayerProps = {
  id: SPOT_LAYER_ID,
  type: 'circle',
  filter: ['!', ['has', 'point_count']],
  layout: { 'circle-sort-key': ['get', 'score'] },
  paint: {
    'circle-color': AMBER,
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 2, 5, 10, 6.5, 15, 8.5],
    'circle-stroke-width': 2,
    'circle-stroke-color': '#ffffff',
  },
};

function countLayer(font: string[]): LayerProps {
  return {
    id: 'vantage-spot-cluster-count',
    type: 'symbol',
    filter: ['has', 'point_count'],
    layout: {
      'text-field': ['get', 'point_count_abbreviated'],
      'text-font': font,
      'text-size': 12,
      'text-allow-overlap': true,
    },
    paint: { 'text-color': '#ffffff' },
  };
}

function titleLayer(font: string[]): LayerProps {
  return {
    id: 'vantage-spot-titles',
    type: 'symbol',
    filter: ['!', ['has', 'point_count']],
    minzoom: 11,
    layout: {
      'text-field': ['get', 'title'],
      'text-font': font,
      'text-size': 12,
      'text-offset': [0, 1.1],
      'text-anchor': 'top',
      'text-max-width': 10,
      'text-optional': true,
    },
    paint: { 'text-color': '#1d2424', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
  };
}

/**
 * Spots as a clustered source: sized and coloured clusters, amber dots with a white ring.
 * Memoized: the source's data is only replaced when the spot list itself changes.
 */
export const SpotLayers = memo(function SpotLayers({
  spots,
  labelFont,
}: {
  spots: TileSpot[];
  labelFont: string[] | null;
}) {
  const data = useMemo<FeatureCollection<Point, SpotFeatureProperties>>(
    () => ({
      type: 'FeatureCollection',
      features: spots.map((spot) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [spot.long, spot.lat] },
        properties: { id: spot.id, title: spot.title, score: spot.score },
      })),
    }),
    [spots],
  );
  const labels = useMemo(
    () => (labelFont ? { count: countLayer(labelFont), title: titleLayer(labelFont) } : null),
    [labelFont],
  );
  return (
    <Source
      id={SPOTS_SOURCE_ID}
      type="geojson"
      data={data}
      cluster
      clusterRadius={44}
      clusterMaxZoom={13}
    >
      <Layer {...clusterHaloLayer} />
      <Layer {...clusterLayer} />
      <Layer {...spotLayer} />
      {labels && <Layer {...labels.count} />}
      {labels && <Layer {...labels.title} />}
    </Source>
  );
});
