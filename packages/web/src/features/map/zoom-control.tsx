import { useEffect, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useMap } from 'react-map-gl/maplibre';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { MapControlButton } from '../../components/map-control-button';
import { MapControlGroup } from './map-control-group';

/** Whether the map can zoom further in and out from where it stands. */
function zoomRoom(map: MaplibreMap | undefined) {
  if (!map) return { closer: true, farther: true };
  const zoom = map.getZoom();
  return { closer: zoom < map.getMaxZoom(), farther: zoom > map.getMinZoom() };
}

/**
 * The map's zoom buttons, each turned off at its end of the zoom range. Its icons are drawn in
 * the page: MapLibre's own buttons show theirs as SVG images, each of which the browser builds
 * as a document of its own while the map first lays out.
 */
export function ZoomControl() {
  const map = useMap().current?.getMap();
  const [closer, setCloser] = useState(true);
  const [farther, setFarther] = useState(true);
  useEffect(() => {
    if (!map) return;
    // Set on every step of a zoom, but React renders only when a button turns on or off.
    const update = () => {
      const room = zoomRoom(map);
      setCloser(room.closer);
      setFarther(room.farther);
    };
    update();
    // The limits change too: the minimum zoom keeps the world filling the map as it loads and
    // as it is resized.
    const changes = ['zoom', 'load', 'resize'] as const;
    for (const change of changes) map.on(change, update);
    return () => {
      for (const change of changes) map.off(change, update);
    };
  }, [map]);
  return (
    <MapControlGroup>
      <MapControlButton label="Zoom in" disabled={!closer} onClick={() => map?.zoomIn()}>
        <AddIcon fontSize="small" />
      </MapControlButton>
      <MapControlButton label="Zoom out" disabled={!farther} onClick={() => map?.zoomOut()}>
        <RemoveIcon fontSize="small" />
      </MapControlButton>
    </MapControlGroup>
  );
}
