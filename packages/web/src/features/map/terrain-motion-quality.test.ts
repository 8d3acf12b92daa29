import { describe, expect, it } from 'vitest';
import { MotionQuality } from './terrain-motion-quality';

describe('MotionQuality', () => {
  it('keeps full detail while the frames of a movement are within budget', () => {
    const quality = new MotionQuality(33);
    for (let i = 0; i < 50; i++) expect(quality.frame(16)).toBe(false);
    expect(quality.lightFromStart).toBe(false);
  });

  it('is not fooled by a few slow frames, such as tiles arriving', () => {
    const quality = new MotionQuality(33);
    const frames = [16, 400, 16, 16, 250, 16, 16, 16, 16, 300, 16, 16];
    expect(frames.map((ms) => quality.frame(ms))).not.toContain(true);
  });

  it('turns lighter once most recent frames miss the budget, and stays so for later movements', () => {
    const quality = new MotionQuality(33);
    const verdicts = [16, 16, 16, 80, 90, 120].map((ms) => quality.frame(ms));
    expect(verdicts).toEqual([false, false, false, false, false, true]);
    quality.rest();
    expect(quality.lightFromStart).toBe(true);
    // Already light: no new verdict to act on.
    expect(quality.frame(200)).toBe(false);
  });

  it('judges each movement afresh while the device has not proved slow', () => {
    const quality = new MotionQuality(33);
    [80, 80, 80, 80, 80].forEach((ms) => quality.frame(ms));
    quality.rest();
    expect(quality.lightFromStart).toBe(false);
    expect([16, 16, 16, 80, 80, 16].map((ms) => quality.frame(ms))).not.toContain(true);
  });
});
