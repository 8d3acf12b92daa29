import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toWire } from '../../core/served-value';
import { setPlanningTime } from './planning-store';
import type { SkyNow } from './sun-moon-day';
import { usePlanningSky } from './use-planning-sky';

const place = { lat: 46.6983, lng: 12.0855, elevM: 1496, timeZone: 'Europe/Rome' };
const renderedAt = Date.parse('2026-06-21T04:30:00Z');

function skyOf(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePlanningSky(place), { wrapper }).result.current!.now;
}

describe('the planning sky of a served page', () => {
  it('takes the sky the server computed for the page’s moment', () => {
    const served: SkyNow = {
      sun: { azimuthDeg: 1, altitudeDeg: 2 },
      moon: { azimuthDeg: 3, altitudeDeg: 4 },
      moonLit: 0.5,
      moonPhase: 0.25,
      phase: 'golden',
    };
    const client = new QueryClient();
    const key = `sky-at:${place.lat},${place.lng},${place.timeZone},${renderedAt}`;
    client.setQueryData(['served-value', key], toWire(served));
    setPlanningTime(renderedAt);
    expect(skyOf(client)).toEqual(served);
  });

  it('computes it at another moment', () => {
    setPlanningTime(renderedAt + 60_000);
    const sky = skyOf(new QueryClient());
    // Shortly after sunrise at midsummer, the sun stands low in the north-east.
    expect(sky.sun.altitudeDeg).toBeGreaterThan(0);
    expect(sky.sun.altitudeDeg).toBeLessThan(15);
    expect(sky.sun.azimuthDeg).toBeGreaterThan(45);
    expect(sky.sun.azimuthDeg).toBeLessThan(75);
  });
});
