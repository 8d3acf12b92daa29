import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from './metrics';

export interface LoadLimits {
  /** Event-loop delay (ms) past which requests are shed; 0: none. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilization (0-1) over the last second past which requests are shed; 0: none. */
  maxEventLoopUtilization: number;
  /** Heap in use (bytes) past which requests are shed; 0: none. */
  maxHeapBytes: number;
  /** Requests in flight past which more are shed at once; 0: none. */
  maxInFlight: number;
}

/** What the load shedding tells the readiness check. */
export interface LoadState {
  /** Whether a request arriving now while others wait would be shed. */
  shedding(): boolean;
  /** Requests received and not yet answered. */
  inFlight(): number;
}

/**
 * Fewer requests in flight than this are never shed for the loop's or the heap's sake: a
 * browser opens up to six connections, so one visitor is never turned away because the
 * process is busy with its own work (warming up, rebuilding the basemap).
 */
export const SHED_MIN_IN_FLIGHT = 8;

/** How often the loop's delay and utilization are sampled. */
const SAMPLE_INTERVAL_MS = 1_000;
/** What a shed request is told: come back in this many seconds. */
const RETRY_AFTER_S = 10;

/** How each counted request leaves the count of requests in flight before it ends. */
const leaving = new WeakMap<object, () => void>();

/**
 * A request that stays open while it streams (a page's live notifications) is not work in
 * flight: it leaves the count, so open pages never make the process shed new requests.
 */
export function streamingFromNowOn(reply: { raw: object }): void {
  leaving.get(reply.raw)?.();
}

/**
 * Saturated, the process sheds new requests at once (503, Retry-After) so that the ones it
 * accepts are answered in time. Two signals decide, as each request arrives: how many requests
 * are in flight (instant: a burst of connections is cut at the limit, the excess answered in
 * microseconds), and, once several wait, whether the event loop lagged, was busy all of the last
 * second, or the heap is too full. The probes are always answered.
 */
export async function installLoadShedding(
  app: FastifyInstance,
  limits: LoadLimits,
  metrics: ServerMetrics,
  probes: ReadonlySet<string>,
): Promise<LoadState> {
  // Only for its measures: the decision is taken below, with the count of requests in flight.
  await app.register(fastifyUnderPressure, {
    sampleInterval: SAMPLE_INTERVAL_MS,
    // The last second's utilization, not the average since start: a start that kept the loop
    // busy for seconds kept the average above the limit well after it was over.
    eventLoopUtilizationMode: 'interval',
  });
  let inFlight = 0;
  const pressure = (): string | null => {
    const { eventLoopDelay, eventLoopUtilized, heapUsed } = app.memoryUsage();
    if (limits.maxEventLoopDelayMs > 0 && eventLoopDelay > limits.maxEventLoopDelayMs)
      return 'eventLoopDelay';
    if (limits.maxHeapBytes > 0 && heapUsed > limits.maxHeapBytes) return 'heapUsedBytes';
    if (limits.maxEventLoopUtilization > 0 && eventLoopUtilized > limits.maxEventLoopUtilization)
      return 'eventLoopUtilization';
    return null;
  };
  const reasonToShed = (): string | null => {
    if (limits.maxInFlight > 0 && inFlight >= limits.maxInFlight) return 'inFlight';
    return inFlight >= SHED_MIN_IN_FLIGHT ? pressure() : null;
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (probes.has(request.url)) return done();
    const reason = reasonToShed();
    if (reason) {
      metrics.shed.inc({ reason });
      void reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_S))
        .send({
          error: { code: 'overloaded', message: 'The server is busy. Please try again shortly.' },
        });
      return;
    }
    inFlight++;
    let counted = true;
    const leave = () => {
      if (!counted) return;
      counted = false;
      inFlight--;
    };
    // Once per request, answered or abandoned by its client.
    reply.raw.once('close', leave);
    leaving.set(reply.raw, leave);
    done();
  });
  return { shedding: () => pressure() !== null, inFlight: () => inFlight };
}
