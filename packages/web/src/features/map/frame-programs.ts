import type { Map as MaplibreMap } from 'maplibre-gl';
import { nextTask } from '../../lib/next-task';

type Painter = MaplibreMap['painter'];
type ProgramRequest = Parameters<Painter['useProgram']>;

/** How long one task may spend making programs before it gives the browser a turn. */
const PROGRAM_TASK_MS = 8;

/**
 * The shader programs a frame draws with: the frame is worked out with every draw left out, and
 * each program it asks for noted. What MapLibre does besides drawing (uploading tiles, clearing)
 * is done as in any frame; the next frame draws on what it leaves.
 */
export function programsOfFrame(painter: Painter, workOutFrame: () => void): ProgramRequest[] {
  const requests = new Map<string, ProgramRequest>();
  const leftOut = { draw() {} } as unknown as ReturnType<Painter['useProgram']>;
  const own = Object.getOwnPropertyDescriptor(painter, 'useProgram');
  painter.useProgram = (...request: ProgramRequest) => {
    const [name, configuration, simple = false, defines = []] = request;
    requests.set(
      `${name}|${configuration?.cacheKey ?? ''}|${simple}|${defines.join('/')}`,
      request,
    );
    return leftOut;
  };
  try {
    workOutFrame();
  } finally {
    if (own) Object.defineProperty(painter, 'useProgram', own);
    else Reflect.deleteProperty(painter, 'useProgram');
  }
  return [...requests.values()];
}

/**
 * Makes the programs in short tasks, each on its own. MapLibre makes a program the first time a
 * frame draws with it and asks at once whether it compiled, which makes the page wait for the
 * compiling and, where WebGL is drawn in software, for every draw queued before it: a first
 * frame making its programs as it draws holds the page for the whole drawing. Made here, no
 * draw waits before them, and the frame that follows draws without waiting. Programs already
 * made cost nothing.
 */
export async function makePrograms(
  painter: Painter,
  requests: readonly ProgramRequest[],
  isCurrent: () => boolean,
): Promise<void> {
  let taskStart = -Infinity;
  for (const request of requests) {
    if (performance.now() - taskStart >= PROGRAM_TASK_MS) {
      await nextTask();
      taskStart = performance.now();
    }
    // A map removed, or a context lost, meanwhile: its next painter makes its own.
    if (!isCurrent() || painter.context.gl.isContextLost()) return;
    painter.useProgram(...request);
  }
}
