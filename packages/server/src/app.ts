import fs from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { OutboxMailer } from './adapters/mail';
import type { Container } from './container';
import { isDataException } from './db/errors';
import { refusedField } from './lib/request-text';
import { HttpError, MAX_PATH_PART_LENGTH, uriTooLong } from './lib/errors';
import { openApiTransform } from './lib/route-docs';
import { RouteMethods } from './lib/route-methods';
import type { FrontAnswers } from './lib/front-answers';
import { RequestLog, requestLogger } from './lib/request-log';
import { compressAnswers } from './lib/gzip-in-memory';
import { installLoadShedding } from './lib/load-shedding';
import {
  answerKind,
  contentSecurityPolicy,
  cspDirectives,
  DOCUMENT_HEADERS,
  everyAnswerHeaders,
  originOf,
  type OutsideHosts,
} from './lib/security-headers';
import { authRoutes } from './modules/auth/auth.routes';
import { devOutboxRoutes } from './modules/auth/dev-outbox.routes';
import { oauthRoutes } from './modules/auth/oauth.routes';
import { installSessions } from './modules/auth/session-hook';
import { installNativeAppCors } from './lib/native-app-cors';
import { healthRoutes } from './modules/health/health.routes';
import { mapLayersRoutes } from './modules/map-layers/map-layers.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { pageRoutes } from './modules/pages/page.routes';
import { communityRoutes } from './modules/community/community.routes';
import { photoVotesRoutes } from './modules/photo-votes/photo-votes.routes';
import { photoWriteRoutes } from './modules/photos/photo-write.routes';
import { photoRoutes } from './modules/photos/photo.routes';
import { planningRoutes } from './modules/planning/planning.routes';
import { terrainApiRoutes, terrainTileRoutes } from './modules/terrain/terrain.routes';
import { searchRoutes } from './modules/search/search.routes';
import { spotCreateRoutes } from './modules/spots/spot-create.routes';
import { spotRoutes } from './modules/spots/spot.routes';
import { tilesRoutes } from './modules/tiles/tiles.routes';
import { toolsRoutes } from './modules/tools/tools.routes';
import { flickrRoutes } from './modules/flickr/flickr.routes';
import { userRoutes } from './modules/profiles/user.routes';
import { oneClickUnsubscribeRoutes } from './modules/users/one-click-unsubscribe.routes';
import { galleryRoutes } from './modules/galleries/gallery.routes';
import { guideRoutes } from './modules/guides/guide.routes';
import { guideReplyRoutes } from './modules/guides/guide-reply.routes';
import { tagRoutes } from './modules/tags/tag.routes';
import { notificationRoutes } from './modules/notifications/notification.routes';
import { pushRoutes } from './modules/notifications/push.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';

/**
 * Turns a container into the HTTP app: plugins, hooks, routes, the error handler, static
 * files and pages. The app logs through the container's logger. Whoever built the container
 * closes it, after the app.
 */
export async function buildApp(container: Container): Promise<FastifyInstance> {
  const { config } = container;
  const { front } = container;
  const app = createFastify(config, container.log, front);
  // Before any route: a method an address lacks answers 405 naming the ones it has.
  const routeMethods = new RouteMethods(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  const load = await installLoadShedding(
    app,
    {
      maxEventLoopDelayMs: config.loadMaxEventLoopDelayMs,
      maxEventLoopUtilization: config.loadMaxEventLoopUtilization,
      maxHeapBytes: config.loadMaxHeapBytes,
      maxInFlight: config.loadMaxInFlight,
    },
    container.metrics,
    PROBES,
  );
  // Request durations by route pattern, for the metrics.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    container.metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  front.install(app);
  installSecurityHeaders(app, container);
  await registerApiDocs(app, config);

  // The probes are asked for every few seconds: they answer outside the site's own hooks.
  await app.register(
    healthRoutes({
      database: container.database,
      redis: container.redis,
      media: container.media,
      metrics: container.metrics,
      metricsToken: config.metricsToken,
      accepting: () => container.lifecycle.accepting,
      warmUp: container.warmUp,
      shedding: () => load.shedding(),
    }),
  );
  // The site: its pages, files and API, with what their requests need on the way in and out.
  await app.register(async (site) => {
    refuseUnsafeText(site);
    await compressAnswers(site);
    await site.register(fastifyCookie);
    installNativeAppCors(site, config.nativeAppOrigins);
    installSessions(site, container.sessions, config.publicUrl);
    await registerApiRoutes(site, container);
    await registerFileRoutes(site, container);
    await registerWebBuild(site, config);
    await pageRoutes(container.pages, container.sitemap, config.publicUrl, routeMethods)(site);
  });
  // The first search and the first page are each the first run of much code (the search's
  // queries and answer schema, the server rendering's modules): done before the first visitor.
  // Not with Nominatim: every start would send it a request.
  if (container.geocoder.name === 'gazetteer')
    container.warmUp.add('search', () => app.inject({ method: 'GET', url: '/api/search/paris' }));
  container.warmUp.add('pages', () => app.inject({ method: 'GET', url: '/' }));
  return app;
}

function createFastify(
  config: Container['config'],
  loggerInstance: FastifyBaseLogger,
  front: FrontAnswers,
) {
  return Fastify({
    loggerInstance,
    logController: new RequestLog(PROBES),
    childLoggerFactory: requestLogger,
    // Visitors' kept answers are sent before the router; both number requests in one sequence.
    serverFactory: front.serverFactory,
    genReqId: front.nextRequestId,
    // Off unless the operator declared a proxy, so a forged X-Forwarded-For changes nothing.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Path parameters such as search text (200 characters, up to 9 bytes each once
    // percent-encoded) must reach validation, which answers 400 naming the field, not 414.
    routerOptions: { maxParamLength: MAX_PATH_PART_LENGTH },
    // Every route's schemas are zod's (set below): Fastify's own JSON-schema compilers (ajv,
    // fast-json-stringify) would be loaded for nothing, a tenth of a start.
    schemaController: {
      compilersFactory: {
        // Fastify types these for JSON schemas; they compile zod's, as the routes' do.
        buildValidator: () => validatorCompiler as never,
        buildSerializer: () => serializerCompiler as never,
      },
    },
    // Addresses the router cannot take answer in the one error shape too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const answer =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? uriTooLong()
          : new HttpError(400, 'invalid_input', 'path: the address is not a valid URL');
      void reply
        .code(answer.statusCode)
        .send({ error: { code: answer.code, message: answer.message } });
    },
  });
}

