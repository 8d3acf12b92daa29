import type { QueryClient } from '@tanstack/react-query';
import {
  DuplicatesAnswer,
  type LatLng,
  lngLatToTile,
  type NearbySpot,
  type NewSpotBody,
  type PspotsAnswer,
  round6,
  Spot,
} from '@vantage/shared';
import { apiFetch, apiPost } from '../../api/client';
import { spotKey } from '../../core/spot-query';

/** `POST /api/point`: creates the spot and answers it as its page shows it. */
export function createSpot(body: NewSpotBody): Promise<Spot> {
  return apiPost('/point', body, Spot);
}

/** The query key of the duplicate check at a position (6 decimals). */
export function duplicatesKey(position: LatLng) {
  return ['duplicates', round6(position.lat), round6(position.lng)] as const;
}

/** `GET /api/duplicates/{lat}/{long}`: existing spots within 25 m, nearest first. */
export function fetchDuplicates(position: LatLng): Promise<NearbySpot[]> {
  return apiFetch(`/duplicates/${round6(position.lat)}/${round6(position.lng)}`, DuplicatesAnswer);
}

/**
 * Appends a new spot to every cached `/pspots` tile list that covers it, so the
 * map shows it at once without waiting for the lists to expire; the page's own cache entry
 * is filled too.
 */
export function rememberNewSpot(client: QueryClient, spot: Spot): void {
  client.setQueryData(spotKey(spot.id), spot);
  appendToTileLists(client, spot);
}

/** Adds a new spot to the cached `/pspots` tile lists that cover it and lack it. */
export function appendToTileLists(
  client: QueryClient,
  spot: Pick<Spot, 'id' | 'lat' | 'long' | 'title'>,
): void {
  const tileSpot = { id: spot.id, lat: spot.lat, long: spot.long, title: spot.title, score: 0 };
  for (const [key, list] of client.getQueriesData<PspotsAnswer>({ queryKey: ['pspots'] })) {
    const [, level, x, y] = key;
    if (typeof level !== 'number' || typeof x !== 'number' || typeof y !== 'number') continue;
    if (!list || list.spots.some((known) => known.id === spot.id)) continue;
    const tile = lngLatToTile(spot.long, spot.lat, level);
    if (tile.x !== x || tile.y !== y) continue;
    client.setQueryData<PspotsAnswer>(key, { ...list, spots: [...list.spots, tileSpot] });
  }
}
