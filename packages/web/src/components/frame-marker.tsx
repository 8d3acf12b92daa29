import { useEffect, useRef } from 'react';
import { Marker, type MarkerProps } from 'react-map-gl/maplibre';
import type { Marker as MaplibreMarker } from 'maplibre-gl';

/**
 * A marker whose element only places its children on the map. MapLibre makes every marker
 * element a button named "Map marker"; here the children name themselves (a button with the
 * spot's title, an image with its label), so the frame drops that role and name and no control
 * ends up nested in another.
 */
export function FrameMarker(props: MarkerProps) {
  const marker = useRef<MaplibreMarker>(null);
  useEffect(() => {
    // Runs after the marker was added to the map, which is when MapLibre names the element.
    const element = marker.current?.getElement();
    element?.setAttribute('role', 'none');
    element?.removeAttribute('aria-label');
  }, []);
  return <Marker ref={marker} {...props} />;
}
