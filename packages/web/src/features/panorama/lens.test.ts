import { describe, expect, it } from 'vitest';
import {
  FOCAL35_RANGE_MM,
  FOV_CAP_DEG,
  LENS_PRESETS_MM,
  focal35FromHFovDeg,
  focal35Mm,
  hFovDegFromFocal35,
  hFovDegFromVFov,
  lensLabel,
  roundFocal,
  sensorFocalMm,
  stepLens,
  vFovDegFromHFov,
  zoomLevelForVFov,
} from './lens';

describe('field of view of a lens', () => {
  it('follows fov = 2·atan(36 / 2f) on 35 mm film', () => {
    expect(hFovDegFromFocal35(36)).toBeCloseTo(53.13, 2);
    expect(hFovDegFromFocal35(24)).toBeCloseTo(73.74, 2);
    expect(hFovDegFromFocal35(50)).toBeCloseTo(39.6, 1);
    expect(hFovDegFromFocal35(18)).toBeCloseTo(90, 6);
  });

  it('is capped at 177° however wide the lens', () => {
    expect(hFovDegFromFocal35(0.2)).toBe(FOV_CAP_DEG);
    expect(hFovDegFromFocal35(0)).toBe(FOV_CAP_DEG);
    expect(hFovDegFromFocal35(FOCAL35_RANGE_MM.min)).toBeCloseTo(177, 6);
    expect(focal35FromHFovDeg(179)).toBeCloseTo(FOCAL35_RANGE_MM.min, 6);
  });

  it('turns back into the same focal length', () => {
    for (const mm of [8, 15, 24, 85, 400])
      expect(focal35FromHFovDeg(hFovDegFromFocal35(mm))).toBeCloseTo(mm, 6);
  });
});

describe('crop factors', () => {
  it('multiplies the real focal length by the crop factor', () => {
    expect(focal35Mm(25, '4/3')).toBe(50);
    expect(focal35Mm(15, 'C APS-C')).toBeCloseTo(24, 9);
    expect(focal35Mm(16, 'APS-C')).toBe(24);
    expect(focal35Mm(35, 'FF')).toBe(35);
    expect(focal35Mm(80, 'MF')).toBeCloseTo(63.2, 9);
    expect(sensorFocalMm(24, 'APS-C')).toBe(16);
  });

  it('has the lens presets for every sensor', () => {
    expect(LENS_PRESETS_MM['4/3']).toEqual([7, 11, 14, 18, 22, 35, 50]);
    expect(LENS_PRESETS_MM['C APS-C']).toEqual([10, 15, 18, 24, 35, 50, 70]);
    expect(LENS_PRESETS_MM['APS-C']).toEqual([10, 16, 24, 35, 50, 70, 85]);
    expect(LENS_PRESETS_MM.FF).toEqual([15, 20, 24, 35, 50, 70, 85, 105]);
    expect(LENS_PRESETS_MM.MF).toEqual([23, 32, 45, 50, 64, 80, 110]);
  });

  it('labels a lens by its real focal length and its 35 mm equivalent', () => {
    expect(lensLabel(24, 'APS-C')).toBe('16 mm (24 mm eq.)');
    expect(lensLabel(14, '4/3')).toBe('7 mm (14 mm eq.)');
    expect(lensLabel(24, 'FF')).toBe('24 mm');
    expect(lensLabel(focal35Mm(45, 'MF'), 'MF')).toBe('45 mm (36 mm eq.)');
    // Read back from the viewer's field of view, 35 mm on APS-C is still 52.5 mm equivalent.
    const viaFov = focal35FromHFovDeg(hFovDegFromFocal35(focal35Mm(35, 'APS-C')));
    expect(lensLabel(viaFov, 'APS-C')).toBe('35 mm (53 mm eq.)');
    expect(roundFocal(52.49999999)).toBe(53);
    expect(roundFocal(7.04)).toBe(7);
  });
});

describe('lens steps', () => {
  it('moves the real focal length by 1.7 mm', () => {
    expect(stepLens(24, 1, 'FF')).toBeCloseTo(25.7, 9);
    expect(stepLens(24, -1, 'FF')).toBeCloseTo(22.3, 9);
    // 16 mm on APS-C + 1.7 mm = 17.7 mm, which is 26.55 mm equivalent.
    expect(stepLens(24, 1, 'APS-C')).toBeCloseTo(26.55, 9);
  });

  it('stops at the widest and longest lens the view can show', () => {
    expect(stepLens(1, -1, 'FF')).toBeCloseTo(FOCAL35_RANGE_MM.min, 9);
    expect(stepLens(FOCAL35_RANGE_MM.max, 1, 'MF')).toBeCloseTo(FOCAL35_RANGE_MM.max, 9);
  });
});

describe('viewer zoom', () => {
  it('converts between horizontal and vertical field of view', () => {
    expect(vFovDegFromHFov(90, 1)).toBeCloseTo(90, 9);
    expect(vFovDegFromHFov(90, 2)).toBeCloseTo(53.13, 2);
    expect(hFovDegFromVFov(vFovDegFromHFov(73.7, 1.6), 1.6)).toBeCloseTo(73.7, 9);
  });

  it('maps the vertical field of view linearly onto 0 … 100 without rounding', () => {
    expect(zoomLevelForVFov(179, 1, 179)).toBe(0);
    expect(zoomLevelForVFov(1, 1, 179)).toBe(100);
    expect(zoomLevelForVFov(90, 1, 179)).toBeCloseTo(50, 9);
    expect(zoomLevelForVFov(60.3, 1, 179)).toBeCloseTo(66.685, 3);
    expect(zoomLevelForVFov(200, 1, 179)).toBe(0);
  });
});
