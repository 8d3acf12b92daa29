import { describe, expect, it } from 'vitest';
import { goVerdict, type ShootConditions } from './go-verdict.js';

const calm: ShootConditions = {
  cloudsPct: 40,
  cloudsLowPct: 5,
  cloudsMidPct: 30,
  cloudsHighPct: 50,
  towardSunLowPct: 5,
  rainMm: 0,
  snowMm: 0,
  windMs: 3,
  visibilityM: 30_000,
};

describe('go / no-go', () => {
  it('calls a clear horizon under mid and high cloud the colourful case', () => {
    const { verdict, reasons } = goVerdict(calm);
    expect(verdict).toBe('go');
    expect(reasons[0]!.text).toMatch(/Clear horizon with mid and high cloud \(50%\)/);
  });

  it('calls a low overcast toward the sun a no-go, and half of it a maybe', () => {
    expect(goVerdict({ ...calm, towardSunLowPct: 85 }).verdict).toBe('no-go');
    expect(goVerdict({ ...calm, towardSunLowPct: 50 }).verdict).toBe('maybe');
    // Without a forecast toward the sun, the spot's own low cloud stands in.
    expect(goVerdict({ ...calm, towardSunLowPct: null, cloudsLowPct: 90 }).verdict).toBe('no-go');
  });

  it('spoils any light with rain, fog or a gale, and names the reason first', () => {
    const wet = goVerdict({ ...calm, rainMm: 2.4 });
    expect(wet.verdict).toBe('no-go');
    expect(wet.reasons[0]!.text).toBe('Rain: 2.4 mm in 3 hours');
    expect(goVerdict({ ...calm, visibilityM: 400 }).reasons[0]!.text).toBe(
      'Fog: visibility 0.4 km',
    );
    expect(goVerdict({ ...calm, windMs: 12 }).verdict).toBe('maybe');
    expect(goVerdict({ ...calm, windMs: 18 }).verdict).toBe('no-go');
  });

  it('judges by total cloud where the provider has no layers', () => {
    const noLayers = {
      ...calm,
      cloudsLowPct: null,
      cloudsMidPct: null,
      cloudsHighPct: null,
      towardSunLowPct: null,
    };
    expect(goVerdict({ ...noLayers, cloudsPct: 95 }).verdict).toBe('no-go');
    expect(goVerdict({ ...noLayers, cloudsPct: 70 }).verdict).toBe('maybe');
    expect(goVerdict({ ...noLayers, cloudsPct: 10 }).verdict).toBe('go');
  });
});
