import { startTransition, useEffect, useState } from 'react';

/** What MapLibre's map always asks of its WebGL context, whatever its options. */
const MAP_CONTEXT_NEEDS = {
  alpha: true,
  depth: true,
  stencil: true,
  premultipliedAlpha: true,
} as const satisfies WebGLContextAttributes;

/** The rest of the context MapLibre's map asks for with its default options. */
const MAP_CONTEXT_DEFAULTS = {
  antialias: false,
  preserveDrawingBuffer: false,
  powerPreference: 'high-performance',
  failIfMajorPerformanceCaveat: false,
  desynchronized: false,
} as const satisfies WebGLContextAttributes;

/** What a map asks its context to be: MapLibre's `canvasContextAttributes`. */
export type MapContextRequest = WebGLContextAttributes & { contextType?: string };

let spare: HTMLCanvasElement | null = null;

/**
 * Makes a canvas with its WebGL context for the next map, unless one waits already. Making a
 * context takes the browser tens of milliseconds; made here, in a task of its own, it is not
 * part of the task that makes the map.
 */
export function prepareMapCanvas(): void {
  if (spare) return;
  const canvas = document.createElement('canvas');
  if (canvas.getContext('webgl2', { ...MAP_CONTEXT_DEFAULTS, ...MAP_CONTEXT_NEEDS }))
    spare = canvas;
}

/**
 * The canvas `prepareMapCanvas` made, for a map asking for `request`: given once, and only
 * while its context lives and is the one the map asks for (a lost or other one is let go).
 */
export function takeMapCanvas(request: MapContextRequest): HTMLCanvasElement | null {
  const canvas = spare;
  spare = null;
  // Asked again, a canvas gives the context it has.
  const gl = canvas?.getContext('webgl2') ?? null;
  if (!canvas || !gl) return null;
  const { contextType = 'webgl2', ...asked } = request;
  const wanted: Record<string, unknown> = { ...asked, ...MAP_CONTEXT_NEEDS };
  const made = (gl.getContextAttributes() ?? {}) as Record<string, unknown>;
  const fits =
    !gl.isContextLost() &&
    contextType === 'webgl2' &&
    Object.entries(wanted).every(([name, value]) => made[name] === value);
  if (fits) return canvas;
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return null;
}

/**
 * Whether the map may be made: true once a canvas for it has been prepared, in a task after
 * the one that mounted the component; the render that follows is React's background kind.
 */
export function useMapCanvasPrepared(): boolean {
  const [prepared, setPrepared] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      prepareMapCanvas();
      startTransition(() => setPrepared(true));
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return prepared;
}
