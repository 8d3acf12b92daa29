import fs from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { createBoundaries, type Boundaries, type BoundariesConfig } from './adapters/boundaries';
import { createElevationSource, type ElevationConfig } from './adapters/elevation';
import { createGeocoder, type Geocoder, type GeocoderConfig } from './adapters/geocoder';
import type { Mailer } from './adapters/mail/mailer';
import { OutboxMailer } from './adapters/mail/outbox-mailer';
import type { Config } from './config';
import type { Database } from './db/database';
import { HttpError } from './lib/errors';
import type { RateLimitStore } from './lib/rate-limit';
import type { MediaStore } from './media/media-store';
import { authRoutes } from './modules/auth/auth.routes';
import { buildAuth } from './modules/auth/auth.module';
import { devOutboxRoutes } from './modules/auth/dev-outbox.routes';
import { oauthRoutes } from './modules/auth/oauth.routes';
import type { PasswordHasher } from './modules/auth/password-hasher';
import { installSessions } from './modules/auth/session-hook';
import { healthRoutes } from './modules/health/health.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { loadTemplate } from './modules/pages/html-shell';
import { pageRoutes } from './modules/pages/page.routes';
import { RedisChangeFeed } from './adapters/change-feed/redis-change-feed';
import { MapLayersService } from './modules/map-layers/map-layers.service';
import { mapLayersRoutes } from './modules/map-layers/map-layers.routes';
import { PageService } from './modules/pages/page.service';
import { ElevationService } from './modules/planning/elevation.service';
import { buildPlanning } from './modules/planning/planning.module';
import { PlanningRepository } from './modules/planning/planning.repository';
import { planningRoutes } from './modules/planning/planning.routes';
import { buildPhotoVotes } from './modules/photo-votes/photo-votes.module';
import { photoVotesRoutes } from './modules/photo-votes/photo-votes.routes';
import { photoRoutes } from './modules/photos/photo.routes';
import { buildPhotoWrite } from './modules/photos/photo-write.module';
import { photoWriteRoutes } from './modules/photos/photo-write.routes';
import { PhotoRepository } from './modules/photos/photo.repository';
import { PhotoService } from './modules/photos/photo.service';
import { buildSearch } from './modules/search/search.module';
import { searchRoutes } from './modules/search/search.routes';
import { SpotDetailsRepository } from './modules/spots/spot-details.repository';
import { buildSpotCreate } from './modules/spots/spot-create.module';
import { spotCreateRoutes } from './modules/spots/spot-create.routes';
import { spotRoutes } from './modules/spots/spot.routes';
import { SpotRepository } from './modules/spots/spot.repository';
import { SpotService } from './modules/spots/spot.service';
import { buildUrlImages } from './modules/tools/tools.module';
import { toolsRoutes } from './modules/tools/tools.routes';
import { tilesRoutes } from './modules/tiles/tiles.routes';
import { userRoutes } from './modules/users/user.routes';
import { UserRepository } from './modules/users/user.repository';
import { UserService } from './modules/users/user.service';

export interface AppDeps {
  config: Config;
  database: Database;
  media: MediaStore;
  /** Mail delivery; from the configuration (SMTP or the outbox) unless given. */
  mailer?: Mailer;
  /** Password hashing at the production cost unless a test passes a cheaper one. */
  passwords?: PasswordHasher;
  /** Throttle counters; in this process's memory unless given. */
  rateLimits?: RateLimitStore;
}

/** The services of the app, for the seed, benchmarks and tests. */
export interface Services {
  spots: SpotService;
  photos: PhotoService;
  users: UserService;
  spotRepository: SpotRepository;
  photoRepository: PhotoRepository;
  /** Forward and reverse geocoding: Nominatim or the bundled gazetteer. */
  geocoder: Geocoder;
  /** Areas a position lies in (automatic tags): Overpass or the bundled outlines. */
  boundaries: Boundaries;
  /** Spot elevations: filled in from ELEVATION_URL when missing, adjusted by users. */
  elevation: ElevationService;
}

/** Outside services used by the app's services; chosen by the configuration unless given. */
export interface ServiceAdapters {
  /** Picks the adapters not given; without it, the offline defaults (no network). */
  config?: GeocoderConfig & BoundariesConfig & ElevationConfig;
  geocoder?: Geocoder;
  boundaries?: Boundaries;
}

