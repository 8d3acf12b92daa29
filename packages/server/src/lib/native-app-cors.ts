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

/** Photos and map files: public, read by the app's pages as images and map tiles. */
const SERVER_FILE_PREFIXES = ['/media/', '/tiles/'];

const isServerFile = (url: string) => SERVER_FILE_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * CORS for the native app's pages, which the app serves from its own origin: calls under
 * `/api/` from one of `origins` are allowed, preflights included, and so are its reads of
 * photos and map files (`/media/`, `/tiles/`; the map fetches tiles in CORS mode). No
 * credentials: the app sends its session as an `Authorization: Bearer` token, never the
 * cookie, so the answers never carry `Access-Control-Allow-Credentials`. Every other origin
 * gets no CORS headers.
 *
 * Photos and map files also answer `Cross-Origin-Resource-Policy: cross-origin` rather than
 * the site's `same-site`: the app's pages are another site, and an `<img>` there loads without
 * CORS, where only this header decides. The header cannot name origins, and these files are
 * public (no session is read for them); the API itself stays limited to the app's origins.
 */
export function installNativeAppCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  // Both hooks call back at once: they wait for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isServerFile(request.url))
      void reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    done(null, payload);
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') && !isServerFile(request.url)) return done();
    addVaryOrigin(reply);
    const origin = request.headers.origin?.toLowerCase();
    if (origin === undefined || !allowed.has(origin)) return done();
    void reply.header('Access-Control-Allow-Origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      // Answered here: the hook chain ends with the answer.
      void reply
        .code(204)
        .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S))
        .header('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers')
        .send();
      return;
    }
    done();
  });
}
