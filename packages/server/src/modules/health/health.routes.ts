import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SharedRedis } from '../../adapters/redis/shared-redis';
import type { Database } from '../../db/database';
import type { ServerMetrics } from '../../lib/metrics';
import type { WarmUp } from '../../lib/warm-up';
import type { MediaStore } from '../../media/media-store';

/** What the readiness check looks at. */
export interface HealthDeps {
  database: Database;
  redis: SharedRedis | null;
  media: MediaStore;
  metrics: ServerMetrics;
  /** `METRICS_TOKEN`: `/metrics` answers only with it as a Bearer token; empty: no metrics. */
  metricsToken: string;
  /** False once the process is shutting down, so load balancers stop sending to it. */
  accepting: () => boolean;
  /** What the process loads before its first requests. */
  warmUp: Pick<WarmUp, 'running'>;
  /** Whether the load shedding would turn requests away now. */
  shedding: () => boolean;
}

type Check = 'ok' | 'down' | 'absent';

async function databaseCheck(database: Database): Promise<Check> {
  try {
    await sql`SELECT 1`.execute(database.db);
    return 'ok';
  } catch {
    return 'down';
  }
}

/**
 * `/healthz`: the process is alive (liveness: it answers, and asks nothing of the database, so
 * a slow database never gets a live process restarted). `/readyz`: it should get traffic:
 * started (the warm-up done, and the load shedding at rest, so the first requests are served
 * at once rather than shed), database, Redis (when configured; the site works without it, so it
 * is reported but does not fail the check) and the media store, and not shutting down.
 * `/metrics`: Prometheus text, only with the configured token.
 */
export function healthRoutes(deps: HealthDeps) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', { schema: { hide: true } }, () => ({
      status: 'ok',
      db: deps.database.engine,
    }));

    // The first time, ready waits for the load shedding to be at rest, so that the first
    // requests are served rather than shed. After that the shedding no longer decides: taking
    // a busy process out of rotation would only push its load onto the others.
    let calmOnce = false;
    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const [database, redis, media] = await Promise.all([
        databaseCheck(deps.database),
        deps.redis ? deps.redis.ping().then((up): Check => (up ? 'ok' : 'down')) : 'absent',
        deps.media.ready().then((up): Check => (up ? 'ok' : 'down')),
      ]);
      const accepting = deps.accepting();
      const warmingUp = deps.warmUp.running;
      calmOnce ||= !warmingUp && !deps.shedding();
      const ready = accepting && !warmingUp && calmOnce && database === 'ok' && media === 'ok';
      const status = ready
        ? 'ready'
        : !accepting
          ? 'shutting-down'
          : warmingUp
            ? 'warming-up'
            : !calmOnce
              ? 'busy'
              : 'unavailable';
      return reply
        .code(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status, checks: { database, redis, media } });
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const token = deps.metricsToken;
      if (!token || !sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
        // Without the token the endpoint does not exist, as far as anyone can tell.
        return reply
          .code(404)
          .send({ error: { code: 'not_found', message: 'GET /metrics not found' } });
      }
      return reply
        .header('Content-Type', deps.metrics.contentType)
        .header('Cache-Control', 'no-store')
        .send(await deps.metrics.text());
    });
  };
}

/** Compares secrets in constant time. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}
