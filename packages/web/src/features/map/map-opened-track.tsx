import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { Layer, Source, useMap, type LayerProps } from 'react-map-gl/maplibre';
import type { FeatureCollection } from 'geojson';
import { MapNote, MapNotes } from './map-notes';
import {
  drawingBounds,
  parseTrackFile,
  TRACK_FILE_ACCEPT,
  TrackFileError,
  type TrackDrawing,
} from './track-file';

const TRACK_COLOUR = '#c2255c';

const trackLayers: LayerProps[] = [
  {
    id: 'vantage-track-casing',
    type: 'line',
    filter: ['==', ['geometry-type'], 'LineString'] as never,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': '#ffffff', 'line-width': 7, 'line-opacity': 0.8 },
  },
  {
    id: 'vantage-track-line',
    type: 'line',
    filter: ['==', ['geometry-type'], 'LineString'] as never,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': TRACK_COLOUR, 'line-width': 4 },
  },
  {
    id: 'vantage-track-points',
    type: 'circle',
    filter: ['==', ['geometry-type'], 'Point'] as never,
    paint: {
      'circle-color': TRACK_COLOUR,
      'circle-radius': 6,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  },
];

function drawingData(drawing: TrackDrawing): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: [
      ...drawing.lines.map((line) => ({
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'LineString' as const, coordinates: line },
      })),
      ...drawing.points.map((point) => ({
        type: 'Feature' as const,
        properties: { name: point.name ?? '' },
        geometry: { type: 'Point' as const, coordinates: point.position },
      })),
    ],
  };
}

/**
 * A GPX, KML or GeoJSON file dropped on the map, or chosen with `inputRef`'s file chooser, drawn
 * as a line and points and fitted into view (render inside a MapView). Read in the browser: the
 * file never leaves the device.
 */
export function OpenedTrack({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const { current } = useMap();
  const [drawing, setDrawing] = useState<TrackDrawing | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = useCallback(
    async (file: File) => {
      try {
        const opened = parseTrackFile(file.name, await file.text());
        setDrawing(opened);
        setError(null);
        const [west, south, east, north] = drawingBounds(opened);
        current?.getMap().fitBounds(
          [
            [west, south],
            [east, north],
          ],
          { padding: 60, maxZoom: 16, duration: 600 },
        );
      } catch (caught) {
        setError(
          caught instanceof TrackFileError ? caught.message : `${file.name} could not be read.`,
        );
      }
    },
    [current],
  );

  useEffect(() => {
    const container = current?.getMap().getContainer();
    if (!container) return;
    const hasFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true;
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      event.preventDefault();
      void open(file);
    };
    container.addEventListener('dragover', over);
    container.addEventListener('drop', drop);
    return () => {
      container.removeEventListener('dragover', over);
      container.removeEventListener('drop', drop);
    };
  }, [current, open]);

  const data = useMemo(() => drawing && drawingData(drawing), [drawing]);
  const size = drawing && drawing.lines.length + drawing.points.length;

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={TRACK_FILE_ACCEPT}
        aria-label="Open a track"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again is read again.
          event.target.value = '';
          if (file) void open(file);
        }}
      />
      {data && (
        <Source id="vantage-opened-track" type="geojson" data={data}>
          {trackLayers.map((layer) => (
            <Layer key={layer.id} {...layer} />
          ))}
        </Source>
      )}
      {(drawing || error) && (
        <MapNotes>
          {error && (
            <MapNote alert onClose={() => setError(null)} closeLabel="Dismiss">
              {error}
            </MapNote>
          )}
          {drawing && (
            <MapNote onClose={() => setDrawing(null)} closeLabel="Remove the track">
              <span data-testid="opened-track">
                {drawing.name} · {size === 1 ? '1 part' : `${size} parts`}
              </span>
            </MapNote>
          )}
        </MapNotes>
      )}
    </>
  );
}
