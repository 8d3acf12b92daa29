import { z } from 'zod';
import type { Adjust3DBody, Set3DViewBody } from '@vantage/shared';
import { apiFetch, apiPost } from '../../api/client';

/** The query key of what the 360 view shows for a spot (optionally from another position). */
export function panoramaKey(spotId: number, at: { lat: number; lng: number } | null) {
  return ['panorama', spotId, at?.lat ?? null, at?.lng ?? null] as const;
}

/**
 * `GET /api/point/{id}/panorama`: the spot's own 360 photo, a street-level panorama or the
 * synthetic horizon, with the saved view and north correction. `at` asks for the street-level
 * panorama nearest another position (moving forward).
 */
export function fetchPanorama(spotId: number, at: { lat: number; lng: number } | null) {
  const query = at ? `?lat=${at.lat.toFixed(7)}&lng=${at.lng.toFixed(7)}` : '';
  return apiFetch(`/point/${spotId}/panorama${query}`, 'PanoramaAnswer');
}

// The answers of these submissions are not read ("not shown").
const Ignored = z.unknown();

/** `POST /api/set3DView`: the spot's default view. */
export function submitDefaultView(body: Set3DViewBody) {
  return apiPost('/set3DView', body, Ignored);
}

/** `POST /api/adjust3D`: the north correction of the panorama at a position. */
export function submitNorthFix(body: Adjust3DBody) {
  return apiPost('/adjust3D', body, Ignored);
}

/** `POST /api/elevation/{id}`: the spot's elevation in metres. */
export function submitElevation(spotId: number, elevationM: number) {
  return apiPost(`/elevation/${spotId}`, { elevation: elevationM }, Ignored);
}
