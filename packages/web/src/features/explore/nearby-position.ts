import { useCallback, useEffect, useState } from 'react';
import type { LatLng } from '@vantage/shared';

/** Where Nearby Spots looks from, and what to call it. */
export interface NearbyOrigin extends LatLng {
  label: string;
}

/** The state of asking the browser for the visitor's position. */
export type LocateState =
  { status: 'idle' } | { status: 'locating' } | { status: 'failed'; message: string };

/** Why the browser gave no position, in words for the visitor. */
export function locateFailure(code: number | null): string {
  if (code === 1) {
    return 'Your browser did not share your position. Type a place instead, or allow the position in the browser’s site settings.';
  }
  if (code === 3) return 'Your position took too long to find. Try again, or type a place instead.';
  return 'Your position could not be found. Type a place instead.';
}

const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  maximumAge: 10 * 60_000,
};

/**
 * The visitor's position, asked for only when they press the button (or at once when they
 * allowed it before, so the browser does not prompt).
 */
export function useBrowserPosition(onFound: (origin: NearbyOrigin) => void) {
  const [state, setState] = useState<LocateState>({ status: 'idle' });

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ status: 'failed', message: locateFailure(null) });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ status: 'idle' });
        onFound({
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          label: 'your position',
        });
      },
      (error) => setState({ status: 'failed', message: locateFailure(error.code) }),
      GEOLOCATION_OPTIONS,
    );
  }, [onFound]);

  useEffect(() => {
    let cancelled = false;
    void navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((permission) => {
        if (!cancelled && permission.state === 'granted') locate();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Only on arrival: a later grant comes with a press of the button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { state, locate };
}
