import { describe, expect, it } from 'vitest';
import { threeHourSteps } from './open-meteo';
import { owmCondition } from './wmo-codes';

const H = 3600;
const DAY = 1_763_683_200; // 2025-11-21 00:00 UTC

function hourly(count: number, at: (i: number) => Partial<Record<string, number | null>>) {
  const rows = Array.from({ length: count }, (_, i) => at(i));
  const column = (name: string, fallback: number | null) =>
    rows.map((row) => (name in row ? row[name]! : fallback));
  return {
    time: rows.map((_, i) => DAY + i * H),
    temperature_2m: column('temp', 10),
    weather_code: column('code', 0),
    cloud_cover: column('clouds', 0),
    wind_speed_10m: column('wind', 2),
    wind_direction_10m: column('dir', 180),
    rain: column('rain', 0),
    showers: column('showers', 0),
    snowfall: column('snow', 0),
  };
}

describe('Open-Meteo in 3-hour steps', () => {
  it('sums the amounts of the hours after each stamp and takes the worst condition', () => {
    const steps = threeHourSteps(
      hourly(7, (i) => ({
        temp: i === 0 ? -5 : 20,
        code: i === 1 ? 61 : i === 2 ? 95 : 3,
        clouds: [30, 60, 90, 0, 0, 0, 0][i]!,
        rain: i === 0 ? 9 : 1,
        showers: i === 3 ? 0.5 : 0,
        snow: i === 2 ? 0.7 : 0,
      })),
      DAY,
    );
    expect(steps[0]).toEqual({
      dt: DAY,
      code: 211,
      descr: 'thunderstorm',
      temp: 268.15,
      clouds: 60,
      wndSpeed: 2,
      wndDeg: 180,
      // Stamps 01:00, 02:00 and 03:00 hold the rain of 00:00-03:00; the 00:00 stamp is earlier.
      rain: 3.5,
      snow: 1,
      cloudsLow: null,
      cloudsMid: null,
      cloudsHigh: null,
      visibility: null,
    });
    // Only cloud codes: the mean cover picks OpenWeatherMap's band.
    expect(steps[1]).toMatchObject({ dt: DAY + 3 * H, code: 800, clouds: 0 });
  });

  it('leaves out the steps already over and those without a temperature', () => {
    const steps = threeHourSteps(
      hourly(12, (i) => (i >= 9 ? { temp: null } : {})),
      DAY + 3 * H,
    );
    expect(steps.map((step) => step.dt)).toEqual([DAY + 3 * H, DAY + 6 * H]);
  });

  it('maps WMO codes onto the OpenWeatherMap families the icons use', () => {
    expect(owmCondition(0, null).code).toBe(800);
    expect(owmCondition(1, null).code).toBe(801);
    expect(owmCondition(3, null).code).toBe(804);
    expect(owmCondition(2, 70).code).toBe(803);
    expect(owmCondition(45, 100).code).toBe(741);
    expect(owmCondition(53, null).code).toBe(301);
    expect(owmCondition(65, null).code).toBe(502);
    expect(owmCondition(75, null).code).toBe(602);
    expect(owmCondition(81, null).code).toBe(521);
    expect(owmCondition(86, null).code).toBe(622);
    expect(owmCondition(99, null).code).toBe(202);
  });
});
