import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { MAX_PATH_PART_LENGTH } from './errors';

/** The catch-all of pages takes any address read, so it says nothing of an address's methods. */
const CATCH_ALL = '/*';

/**
 * The methods each address takes, known from the routes as they are added: a second router
 * (find-my-way, as Fastify's own, with its limits) that holds every route but answers only
 * which methods match a path. Fastify itself answers 404 to a method a path lacks.
 */
export class RouteMethods {
  private readonly router = FindMyWay({ maxParamLength: MAX_PATH_PART_LENGTH });
  private readonly methods = new Set<HTTPMethod>();
  private readonly added = new Set<string>();

  /** Records every route `app` and its plugins add from now on. */
  constructor(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (route.url === CATCH_ALL) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      // A GET route answers HEAD too.
      for (const method of methods.includes('GET') ? [...methods, 'HEAD'] : methods) {
        this.add(method as HTTPMethod, route.url);
      }
    });
  }

  private add(method: HTTPMethod, url: string): void {
    const key = `${method} ${url}`;
    if (this.added.has(key)) return;
    this.added.add(key);
    this.methods.add(method);
    this.router.on(method, url, () => undefined);
  }

  /** The methods some route takes `url` with, in a stable order; none for an unknown path. */
  allowed(url: string): HTTPMethod[] {
    return [...this.methods].filter((method) => this.router.find(method, url) !== null).sort();
  }
}

/**
 * The answer to a request no route took: 405 with `Allow` when the address exists with other
 * methods, else 404; both in the one error shape.
 */
export function answerNoRoute(
  routes: RouteMethods,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
) {
  const allowed = routes.allowed(request.url).filter((method) => method !== request.method);
  if (allowed.length > 0) {
    return reply
      .code(405)
      .header('Allow', allowed.join(', '))
      .send({
        error: {
          code: 'method_not_allowed',
          message: `${request.method} ${pathname}: this address takes ${allowed.join(', ')}`,
        },
      });
  }
  return reply.code(404).send({
    error: { code: 'not_found', message: `${request.method} ${pathname} not found` },
  });
}
