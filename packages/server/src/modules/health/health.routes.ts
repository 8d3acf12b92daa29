import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SharedRedis } from '../../adapters/redis/shared-redis';
import type { Database } from '../../db/database';
import type { ServerMetrics } from '../../lib/metrics';
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
 * `/healthz`: the process is alive and its database answers. `/readyz`: it should get
 * traffic: database, Redis (when configured; the site works without it, so it is reported
 * but does not fail the check) and the media store, and not shutting down. `/metrics`:
 * Prometheus text, only with the configured token.
 */
export function healthRoutes(deps: HealthDeps) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
      if ((await databaseCheck(deps.database)) === 'ok') {
        return { status: 'ok', db: deps.database.engine };
      }
      return reply
        .code(503)
        .send({ error: { code: 'unavailable', message: 'database unreachable' } });
    });

    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const [database, redis, media] = await Promise.all([
        databaseCheck(deps.database),
        deps.redis ? deps.redis.ping().then((up): Check => (up ? 'ok' : 'down')) : 'absent',
        deps.media.ready().then((up): Check => (up ? 'ok' : 'down')),
      ]);
      const accepting = deps.accepting();
      const ready = accepting && database === 'ok' && media === 'ok';
      return reply
        .code(ready ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({
          status: ready ? 'ready' : accepting ? 'unavailable' : 'shutting-down',
          checks: { database, redis, media },
        });
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
