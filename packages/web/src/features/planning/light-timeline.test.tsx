import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lightAtPoint, LightTimeline } from './light-timeline';
import { seenDay } from './seen-from-spot';
import { dayLight, skyAt } from './sun-moon-day';
import { renderWithProviders } from '../../test-support/render';

afterEach(cleanup);

const place = { lat: 46.6, lng: 12.1, elevM: null, timeZone: 'Europe/Rome' };
const epochMs = Date.parse('2026-11-26T12:00:00Z');
const day = dayLight(place, epochMs);
const sky = { place, epochMs, day, now: skyAt(place, epochMs, day) };

describe('the light of the day', () => {
  it('gives sunrise and sunset twice where the terrain has a skyline: astronomical and over it', () => {
    const ridgeEast = {
      available: true,
      altitudesDeg: Array.from({ length: 360 }, (_, az) => (az < 180 ? 6 : 0)),
      stepDeg: 1,
      distanceM: 30_000,
      groundElevM: 1200,
    };
    renderWithProviders(<LightTimeline sky={sky} seen={seenDay(day, place, ridgeEast)} />);
    const astronomical = screen.getByTestId('sunrise-time').textContent;
    const seen = screen.getByTestId('sunrise-seen-time').textContent;
    expect(seen).toMatch(/^over the terrain \d\d:\d\d$/);
    expect(astronomical.slice(0, 5)).toMatch(/^\d\d:\d\d$/);
    expect(astronomical.slice(0, 5)).not.toBe(seen.slice(-5));
    expect(screen.getByTestId('sunset-seen-time').textContent).toMatch(/over the terrain/);
  });

  it('gives only the astronomical times without a horizon', () => {
    renderWithProviders(<LightTimeline sky={sky} />);
    expect(screen.getByTestId('sunrise-time')).toBeTruthy();
    expect(screen.queryByTestId('sunrise-seen-time')).toBeNull();
  });

  it('names the light under the pointer, or the mark it is on', () => {
    const golden = day.segments.find((segment) => segment.phase === 'golden')!;
    const span = day.endMs - day.startMs;
    const middle = (golden.startMs + golden.endMs) / 2;
    const fraction = (middle - day.startMs) / span;
    expect(lightAtPoint(day, [], fraction, 400, place.timeZone)).toMatch(
      /^Golden hour \d\d:\d\d–\d\d:\d\d$/,
    );
    // A mark 3 px away is named; one 10 px away leaves the light under the pointer.
    const mark = (px: number) => ({
      epochMs: middle + (px / 400) * span,
      azimuthDeg: 120,
    });
    expect(
      lightAtPoint(day, [['Sun over the terrain', mark(3)]], fraction, 400, place.timeZone),
    ).toMatch(/^Sun over the terrain \d\d:\d\d$/);
    expect(
      lightAtPoint(day, [['Sun over the terrain', mark(10)]], fraction, 400, place.timeZone),
    ).toMatch(/^Golden hour /);
  });
});
