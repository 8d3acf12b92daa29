import { HorizonAnswer, WhenToGoAnswer } from '@vantage/shared';
import { apiFetch } from '../../api/client';
import { useBrowserOnlyQuery } from '../../core/browser-only-query';

// Outside services answer these: the browser asks them, never the server's rendering.

/** The spot's 5-day forecast (`GET /api/point/{id}/weather`); not asked for a new spot. */
export function useWeather(spotId: number, enabled = true) {
  return useBrowserOnlyQuery({
    queryKey: ['weather', spotId],
    queryFn: () => apiFetch(`/point/${spotId}/weather`, 'WeatherAnswer'),
    enabled: enabled && spotId > 0,
    // A forecast moves every 3 hours; within the hour the stored copy is good enough.
    staleTime: 30 * 60_000,
    retry: false,
  });
}

/** Webcams within 25 km of the spot (`GET /api/point/{id}/webcams`). */
export function useWebcams(spotId: number) {
  return useBrowserOnlyQuery({
    queryKey: ['webcams', spotId],
    queryFn: () => apiFetch(`/point/${spotId}/webcams`, 'WebcamsAnswer'),
    enabled: spotId > 0,
    staleTime: 30 * 60_000,
    retry: false,
  });
}

/** The spot's skyline from the terrain (kept a day: it changes only with the terrain source). */
export function useHorizon(spotId: number) {
  return useBrowserOnlyQuery({
    queryKey: ['horizon', spotId],
    queryFn: () => apiFetch(`/point/${spotId}/horizon`, HorizonAnswer),
    enabled: spotId > 0,
    staleTime: 24 * 60 * 60_000,
    retry: false,
  });
}

/** The spot's "when to go" card: forecast verdicts, season and alignments. */
export function useWhenToGo(spotId: number) {
  return useBrowserOnlyQuery({
    queryKey: ['when-to-go', spotId],
    queryFn: () => apiFetch(`/point/${spotId}/when-to-go`, WhenToGoAnswer),
    enabled: spotId > 0,
    staleTime: 30 * 60_000,
    retry: false,
  });
}
