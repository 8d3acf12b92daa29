import { useEffect, useMemo, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { MapMouseEvent } from 'maplibre-gl';
import { NEW_SPOT_TITLE, type TileSpot, wrapLng } from '@vantage/shared';
import { useIsMobile } from '../../lib/use-is-mobile';
import {
  CoordinatesBox,
  initialLargeMapView,
  type InitialMapView,
  INTERACTIVE_SPOT_LAYERS,
  MapView,
} from '../map';
import type { MapPosition } from '../../core/map-url';
import { DraggableSpotPin, type PinPosition } from '../new-spot';
import type { SpotChoice } from './use-spot-choice';

/**
 * A click on the bare map places the pin there; clicks on spots and clusters are left to the
 * map (a spot is chosen, a cluster zooms in).
 */
function PinPlacer({ onPlace }: { onPlace: (position: PinPosition) => void }) {
  const { current: ref } = useMap();
  useEffect(() => {
    const map = ref?.getMap();
    if (!map) return;
    const onClick = (event: MapMouseEvent) => {
      if (event.originalEvent.target !== map.getCanvas()) return;
      const layers = INTERACTIVE_SPOT_LAYERS.filter((id) => map.getLayer(id));
      if (layers.length > 0 && map.queryRenderedFeatures(event.point, { layers }).length > 0) {
        return;
      }
      onPlace({ lat: event.lngLat.lat, lng: wrapLng(event.lngLat.lng) });
    };
    map.on('click', onClick);
    const canvasContainer = map.getCanvasContainer();
    canvasContainer.style.cursor = 'crosshair';
    return () => {
      map.off('click', onClick);
      canvasContainer.style.cursor = '';
    };
  }, [ref, onPlace]);
  return null;
}

/**
 * The map of the new-photo page: every spot, the pin of a new spot (placed by a click, or by
 * the photograph's GPS) and a marker on the chosen existing spot. `goTo` centres it.
 */
export function NewPhotoMap({ choice, goTo }: { choice: SpotChoice; goTo: MapPosition | null }) {
  const mobile = useIsMobile();
  const [initialView] = useState<InitialMapView>(() => goTo ?? initialLargeMapView(null));
  const { placePin, chooseSpot, spot, pin, mode, spotTitle } = choice;
  const onSpotClick = useMemo(
    () => (clicked: Pick<TileSpot, 'id' | 'title'> & Partial<Pick<TileSpot, 'lat' | 'long'>>) =>
      chooseSpot(
        { id: clicked.id, title: clicked.title, lat: clicked.lat ?? 0, long: clicked.long ?? 0 },
        'existing',
      ),
    [chooseSpot],
  );
  return (
    <MapView
      initialView={initialView}
      goTo={goTo}
      spots={{ onSpotClick }}
      marker={spot}
      focus={spot}
    >
      {/* The phone's small map inside the form keeps its corners clear for the pin. */}
      {!mobile && <CoordinatesBox />}
      <PinPlacer onPlace={placePin} />
      {pin && mode === 'new' && (
        <DraggableSpotPin pin={pin} label={spotTitle.trim() || NEW_SPOT_TITLE} onMove={placePin} />
      )}
    </MapView>
  );
}
