import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHARE_TARGET_PATH } from '@vantage/shared';
import { scriptNonce } from '../../lib/security-headers';
import type { PageService } from './page.service';

const NON_PAGE_PREFIXES = ['/api/', '/media/', '/tiles/', '/assets/'];

/** Where a share lands when the app's service worker was not there to take its photos. */
export const SHARE_NOT_RECEIVED_PATH = '/newPhoto?shared=unavailable';

/** Serves the SPA shell for every page path; `/i/{id}` redirects to the spot page. */
export function pageRoutes(pages: PageService, publicUrl: string) {
  return async (app: FastifyInstance) => {
    const origin = (request: FastifyRequest) =>
      publicUrl || `${request.protocol}://${request.host}`;

    const sendPage = async (request: FastifyRequest, reply: FastifyReply, status?: number) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const page = await pages.render(
        pathname,
        origin(request),
        request.user,
        scriptNonce(request.raw),
      );
      // A page carries its viewer's account data, so shared caches must not keep it.
      const cacheControl = request.user ? 'private, no-cache' : 'no-cache';
      return reply
        .code(status ?? page.status)
        .header('Cache-Control', cacheControl)
        .type('text/html; charset=utf-8')
        .send(page.html);
    };

    app.get<{ Params: { id: string } }>(
      '/i/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : null;
        const target = id != null ? await pages.spotRedirect(id) : null;
        if (!target) return sendPage(request, reply, 404);
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(target + query, 301);
      },
    );

    // The installed app's worker takes shared photos before they reach the server; a share that
    // arrives here came before the worker started, so its files are dropped unread and the
    // new-photo page says to share again.
    await app.register(async (share) => {
      share.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
        payload.on('end', () => done(null, null));
        payload.on('error', () => done(null, null));
        payload.resume();
      });
      share.post(SHARE_TARGET_PATH, { schema: { hide: true } }, async (_request, reply) =>
        reply.redirect(SHARE_NOT_RECEIVED_PATH, 303),
      );
    });

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) &&
        pathname !== '/api';
      if (!isPage) {
        return reply.code(404).send({
          error: { code: 'not_found', message: `${request.method} ${pathname} not found` },
        });
      }
      return sendPage(request, reply);
    });
  };
}