export function buildServices(database: Database, adapters: ServiceAdapters = {}): Services {
  const offline = {
    nominatimUrl: '',
    nominatimEmail: '',
    overpassUrl: '',
    geocoderUserAgent: '',
    elevationUrl: '',
    elevationDataset: '',
  };
  const geocoder = adapters.geocoder ?? createGeocoder(adapters.config ?? offline);
  const boundaries = adapters.boundaries ?? createBoundaries(adapters.config ?? offline);
  const spotRepository = new SpotRepository(database);
  const photoRepository = new PhotoRepository(database);
  const photos = new PhotoService(photoRepository, spotRepository);
  const userRepository = new UserRepository(database);
  const elevation = new ElevationService(
    new PlanningRepository(database),
    createElevationSource(adapters.config ?? offline),
  );
  const spots = new SpotService(
    spotRepository,
    new SpotDetailsRepository(database),
    userRepository,
    photos,
    elevation,
  );
  const users = new UserService(userRepository, photos);
  return {
    spots,
    photos,
    users,
    spotRepository,
    photoRepository,
    geocoder,
    boundaries,
    elevation,
  };
}

/** Builds the whole HTTP app from its dependencies (used by main.ts and by tests). */
export async function buildApp(
  deps: AppDeps,
  services = buildServices(deps.database, { config: deps.config }),
): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Off unless the operator declared a proxy, so a forged X-Forwarded-For changes nothing.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Path parameters such as search text (200 characters, up to 9 bytes each once
    // percent-encoded) must reach validation, which answers 400 naming the field, not 414.
    routerOptions: { maxParamLength: 2048 },
    // Addresses the router cannot take answer in the one error shape too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const body =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? {
              status: 414,
              code: 'uri_too_long',
              message: 'path: a part of the address is longer than 2048 characters',
            }
          : { status: 400, code: 'invalid_input', message: 'path: the address is not a valid URL' };
      void reply.code(body.status).send({ error: { code: body.code, message: body.message } });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  // A fast gzip level: API answers are small, and time to first byte matters more than ratio.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['gzip', 'deflate'],
    zlibOptions: { level: 3 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.siteName} API`,
        version: '1.0.0',
        description: 'Photography spots, photos and planning.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const auth = buildAuth(deps, app.log);
  app.addHook('onClose', () => auth.mailer.close());
  await app.register(fastifyCookie);
  installSessions(app, auth.sessions, config.publicUrl);

  await app.register(healthRoutes(deps.database));
  if (config.redisUrl) {
    // Every process on this Redis forgets the cached tile lists a new spot changes, at once.
    const feed = await RedisChangeFeed.connect(config.redisUrl, (message) => app.log.warn(message));
    await services.spots.tileCache.share(feed);
    app.addHook('onClose', () => feed.close());
  }
  await app.register(spotRoutes(services.spots), { prefix: '/api' });
  const spotCreate = buildSpotCreate(deps.database, services, deps.rateLimits, app.log);
  await app.register(spotCreateRoutes(spotCreate), { prefix: '/api' });
  await app.register(photoRoutes(services.photos), { prefix: '/api' });
  await app.register(photoVotesRoutes(buildPhotoVotes(deps.database, services)), {
    prefix: '/api',
  });
  await app.register(toolsRoutes(buildUrlImages(config, deps.rateLimits)), { prefix: '/api' });
  await app.register(
    photoWriteRoutes(buildPhotoWrite({ ...deps, services, spotCreate, log: app.log })),
    { prefix: '/api' },
  );
  services.elevation.log = app.log;
  const planning = await buildPlanning(
    deps.database,
    config,
    services.elevation,
    app.log,
    deps.rateLimits,
  );
  app.addHook('onClose', () => planning.close());
  await app.register(planningRoutes(planning), { prefix: '/api' });
  await app.register(searchRoutes(buildSearch(deps.database, services, app.log)), {
    prefix: '/api',
  });
  await app.register(authRoutes(auth.auth, auth.oauth, config.publicUrl), { prefix: '/api' });
  await app.register(oauthRoutes(auth.oauth, auth.providerAccounts, config.publicUrl), {
    prefix: '/api',
  });
  await app.register(userRoutes(services.users, auth.unsubscribe), { prefix: '/api' });
  await app.register(
    devOutboxRoutes(!config.production && auth.mailer instanceof OutboxMailer ? auth.mailer : null),
  );
  await app.register(mediaRoutes(deps.media));
  await app.register(tilesRoutes);
  const mapLayers = new MapLayersService(config.mapLayers);
  await app.register(mapLayersRoutes(mapLayers));

  if (fs.existsSync(config.webDistDir)) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes('/assets/'))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  let template: string | null = null;
  const pages = new PageService(
    () => (template ??= loadTemplate(config.webDistDir)),
    config.siteName,
    mapLayers.defaultStyleUrl(),
    services.spots,
    services.photos,
  );
  await pageRoutes(pages, config.publicUrl)(app);
  return app;
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
  request.log.error(error);
  return reply
    .code(500)
    .send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
}
