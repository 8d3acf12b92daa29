import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { makePrograms, programsOfFrame } from './frame-programs';

type Painter = MaplibreMap['painter'];

/** A painter whose programs take `costMs` of the clock each to make, noting when each was made. */
function fakePainter(clock: { now: number }, costMs = 0) {
  const made: Array<{ name: string; at: number }> = [];
  const cache: Record<string, object> = {};
  const painter = {
    context: { gl: { isContextLost: () => painter.lost } },
    lost: false,
    useProgram(name: string, configuration?: { cacheKey: string } | null) {
      const key = name + (configuration?.cacheKey ?? '');
      if (!cache[key]) {
        made.push({ name: key, at: clock.now });
        clock.now += costMs;
        cache[key] = { draw: () => undefined };
      }
      return cache[key];
    },
  };
  return { painter, made, asPainter: painter as unknown as Painter };
}

describe('programsOfFrame', () => {
  it('notes each program the frame asks for once, makes none, and leaves the painter as it was', () => {
    const { painter, made, asPainter } = fakePainter({ now: 0 });
    const useProgram = Object.getOwnPropertyDescriptor(painter, 'useProgram');
    const fill = { cacheKey: '/a' };
    const drawn: string[] = [];
    const requests = programsOfFrame(asPainter, () => {
      for (const [name, configuration] of [
        ['fill', fill],
        ['fill', fill],
        ['fill', { cacheKey: '/b' }],
        ['symbol', null],
      ] as const) {
        asPainter
          .useProgram(name, configuration as never)
          .draw(...([] as unknown as Parameters<ReturnType<Painter['useProgram']>['draw']>));
        drawn.push(name);
      }
    });
    expect(drawn).toHaveLength(4);
    expect(requests.map(([name, configuration]) => name + (configuration?.cacheKey ?? ''))).toEqual(
      ['fill/a', 'fill/b', 'symbol'],
    );
    expect(made).toEqual([]);
    expect(Object.getOwnPropertyDescriptor(painter, 'useProgram')).toEqual(useProgram);
  });

  it("leaves a painter's own method in its class", () => {
    class ClassPainter {
      useProgram() {
        return { draw: () => undefined };
      }
    }
    const painter = new ClassPainter();
    const requests = programsOfFrame(painter as unknown as Painter, () => {
      (painter as unknown as Painter).useProgram('background');
    });
    expect(requests).toEqual([['background']]);
    expect(Object.hasOwn(painter, 'useProgram')).toBe(false);
  });

  it('gives the painter its programs back when the frame fails', () => {
    const { painter, asPainter } = fakePainter({ now: 0 });
    const useProgram = Object.getOwnPropertyDescriptor(painter, 'useProgram');
    expect(() =>
      programsOfFrame(asPainter, () => {
        throw new Error('no style');
      }),
    ).toThrow('no style');
    expect(Object.getOwnPropertyDescriptor(painter, 'useProgram')).toEqual(useProgram);
  });
});

describe('makePrograms', () => {
  const clock = { now: 0 };
  beforeEach(() => {
    clock.now = 0;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const requests = (...names: string[]) =>
    names.map((name) => [name] as Parameters<Painter['useProgram']>);

  it('makes each program in a task after the one that asked, a program of some milliseconds to a task', async () => {
    const { made, asPainter } = fakePainter(clock, 10);
    const tasks: number[] = [];
    const done = makePrograms(asPainter, requests('fill', 'line', 'symbol'), () => true);
    // Nothing in the task that asked.
    expect(made).toEqual([]);
    for (let task = 1; made.length < 3; task++) {
      await vi.runOnlyPendingTimersAsync();
      tasks.push(made.length);
      if (task > 10) throw new Error('the programs were not made');
    }
    await done;
    expect(tasks).toEqual([1, 2, 3]);
  });

  it('makes cheap programs together, and skips those already made', async () => {
    const { made, asPainter } = fakePainter(clock, 1);
    asPainter.useProgram('fill');
    const done = makePrograms(asPainter, requests('fill', 'line', 'circle', 'symbol'), () => true);
    await vi.runOnlyPendingTimersAsync();
    await done;
    expect(made.map((program) => program.name)).toEqual(['fill', 'line', 'circle', 'symbol']);
  });

  it('stops when the map goes or its context is lost', async () => {
    const gone = fakePainter(clock, 10);
    let current = true;
    const stopped = makePrograms(gone.asPainter, requests('fill', 'line'), () => current);
    await vi.runOnlyPendingTimersAsync();
    current = false;
    await vi.runOnlyPendingTimersAsync();
    await stopped;
    expect(gone.made.map((program) => program.name)).toEqual(['fill']);

    const lost = fakePainter(clock, 10);
    lost.painter.lost = true;
    const none = makePrograms(lost.asPainter, requests('fill'), () => true);
    await vi.runOnlyPendingTimersAsync();
    await none;
    expect(lost.made).toEqual([]);
  });
});