/**
 * No text of the site holds control characters (PostgreSQL cannot even store NUL) or
 * characters XML cannot carry, and no body nests deeper than the site's own: refuse them in
 * every path, query and JSON body before any route runs, naming the field.
 */
function refuseUnsafeText(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = { path: request.params, query: request.query, body: request.body };
    for (const [name, part] of Object.entries(parts)) {
      const refused = refusedField(part, name);
      if (refused) {
        done(new HttpError(400, 'invalid_input', `${refused.field}: ${refused.message}`));
        return;
      }
    }
    done();
  });
}

/**
 * The security headers, each set computed once. Every answer carries those that act on any
 * resource; documents also carry the pages' policy and the headers that govern documents,
 * scripts the pages' policy alone (a worker takes its policy from its script). The pages'
 * policy is written once, when the first page or script is sent (the web build, whose inline
 * scripts it allows by their hashes, may appear after start). A route that writes its own page
 * (the sign-in popup's callback) keeps the headers it set.
 */
function installSecurityHeaders(app: FastifyInstance, container: Container) {
  const { config } = container;
  const everyAnswer = everyAnswerHeaders(config.publicUrl.startsWith('https://'));
  let pagePolicy: string | null = null;
  const pagePolicyNow = () =>
    (pagePolicy ??= contentSecurityPolicy(
      cspDirectives(outsideHosts(config), container.pages.inlineScriptHashes()),
    ));
  const setMissing = (reply: FastifyReply, headers: Readonly<Record<string, string>>) => {
    for (const name in headers) if (!reply.hasHeader(name)) reply.header(name, headers[name]);
  };
  app.addHook('onSend', (_request, reply, payload, done) => {
    setMissing(reply, everyAnswer);
    const type = reply.getHeader('content-type');
    const kind = typeof type === 'string' ? answerKind(type) : 'data';
    if (kind !== 'data') {
      if (!reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', pagePolicyNow());
      if (kind === 'document') setMissing(reply, DOCUMENT_HEADERS);
    }
    // Shutting down, a connection ends with the answer in flight instead of idling open.
    if (!container.lifecycle.accepting) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** The OpenAPI description of the API and its browsable page. */
async function registerApiDocs(app: FastifyInstance, config: Container['config']) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.siteName} API`,
        version: '1.0.0',
        description: 'Photography spots, photos and planning.',
      },
    },
    transform: openApiTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

/** The JSON API under `/api`. */
async function registerApiRoutes(app: FastifyInstance, container: Container) {
  const { config } = container;
  const api = { prefix: '/api' };
  await app.register(spotRoutes(container.spots), api);
  await app.register(spotCreateRoutes(container.spotCreate), api);
  await app.register(photoRoutes(container.photos, container.featuredPhotos), api);
  await app.register(photoVotesRoutes(container.photoVotes), api);
  await app.register(communityRoutes(container), api);
  await app.register(toolsRoutes(container.urlImages), api);
  await app.register(flickrRoutes(container.flickrImport, config.publicUrl), api);
  await app.register(
    photoWriteRoutes({
      uploads: container.photoUploads,
      create: container.photoCreate,
      edit: container.photoEdit,
      uploadMaxBytes: config.uploadMaxBytes,
    }),
    api,
  );
  await app.register(planningRoutes(container), api);
  await app.register(terrainApiRoutes(container.terrain), api);
  await app.register(searchRoutes(container.search), api);
  await app.register(
    authRoutes(container.auth, container.oauth, container.devices, config.publicUrl),
    api,
  );
  await app.register(
    oauthRoutes(
      container.oauth,
      container.providerAccounts,
      { signIn: container.appSignIn, sessions: container.sessions },
      container.devices,
      config.publicUrl,
    ),
    api,
  );
  await app.register(
    userRoutes(container.users, container.unsubscribe, container.accountDeletion, config.publicUrl),
    api,
  );
  await app.register(galleryRoutes(container.galleries, config.publicUrl), api);
  await app.register(tagRoutes(container.tags, container.popularLocations), api);
  await app.register(guideRoutes(container.guides), api);
  await app.register(guideReplyRoutes(container.guideReplies), api);
  await app.register(
    notificationRoutes({
      notifications: container.notifications,
      follows: container.follows,
      streams: container.notificationStreams,
      mails: container.notificationMails,
    }),
    api,
  );
  await app.register(pushRoutes(container.notificationPushes), api);
  await app.register(moderationRoutes(container, config.publicUrl), api);
}

/** The development outbox, media files and map tiles, outside `/api`. */
async function registerFileRoutes(app: FastifyInstance, container: Container) {
  const { config, mailer } = container;
  await app.register(
    devOutboxRoutes(!config.production && mailer instanceof OutboxMailer ? mailer : null),
  );
  await app.register(oneClickUnsubscribeRoutes(container.unsubscribe));
  await app.register(mediaRoutes(container.media, container.photoVariants));
  await app.register(tilesRoutes);
  await app.register(mapLayersRoutes(container.mapLayers));
  await app.register(terrainTileRoutes(container.terrain));
}

/** The web build's files, when it has been built. */
async function registerWebBuild(app: FastifyInstance, config: Container['config']) {
  if (!fs.existsSync(config.webDistDir)) return;
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      if (filePath.includes('/assets/'))
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      // The service worker and the manifest are asked for again on every visit, so a new
      // version reaches installed apps at once.
      else if (/\/(sw\.js|manifest\.webmanifest)$/.test(filePath))
        res.setHeader('Cache-Control', 'no-cache');
      if (filePath.endsWith('.webmanifest'))
        res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
    },
  });
}

/** Answered even under load: the orchestrator must see how the process is doing. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** The outside hosts the configuration makes pages use: map layers, pictures, webcams. */
function outsideHosts(config: Container['config']): OutsideHosts {
  const map: string[] = [];
  for (const layer of config.mapLayers) {
    const { source } = layer;
    const url =
      source.kind === 'pmtiles' ? source.style : source.kind === 'own' ? null : source.url;
    const origin = url ? originOf(url) : null;
    if (origin) map.push(origin);
  }
  const images: string[] = [];
  if (config.oauth.google) images.push('https://*.googleusercontent.com');
  if (config.oauth.facebook) images.push('https://*.fbcdn.net', 'https://*.fbsbx.com');
  if (config.oauth.twitter) images.push('https://pbs.twimg.com');
  const frames: string[] = [];
  if (config.windyWebcamsKey) {
    images.push('https://imgproxy.windy.com', 'https://images-webcams.windy.com');
    frames.push('https://webcams.windy.com');
  }
  // The import page shows the member's Flickr photos from Flickr's image hosts.
  if (config.flickr) {
    images.push('https://live.staticflickr.com', 'https://*.staticflickr.com');
    // A stand-in for Flickr (FLICKR_API_URL, tests only) serves its image files itself.
    const api = new URL(config.flickr.apiUrl).origin;
    if (api !== 'https://api.flickr.com') images.push(api);
  }
  return { map: [...map, ...config.cspHosts], images: [...images, ...config.cspHosts], frames };
}

function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0]!;
    const field =
      issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
      error.validationContext ||
      'input';
    return reply
      .code(400)
      .send({ error: { code: 'invalid_input', message: `${field}: ${issue.message}` } });
  }
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send({ error: { code: error.code, message: error.message } });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, oversize body, unsupported media type.
    return reply.code(status).send({
      error: { code: error.code?.toLowerCase() ?? 'bad_request', message: error.message },
    });
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'the database refused a value of the request');
    return reply.code(400).send({
      error: { code: 'invalid_input', message: 'input: holds a value the database cannot store' },
    });
  }
  request.log.error(error);
  return reply
    .code(500)
    .send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
}
