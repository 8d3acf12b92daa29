import type { Log } from './log';

/** One piece of warm-up: loads something the first requests of its kind would wait for. */
interface WarmUpStep {
  name: string;
  run: () => Promise<unknown>;
}

/**
 * What a process loads once it starts, before it says it is ready (`/readyz`): the gazetteer,
 * the bundled outlines, the basemap, the server rendering. Each step loads in short slices or
 * in the background, so that `/healthz` and any early request are answered meanwhile; without
 * it, the first requests of each kind would wait for the loading and hold the event loop.
 */
export class WarmUp {
  private readonly steps: WarmUpStep[] = [];
  private state: 'not-started' | 'running' | 'done' = 'not-started';
  /** Milliseconds each step took, once run. */
  readonly stepMs: Record<string, number> = {};

  /** Adds a step; the steps run one after another, in the order added. */
  add(name: string, run: () => Promise<unknown>): void {
    this.steps.push({ name, run });
  }

  /**
   * Whether the warm-up holds readiness back: from `run` until every step is done. An app never
   * warmed up (one served through `inject`, in tests) loads everything on first use instead.
   */
  get running(): boolean {
    return this.state === 'running';
  }

  /**
   * Runs the steps. A step that fails is logged and left for first use (where it fails again
   * or succeeds then), so a broken warm-up never keeps the process from being ready.
   */
  async run(log: Log): Promise<void> {
    if (this.state !== 'not-started') return;
    this.state = 'running';
    const started = performance.now();
    for (const step of this.steps) {
      const stepStarted = performance.now();
      try {
        await step.run();
      } catch (error) {
        log.warn({ err: error }, `warm-up: ${step.name} failed; it loads on first use instead`);
      }
      this.stepMs[step.name] = Math.round(performance.now() - stepStarted);
    }
    this.state = 'done';
    const steps = Object.entries(this.stepMs)
      .map(([name, ms]) => `${name} ${ms} ms`)
      .join(', ');
    log.info(`warmed up in ${Math.round(performance.now() - started)} ms (${steps})`);
  }
}
