import { useEffect, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { LatLng } from '@vantage/shared';
import type { MapPosition } from '../../core/map-url';

/** When `focus` moves outside the view, the map eases to it (e.g. another spot was opened). */
export function useFollowFocus(mapRef: RefObject<MapRef | null>, focus: LatLng | null): void {
  const lat = focus?.lat;
  const lng = focus?.lng;
  useEffect(() => {
    const current = mapRef.current;
    if (!current || lat === undefined || lng === undefined) return;
    if (!current.getBounds().contains([lng, lat])) current.easeTo({ center: [lng, lat] });
  }, [mapRef, lat, lng]);
}

/** Jumps the map to `goTo` whenever its value changes after the first render. */
export function useGoTo(mapRef: RefObject<MapRef | null>, goTo: MapPosition | null): void {
  const { lat, lng, zoom, pitchDeg, bearingDeg } = goTo ?? {};
  useEffect(() => {
    if (lat === undefined || lng === undefined || zoom === undefined) return;
    mapRef.current?.jumpTo({
      center: [lng, lat],
      zoom,
      ...(pitchDeg !== undefined ? { pitch: pitchDeg } : {}),
      ...(bearingDeg !== undefined ? { bearing: bearingDeg } : {}),
    });
  }, [mapRef, lat, lng, zoom, pitchDeg, bearingDeg]);
}
