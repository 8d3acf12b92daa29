import { METRES_PER_DEGREE } from '@vantage/shared';
import { describe, expect, it } from 'vitest';
import {
  fixedHeadingAdj,
  normalizeHeadingDeg,
  signedAngleDeg,
  skyToViewer,
  sphereCorrection,
  stepTowards,
  viewToViewer,
  viewerToView,
} from './view-geometry';

const deg = (rad: number) => (rad * 180) / Math.PI;

describe('headings', () => {
  it('wraps into 0 … 360 and −180 … 180', () => {
    expect(normalizeHeadingDeg(-90)).toBe(270);
    expect(normalizeHeadingDeg(720)).toBe(0);
    expect(normalizeHeadingDeg(-0)).toBe(0);
    expect(signedAngleDeg(270)).toBe(-90);
    expect(signedAngleDeg(180)).toBe(180);
    expect(signedAngleDeg(-190)).toBe(170);
  });
});

describe('sky positions in the viewer', () => {
  it('puts azimuth on yaw and altitude on pitch', () => {
    const west = skyToViewer({ azimuthDeg: 270, altitudeDeg: 2 });
    expect(deg(west.yaw)).toBeCloseTo(270, 9);
    expect(deg(west.pitch)).toBeCloseTo(2, 9);
    expect(deg(skyToViewer({ azimuthDeg: -10, altitudeDeg: -5 }).yaw)).toBeCloseTo(350, 9);
    expect(deg(skyToViewer({ azimuthDeg: 0, altitudeDeg: 95 }).pitch)).toBe(90);
  });

  it('reads a viewer direction back as heading and pitch', () => {
    const view = viewerToView(viewToViewer({ heading: 123.4, pitch: -7 }));
    expect(view.headingDeg).toBeCloseTo(123.4, 9);
    expect(view.pitchDeg).toBeCloseTo(-7, 9);
  });
});

describe('north correction', () => {
  it('turns the sphere the other way round from the correction', () => {
    const correction = sphereCorrection({ headingAdj: 30, pitchAdj: 2 });
    expect(deg(correction.pan)).toBeCloseTo(-30, 9);
    expect(deg(correction.tilt)).toBeCloseTo(-2, 9);
  });

  it('makes the confirmed direction the chosen cardinal', () => {
    // No correction yet; the user says the view at heading 20° is really north.
    expect(fixedHeadingAdj('North', 20, 0)).toBe(-20);
    // With a correction of 10°, the view at 100° is picture heading 90°; it is truly south.
    expect(fixedHeadingAdj('South', 100, 10)).toBe(90);
    // A wrap past 360.
    expect(fixedHeadingAdj('West', 10, 0)).toBe(-100);
    expect(fixedHeadingAdj('East', 90, 0)).toBe(0);
  });

  it('after the fix, the picture direction confirmed shows at the cardinal heading', () => {
    const current = 15;
    const viewHeading = 200;
    const next = fixedHeadingAdj('West', viewHeading, current);
    const pictureHeading = viewHeading - current;
    expect(normalizeHeadingDeg(pictureHeading + next)).toBeCloseTo(270, 9);
  });
});

describe('moving forward', () => {
  it('steps north and east by metres', () => {
    const north = stepTowards({ lat: 0, lng: 0 }, 0, METRES_PER_DEGREE);
    expect(north.lat).toBeCloseTo(1, 6);
    expect(north.lng).toBeCloseTo(0, 9);
    // A degree of longitude at 60° is half as long. A step of the 360 view is a few metres,
    // so the great circle it follows stays on the parallel well inside these digits.
    const stepM = 5;
    const east = stepTowards({ lat: 60, lng: 10 }, 90, stepM);
    expect(east.lat).toBeCloseTo(60, 9);
    expect(east.lng).toBeCloseTo(10 + stepM / (METRES_PER_DEGREE / 2), 12);
  });

  it('wraps across the antimeridian', () => {
    expect(stepTowards({ lat: 0, lng: 179.99999 }, 90, 10).lng).toBeLessThan(-179.9);
  });
});
