import type { FastifyInstance, FastifyReply } from 'fastify';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type';
/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

function addVaryOrigin(reply: FastifyReply): void {
  const current = reply.getHeader('Vary');
  const listed = typeof current === 'string' ? current : '';
  if (!/(^|,)\s*origin\s*(,|$)/i.test(listed)) {
    void reply.header('Vary', listed ? `${listed}, Origin` : 'Origin');
  }
}

/**
 * CORS for the native app's pages, which the app serves from its own origin: calls under
 * `/api/` from one of `origins` are allowed, preflights included. No credentials: the app
 * sends its session as an `Authorization: Bearer` token, never the cookie, so the answers
 * never carry `Access-Control-Allow-Credentials`. Every other origin gets no CORS headers.
 */
export function installNativeAppCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    addVaryOrigin(reply);
    const origin = request.headers.origin?.toLowerCase();
    if (origin === undefined || !allowed.has(origin)) return;
    void reply.header('Access-Control-Allow-Origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S))
        .header('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers')
        .send();
    }
  });
}
