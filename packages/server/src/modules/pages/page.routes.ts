import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SearchFormQuery, SHARE_TARGET_PATH, searchTarget } from '@vantage/shared';
import { MAX_PATH_PART_LENGTH, uriTooLong } from '../../lib/errors';
import { answerNoRoute, type RouteMethods } from '../../lib/route-methods';
import type { PageService } from './page.service';
import type { ApiTransport } from './server-renderer';
import type { SitemapService } from './sitemap.service';

const NON_PAGE_PREFIXES = ['/api/', '/media/', '/tiles/', '/assets/'];

/** Where a share lands when the app's service worker was not there to take its photos. */
export const SHARE_NOT_RECEIVED_PATH = '/newPhoto?shared=unavailable';

/** The viewport width a page is laid out for when the browser says it is a phone. */
const PHONE_VIEWPORT_WIDTH_PX = 390;

/**
 * Whether the browser says it is a phone: the `Sec-CH-UA-Mobile` client hint (Chromium), or a
 * phone's user agent (every browser); a tablet gets the wide layout.
 */
export function isPhone(request: Pick<FastifyRequest, 'headers'>): boolean {
  if (request.headers['sec-ch-ua-mobile'] === '?1') return true;
  const agent = request.headers['user-agent'] ?? '';
  return /\b(iPhone|iPod)\b|Android.+Mobile|Mobile.+Firefox|\bMobi\b/.test(agent);
}

/** Sitemaps change with the content but need not be fresher than this. */
const SITEMAP_CACHE = 'public, max-age=3600';

/** The site's own origin for links in pages and sitemaps. */
type OriginOf = (request: FastifyRequest) => string;

/** Answers a page read with its rendered HTML, optionally with another status than its own. */
type SendPage = (request: FastifyRequest, reply: FastifyReply, status?: number) => Promise<unknown>;

/**
 * Serves every page path, `robots.txt` and the sitemap; `/i/{id}` redirects to the spot page
 * and a gallery's other addresses to its own. Any other address answers 404, or 405 when it
 * exists with other methods (`routes`).
 */
export function pageRoutes(
  pages: PageService,
  sitemap: SitemapService,
  publicUrl: string,
  routes: RouteMethods,
) {
  return async (app: FastifyInstance) => {
    const origin: OriginOf = (request) => publicUrl || `${request.protocol}://${request.host}`;
    const sendPage = pageSender(pages, origin, visitorApi(app));
    sitemapRoutes(app, sitemap, origin);
    redirectRoutes(app, pages, sendPage);
    await shareTargetRoute(app);
    catchAllRoute(app, pages, routes, sendPage);
  };
}

/**
 * The server's rendering reads the API as a signed-out visitor: no cookie or token is passed
 * on, so no member's data can reach the HTML.
 */
function visitorApi(app: FastifyInstance): ApiTransport {
  return async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) {
      return new Response(null, { status: 405 });
    }
    const answer = await app.inject({ method: 'GET', url });
    const type = answer.headers['content-type'];
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'Content-Type': type } : {},
    });
  };
}

function pageSender(pages: PageService, origin: OriginOf, api: ApiTransport): SendPage {
  return async (request, reply, status) => {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const page = await pages.render(pathname, origin(request), {
      currentUser: request.user,
      search: queryAt < 0 ? '' : request.url.slice(queryAt),
      api,
      viewportWidth: isPhone(request) ? PHONE_VIEWPORT_WIDTH_PX : null,
    });
    // A member's page carries their account data, so no cache keeps it; a visitor's page is
    // the same for every visitor and is checked again before a cache reuses it.
    const cacheControl = request.user ? 'private, no-store' : 'no-cache';
    void reply
      .code(status ?? page.status)
      .header('Cache-Control', cacheControl)
      // A shared cache keeps the visitors' page apart from the members' ones, the phones'
      // layout apart from the wide one, and the compressed page apart from the plain one.
      .header('Vary', 'Cookie, Sec-CH-UA-Mobile, User-Agent, accept-encoding')
      .type('text/html; charset=utf-8');
    const { html } = page;
    if (html.kind === 'text') return reply.send(html.text);
    // A kept page was compressed once, and is sent as it is.
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('Content-Encoding', 'gzip').send(html.html.gzip);
    }
    return reply.send(html.html.body);
  };
}

/** `robots.txt`, the sitemap index and its files. */
function sitemapRoutes(app: FastifyInstance, sitemap: SitemapService, origin: OriginOf) {
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('Cache-Control', SITEMAP_CACHE).type('application/xml; charset=utf-8').send(xml);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('Cache-Control', SITEMAP_CACHE)
      .type('text/plain; charset=utf-8')
      .send(sitemap.robots(origin(request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendXml(reply, await sitemap.root(origin(request))),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemap/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = /^(.+)\.xml$/.exec(request.params.file)?.[1];
      const xml = name ? await sitemap.file(name, origin(request)) : null;
      if (!xml) {
        return reply.code(404).send({
          error: { code: 'not_found', message: `file: no sitemap ${request.params.file}` },
        });
      }
      return sendXml(reply, xml);
    },
  );
}

/** The search form sent before the page's scripts ran, and short spot links. */
function redirectRoutes(app: FastifyInstance, pages: PageService, sendPage: SendPage) {
  // The search form as the browser sends it before the page's scripts run: the same place
  // the page's own search opens (the results, or the map at typed coordinates).
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/search', { schema: { hide: true, querystring: SearchFormQuery } }, (request, reply) =>
      reply.redirect(searchTarget(request.query.q ?? '') ?? '/', 303),
    );

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
}

/**
 * The installed app's worker takes shared photos before they reach the server; a share that
 * arrives here came before the worker started, so its files are dropped unread and the
 * new-photo page says to share again.
 */
async function shareTargetRoute(app: FastifyInstance) {
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
}

/**
 * Every other address read is a page (a route, so that it is compressed like the API's
 * answers), except under the prefixes of files and the API.
 */
function catchAllRoute(
  app: FastifyInstance,
  pages: PageService,
  routes: RouteMethods,
  sendPage: SendPage,
) {
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      !NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) && pathname !== '/api';
    if (isPage) {
      // A gallery or a profile has one address; its others (an owner by id once they chose a
      // username, a username they left, links from before) lead there, for whoever may see it.
      const canonical = await pages.canonicalRedirect(pathname, request.user);
      if (!canonical) return sendPage(request, reply);
      const query = request.url.slice(pathname.length);
      return reply
        .header('Cache-Control', request.user ? 'private, no-store' : 'no-cache')
        .header('Vary', 'Cookie')
        .redirect(canonical + query, 301);
    }
    // An API address with a part longer than its routes take (they did not match it).
    if (pathname.split('/').some((part) => part.length > MAX_PATH_PART_LENGTH)) {
      throw uriTooLong();
    }
    return answerNoRoute(routes, request, reply, pathname);
  });

  app.setNotFoundHandler(async (request, reply) =>
    answerNoRoute(routes, request, reply, request.url.split('?')[0] ?? '/'),
  );
}
