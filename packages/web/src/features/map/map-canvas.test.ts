import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as MapCanvas from './map-canvas';

/** WebGL 2 contexts as the browser makes them: with the attributes asked for, once a canvas. */
function fakeWebgl({ available = true } = {}) {
  const made: Array<{ lost: boolean; losses: number; attributes: WebGLContextAttributes }> = [];
  const contexts = new WeakMap<HTMLCanvasElement, object>();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
    type: string,
    attributes?: unknown,
  ) {
    if (!available || type !== 'webgl2') return null;
    const existing = contexts.get(this);
    if (existing) return existing as never;
    const state = { lost: false, losses: 0, attributes: { ...(attributes as object) } };
    made.push(state);
    const gl = {
      getContextAttributes: () => ({ ...state.attributes, xrCompatible: false }),
      isContextLost: () => state.lost,
      getExtension: (name: string) =>
        name === 'WEBGL_lose_context' ? { loseContext: () => void (state.losses += 1) } : null,
    };
    contexts.set(this, gl);
    return gl as never;
  });
  return made;
}

/** What MapLibre's map asks for with its default options. */
const mapLibreDefaults = {
  antialias: false,
  preserveDrawingBuffer: false,
  powerPreference: 'high-performance',
  failIfMajorPerformanceCaveat: false,
  desynchronized: false,
  contextType: undefined,
} as const;

describe('the prepared map canvas', () => {
  let canvas: typeof MapCanvas;
  beforeEach(async () => {
    vi.resetModules();
    canvas = await import('./map-canvas');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('gives the next map a canvas whose context is made as the map asks, once', () => {
    const made = fakeWebgl();
    canvas.prepareMapCanvas();
    canvas.prepareMapCanvas();
    expect(made).toHaveLength(1);
    expect(made[0]?.attributes).toMatchObject({ alpha: true, depth: true, stencil: true });
    const taken = canvas.takeMapCanvas(mapLibreDefaults);
    expect(taken).toBeInstanceOf(HTMLCanvasElement);
    expect(canvas.takeMapCanvas(mapLibreDefaults)).toBeNull();
    expect(made[0]?.losses).toBe(0);
  });

  it('lets a context go that is lost or not the one the map asks for', () => {
    const made = fakeWebgl();
    canvas.prepareMapCanvas();
    expect(canvas.takeMapCanvas({ ...mapLibreDefaults, antialias: true })).toBeNull();
    expect(made[0]?.losses).toBe(1);

    canvas.prepareMapCanvas();
    expect(canvas.takeMapCanvas({ ...mapLibreDefaults, contextType: 'webgl' })).toBeNull();

    canvas.prepareMapCanvas();
    made[2]!.lost = true;
    expect(canvas.takeMapCanvas(mapLibreDefaults)).toBeNull();
  });

  it('prepares nothing where there is no WebGL 2', () => {
    fakeWebgl({ available: false });
    canvas.prepareMapCanvas();
    expect(canvas.takeMapCanvas(mapLibreDefaults)).toBeNull();
  });

  it('lets the map be made once the canvas is prepared, in a task after the mount', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const made = fakeWebgl();
    const { result } = renderHook(() => canvas.useMapCanvasPrepared());
    expect(result.current).toBe(false);
    expect(made).toHaveLength(0);
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(result.current).toBe(true);
    expect(made).toHaveLength(1);
  });
});
