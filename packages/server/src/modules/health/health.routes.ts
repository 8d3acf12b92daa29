import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Liveness and database reachability for load balancers. */
export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
      try {
        await sql`SELECT 1`.execute(database.db);
        return { status: 'ok', db: database.engine };
      } catch {
        return reply
          .code(503)
          .send({ error: { code: 'unavailable', message: 'database unreachable' } });
      }
    });
  };
}
