import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenGpuDone } from './gpu-fence';
import { fakeFenceContext } from '../../test-support/fake-webgl';

describe('whenGpuDone', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks its fence once a frame, and calls back when the GPU has done the work', () => {
    const gl = fakeFenceContext();
    const done = vi.fn();
    whenGpuDone(gl as unknown as WebGLRenderingContext, done);
    expect(gl.flushes).toBe(1);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(done).not.toHaveBeenCalled();
    gl.done = true;
    vi.advanceTimersToNextFrame();
    expect(done).toHaveBeenCalledOnce();
    expect(gl.fences).toBe(0);
    vi.advanceTimersToNextFrame();
    expect(done).toHaveBeenCalledOnce();
  });

  it('calls back on the next frame without fences or with a lost context', () => {
    const webgl1 = fakeFenceContext({ webgl2: false });
    const done = vi.fn();
    whenGpuDone(webgl1 as unknown as WebGLRenderingContext, done);
    vi.advanceTimersToNextFrame();
    expect(done).toHaveBeenCalledOnce();

    const lost = fakeFenceContext();
    const afterLoss = vi.fn();
    whenGpuDone(lost as unknown as WebGLRenderingContext, afterLoss);
    lost.lost = true;
    vi.advanceTimersToNextFrame();
    expect(afterLoss).toHaveBeenCalledOnce();
  });

  it('stops checking when stopped', () => {
    const gl = fakeFenceContext();
    const done = vi.fn();
    const stop = whenGpuDone(gl as unknown as WebGLRenderingContext, done);
    stop();
    gl.done = true;
    vi.advanceTimersToNextFrame();
    expect(done).not.toHaveBeenCalled();
  });
});
