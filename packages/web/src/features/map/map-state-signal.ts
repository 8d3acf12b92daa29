import { useEffect, useRef } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { firstViewShown, showFirstView } from './first-view';
import { listenToMap } from '../../lib/map-listeners';

/** The attribute on a map's container that tells whether the map has settled. */
export const MAP_STATE_ATTRIBUTE = 'data-map-state';

/** `settled`: still, every tile loaded and drawn (the first view shown), and its spots are the current view's. */
export type MapState = 'moving' | 'settled';

/** What the map waits for besides its own drawing. */
export interface MapStateInputs {
  /** The view's spots are being asked for, or wait to be handed to the map. */
  spotsPending: boolean;
  /** The source the spots are drawn in, when the map shows spots: a new style drops it until it is added again. */
  spotsSourceId: string | null;
}

/**
 * Marks the map's container `data-map-state="settled"` once the map stands still with every
 * tile loaded and drawn and its spots are those of the current view, and `"moving"` from the
 * next move, tile or source load on: tests and tools wait on it rather than on a time.
 */
export function useMapStateSignal(map: MaplibreMap | null, inputs: MapStateInputs): void {
  const state = useRef({
    // MapLibre's `idle`: no move, every tile and source loaded, the last frame drawn.
    idle: false,
    // A move ended: the view's spots are asked for on the render that follows.
    viewChanged: false,
    inputs,
  });

  useEffect(() => {
    if (!map) return;
    const onIdle = () => {
      state.current.idle = true;
      writeMapState(map, state.current);
    };
    const onBusy = () => {
      state.current.idle = false;
      writeMapState(map, state.current);
    };
    const onMoveEnd = () => {
      state.current.viewChanged = true;
      writeMapState(map, state.current);
    };
    const stopListening = listenToMap(map, {
      idle: onIdle,
      movestart: onBusy,
      dataloading: onBusy,
      moveend: onMoveEnd,
    });
    // The map may have gone idle before these listeners came: a repaint says so again.
    map.triggerRepaint();
    return stopListening;
  }, [map]);

  // After every render: new spots reach the map's source during the render (and start its
  // loading), so by now the map knows whether it has something left to draw.
  useEffect(() => {
    state.current.inputs = inputs;
    state.current.viewChanged = false;
    if (map) writeMapState(map, state.current);
  });
}

function writeMapState(
  map: MaplibreMap,
  state: { idle: boolean; viewChanged: boolean; inputs: MapStateInputs },
): void {
  const { spotsPending, spotsSourceId } = state.inputs;
  const settled =
    state.idle &&
    !state.viewChanged &&
    !spotsPending &&
    (spotsSourceId === null || map.getSource(spotsSourceId) !== undefined);
  // A map settled before its first view was drawn draws it now, and settles once it has.
  const drawn = firstViewShown(map);
  if (settled && !drawn) showFirstView(map);
  const value: MapState = settled && drawn ? 'settled' : 'moving';
  const container = map.getContainer();
  if (container.getAttribute(MAP_STATE_ATTRIBUTE) !== value) {
    container.setAttribute(MAP_STATE_ATTRIBUTE, value);
  }
}
