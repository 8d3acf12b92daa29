import { describe, expect, it } from 'vitest';
import type { MarkerConfig } from '@photo-sphere-viewer/markers-plugin';
import { BODY_SIZE_PX, moonLimbRotationDeg, moonSvg, skyMarkers } from './sky-markers';
import { skyDay, skyNow, splitAtHorizon, type SkyPlace } from './sky-scene';

const tunnelView: SkyPlace = {
  lat: 37.7156,
  lng: -119.677,
  elevM: 1350,
  timeZone: 'America/Los_Angeles',
};
// 19:05 on the March equinox in Yosemite (PDT): just before sunset, the sun low in the west.
const equinoxEveningMs = Date.parse('2026-03-21T02:05:00Z');
const allOn = { large: true, moon: true, paths: true };

function scene(epochMs: number, place = tunnelView) {
  return { ...skyDay(epochMs, place), ...skyNow(epochMs, place) };
}

function byId(markers: MarkerConfig[], id: string): MarkerConfig {
  const marker = markers.find((candidate) => candidate.id === id);
  if (!marker) throw new Error(`no marker ${id}`);
  return marker;
}

function yawPitchDeg(marker: MarkerConfig) {
  const position = marker.position as { yaw: number; pitch: number };
  return { yaw: (position.yaw * 180) / Math.PI, pitch: (position.pitch * 180) / Math.PI };
}

describe('the sky over a spot', () => {
  it('puts the equinox evening sun low in the west', () => {
    const markers = skyMarkers(scene(equinoxEveningMs), allOn, tunnelView.timeZone);
    const sun = yawPitchDeg(byId(markers, 'sun'));
    expect(sun.yaw).toBeGreaterThan(262);
    expect(sun.yaw).toBeLessThan(275);
    expect(sun.pitch).toBeGreaterThan(-1);
    expect(sun.pitch).toBeLessThan(4);
    // Marked on the compass as well.
    expect(byId(markers, 'sun').data).toEqual({ compass: expect.any(String) });
  });

  it('marks sunset on the western horizon at the local clock time', () => {
    const markers = skyMarkers(scene(equinoxEveningMs), allOn, tunnelView.timeZone);
    const sunset = byId(markers, 'sunset');
    const position = yawPitchDeg(sunset);
    expect(position.pitch).toBe(0);
    expect(position.yaw).toBeGreaterThan(265);
    expect(position.yaw).toBeLessThan(275);
    expect(sunset.html).toMatch(/↓ 19:[01]\d/);
    expect(byId(markers, 'sunrise').html).toMatch(/↑ 0[67]:\d\d/);
  });

  it('sets sunset later from a higher eye', () => {
    const low = skyDay(equinoxEveningMs, { ...tunnelView, elevM: 0 }).horizonEvents;
    const high = skyDay(equinoxEveningMs, { ...tunnelView, elevM: 300 }).horizonEvents;
    const sunsetMs = (events: typeof low) =>
      events.find((event) => event.kind === 'sunset')!.time.getTime();
    expect(sunsetMs(high)).toBeGreaterThan(sunsetMs(low) + 60_000);
  });

  it('follows the display preferences', () => {
    const sky = scene(equinoxEveningMs);
    const full = skyMarkers(sky, allOn, tunnelView.timeZone);
    expect(byId(full, 'sun').size).toEqual({
      width: BODY_SIZE_PX.sun[1],
      height: BODY_SIZE_PX.sun[1],
    });
    expect(full.some((marker) => marker.id === 'moon')).toBe(true);
    expect(full.some((marker) => marker.id.startsWith('sun-path-'))).toBe(true);
    expect(full.some((marker) => marker.id.startsWith('moon-path-'))).toBe(true);

    const plain = skyMarkers(sky, { large: false, moon: false, paths: false }, tunnelView.timeZone);
    expect(byId(plain, 'sun').size).toEqual({
      width: BODY_SIZE_PX.sun[0],
      height: BODY_SIZE_PX.sun[0],
    });
    expect(plain.some((marker) => marker.id.startsWith('moon'))).toBe(false);
    expect(
      plain.some((marker) => marker.id.includes('-path-') || marker.id.includes('-hour-')),
    ).toBe(false);
  });

  it('labels the path hours on the spot clock', () => {
    const markers = skyMarkers(scene(equinoxEveningMs), allOn, tunnelView.timeZone);
    const noon = markers.find(
      (marker) => marker.id.startsWith('sun-hour-') && marker.html?.includes('>12<'),
    );
    expect(noon).toBeDefined();
    // The sun stands roughly south at local noon.
    expect(yawPitchDeg(noon!).yaw).toBeGreaterThan(150);
    expect(yawPitchDeg(noon!).yaw).toBeLessThan(200);
  });
});

describe('paths split at the horizon', () => {
  it('shares the crossing point between the runs', () => {
    const time = new Date(0);
    const runs = splitAtHorizon(
      [-10, -2, 5, 20, 3, -4].map((altitudeDeg, index) => ({
        time,
        azimuthDeg: index * 15,
        altitudeDeg,
      })),
    );
    expect(runs.map((run) => run.above)).toEqual([false, true, false]);
    expect(runs.map((run) => run.points.map((point) => point.altitudeDeg))).toEqual([
      [-10, -2],
      [-2, 5, 20, 3],
      [3, -4],
    ]);
  });
});

describe('moon phase drawing', () => {
  it('draws a crescent, a half and a gibbous moon by the terminator', () => {
    expect(moonSvg(40, 0.1, 0)).toContain('A 19 15.20 0 0 0 -19 0');
    expect(moonSvg(40, 0.5, 0)).toContain('A 19 0.00 0 0 1 -19 0');
    expect(moonSvg(40, 0.9, 0)).toContain('A 19 15.20 0 0 1 -19 0');
  });

  it('turns the bright limb by the limb angle less the parallactic angle', () => {
    expect(moonLimbRotationDeg(Math.PI / 2, 0)).toBeCloseTo(-90, 9);
    expect(moonLimbRotationDeg(Math.PI / 2, Math.PI / 2)).toBeCloseTo(0, 9);
  });
});
