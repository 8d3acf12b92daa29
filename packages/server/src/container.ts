import { createBoundaries, type Boundaries } from './adapters/boundaries';
import { RedisChangeFeed } from './adapters/change-feed/redis-change-feed';
import { SharedRedis } from './adapters/redis/shared-redis';
import { createElevationSource } from './adapters/elevation';
import { createGeocoder, type Geocoder } from './adapters/geocoder';
import { createMailer, type Mailer } from './adapters/mail';
import { createOAuthProviders } from './adapters/oauth/providers';
import { createStreetView } from './adapters/streetview';
import { createWeatherProvider } from './adapters/weather';
import { createWebcamSource } from './adapters/webcams';
import { createFlickr, FlickrError, type FlickrApi } from './adapters/flickr';
import type { Config } from './config';
import type { Database } from './db/database';
import {
  CircuitBreakers,
  MemoryBreakerStore,
  RedisBreakerStore,
  ServiceUnavailableError,
} from './lib/circuit-breaker';
import { createLogger, type ServerLogger } from './lib/log';
import { ServerMetrics } from './lib/metrics';
import { FlexibleRateLimitStore } from './lib/flexible-rate-limit';
import type { RateLimitStore } from './lib/rate-limit';
import { safeFetch } from './lib/safe-fetch/safe-fetch';
import { createMediaStore } from './media/create-media-store';
import type { MediaStore } from './media/media-store';
import { PhotoVariants } from './media/photo-variants';
import { AppMetaRepository } from './modules/auth/app-meta.repository';
import { AuthAccountRepository } from './modules/auth/auth-account.repository';
import { AuthThrottle } from './modules/auth/auth-throttle';
import { AuthService } from './modules/auth/auth.service';
import { AppSignInService } from './modules/auth/app-sign-in.service';
import { EmailTokenRepository } from './modules/auth/email-token.repository';
import { OAuthStateRepository } from './modules/auth/oauth-state.repository';
import { OAuthService } from './modules/auth/oauth.service';
import { PasswordHasher } from './modules/auth/password-hasher';
import { ProviderAccountService } from './modules/auth/provider-account.service';
import { ServerSecret } from './modules/auth/server-secret';
import { DeviceCookies } from './modules/auth/device-cookie';
import { SessionRepository } from './modules/auth/session.repository';
import { SessionService } from './modules/auth/session.service';
import { fetchStyleJson, MapLayersService } from './modules/map-layers/map-layers.service';
import { CleanupJob } from './modules/operations/cleanup.service';
import { JobLeaseRepository } from './modules/operations/job-lease.repository';
import { loadTemplate } from './modules/pages/html-shell';
import { DescriptionRepository } from './modules/community/description.repository';
import { DescriptionService } from './modules/community/description.service';
import { HistoryService } from './modules/community/history.service';
import { ProposalRepository } from './modules/community/proposal.repository';
import { ProposalService } from './modules/community/proposal.service';
import { ReputationRepository } from './modules/community/reputation.repository';
import { ReputationService } from './modules/community/reputation.service';
import { VoteRepository } from './modules/community/vote.repository';
import { PageService } from './modules/pages/page.service';
import { RenderedPageCache } from './modules/pages/rendered-page-cache';
import { VisitorSpotCache } from './modules/spots/visitor-spot-cache';
import { SearchAnswerCache } from './modules/search/search-answer-cache';
import { serverRenderer } from './modules/pages/server-renderer';
import { SitemapRepository } from './modules/pages/sitemap.repository';
import { SitemapService } from './modules/pages/sitemap.service';
import { GalleryRepository } from './modules/galleries/gallery.repository';
import { GalleryService } from './modules/galleries/gallery.service';
import { GuideRepository } from './modules/guides/guide.repository';
import { GuideService } from './modules/guides/guide.service';
import { PhotoVotesRepository } from './modules/photo-votes/photo-votes.repository';
import { PhotoVotesService } from './modules/photo-votes/photo-votes.service';
import { PhotoMoveService } from './modules/community/photo-move.service';
import { PhotoCreateService } from './modules/photos/photo-create.service';
import { PhotoEditService } from './modules/photos/photo-edit.service';
import { PhotoIngest } from './modules/photos/photo-ingest';
import { PhotoUploadService } from './modules/photos/photo-upload.service';
import { PhotoRepository } from './modules/photos/photo.repository';
import { FeaturedPhotoRepository } from './modules/photos/featured-photo.repository';
import { FeaturedPhotoService } from './modules/photos/featured-photo.service';
import { PhotoService } from './modules/photos/photo.service';
import { UploadRepository } from './modules/photos/upload.repository';
import { ElevationService } from './modules/planning/elevation.service';
import { fetchTerrainTile, TerrainTiles } from './modules/terrain/terrain-tiles';
import { TerrainService } from './modules/terrain/terrain.service';
import { PanoramaService } from './modules/planning/panorama.service';
import { PlanningRepository } from './modules/planning/planning.repository';
import { ViewAdjustService } from './modules/planning/view-adjust.service';
import {
  DatabaseWeatherCache,
  RedisWeatherCache,
  type WeatherCache,
} from './modules/planning/weather-cache';
import { WeatherService } from './modules/planning/weather.service';
import { WebcamService } from './modules/planning/webcam.service';
import { WhenToGoService } from './modules/planning/when-to-go.service';
import { SearchTermRepository } from './modules/search/search-terms.repository';
import { SearchRepository } from './modules/search/search.repository';
import { SearchService } from './modules/search/search.service';
import { SpotChangeRepository } from './modules/spots/spot-change.repository';
import { SpotChanges } from './modules/spots/spot-changes.service';
import { SpotCreateRepository } from './modules/spots/spot-create.repository';
import { SpotPlaces } from './modules/spots/spot-places.service';
import { SpotCreateService } from './modules/spots/spot-create.service';
import { SpotDetailsRepository } from './modules/spots/spot-details.repository';
import { SpotTileCache } from './modules/spots/spot-tile-cache';
import { SpotRepository } from './modules/spots/spot.repository';
import { SpotService } from './modules/spots/spot.service';
import { TagPageRepository } from './modules/tags/tag-page.repository';
import { TagRepository } from './modules/tags/tag.repository';
import { PopularLocationService } from './modules/tags/popular-location.service';
import { TagPageCache } from './modules/tags/tag-page-cache';
import { TagService } from './modules/tags/tag.service';
import { FlickrImportService } from './modules/flickr/flickr-import.service';
import { FlickrRepository } from './modules/flickr/flickr.repository';
import { UrlImagesService } from './modules/tools/url-images.service';
import { UnsubscribeService } from './modules/users/unsubscribe.service';
import { UserRepository } from './modules/users/user.repository';
import { AdminGrants } from './modules/users/admin-grants.service';
import { AccountDeletionRepository } from './modules/users/account-deletion.repository';
import { AccountDeletionService } from './modules/users/account-deletion.service';
import { UserService } from './modules/users/user.service';
import { basemapTiles } from './modules/tiles/tiles.service';
import { WarmUp } from './lib/warm-up';

/** What the server is built from; tests and benchmarks pass cheaper or fake parts. */
export interface ContainerDeps {
  config: Config;
  database: Database;
  /** Where photo files live; the S3 bucket or the folder the configuration names unless given. */
  media?: MediaStore;
  /** The logger of the services and the HTTP app; one at LOG_LEVEL unless given. */
  log?: ServerLogger;
  /** Mail delivery; SMTP or the outbox, as configured, unless given. */
  mailer?: Mailer;
  /** Password hashing at the production cost unless a test passes a cheaper one. */
  passwords?: PasswordHasher;
  /** Throttle counters; in this process's memory unless given. */
  rateLimits?: RateLimitStore;
  /** Forward and reverse geocoding: Nominatim or the bundled gazetteer, as configured, unless given. */
  geocoder?: Geocoder;
  /** Areas a position lies in (automatic tags): Overpass or the bundled outlines, unless given. */
  boundaries?: Boundaries;
}

/** The SQL of every table, one repository each, shared by every service. */
export interface Repositories {
  appMeta: AppMetaRepository;
  spots: SpotRepository;
  spotDetails: SpotDetailsRepository;
  spotChanges: SpotChangeRepository;
  spotCreate: SpotCreateRepository;
  tags: TagRepository;
  photos: PhotoRepository;
  uploads: UploadRepository;
  photoVotes: PhotoVotesRepository;
  users: UserRepository;
  sessions: SessionRepository;
  planning: PlanningRepository;
  search: SearchRepository;
  searchTerms: SearchTermRepository;
  votes: VoteRepository;
  proposals: ProposalRepository;
  descriptions: DescriptionRepository;
  reputation: ReputationRepository;
  galleries: GalleryRepository;
  tagPages: TagPageRepository;
  sitemap: SitemapRepository;
  guides: GuideRepository;
  featuredPhotos: FeaturedPhotoRepository;
}

/** Every repository, adapter and service of the server, each built once. */
export interface Container {
  config: Config;
  database: Database;
  media: MediaStore;
  /** Photos' responsive renditions, made on first request and kept in the media store. */
  photoVariants: PhotoVariants;
  log: ServerLogger;
  mailer: Mailer;
  geocoder: Geocoder;
  boundaries: Boundaries;
  repositories: Repositories;
  /** This process's Prometheus metrics (served at `/metrics` with METRICS_TOKEN). */
  metrics: ServerMetrics;
  /** Whether this process takes new work; false once it is shutting down. */
  lifecycle: { accepting: boolean };
  /** What the process loads once it listens, before `/readyz` says it is ready. */
  warmUp: WarmUp;
  /** One circuit breaker per outside service, shared through Redis when it is configured. */
  breakers: CircuitBreakers;
  /** This process's Redis connections when REDIS_URL is set (possibly away right now). */
  redis: SharedRedis | null;
  /** The cached `/pspots` lists of this process. */
  tileCache: SpotTileCache;
  /** Answered tag pages, forgotten on every spot change in any process. */
  tagPageCache: TagPageCache;
  /** Visitors' pages rendered on the server, forgotten on every spot change in any process. */
  renderedPages: RenderedPageCache;
  visitorSpots: VisitorSpotCache;
  searchAnswers: SearchAnswerCache;
  /** The one path of every change to a spot: search words, history, tile lists. */
  spotChanges: SpotChanges;
  spots: SpotService;
  spotCreate: SpotCreateService;
  photos: PhotoService;
  photoIngest: PhotoIngest;
  photoUploads: PhotoUploadService;
  photoCreate: PhotoCreateService;
  /** A member's Flickr import: the connection, the photos and the decisions. */
  flickrImport: FlickrImportService;
  photoEdit: PhotoEditService;
  photoVotes: PhotoVotesService;
  /** Requests to move a photo to another spot, decided by the proposal engine. */
  photoMoves: PhotoMoveService;
  /** The community's proposals and votes on spots, descriptions, the History, impact. */
  proposals: ProposalService;
  descriptions: DescriptionService;
  history: HistoryService;
  reputation: ReputationService;
  users: UserService;
  /** Deleting an account, keeping what the member gave the community consistent. */
  accountDeletion: AccountDeletionService;
  /** Who administers the site: `ADMIN_EMAILS` and the operator's grants. */
  admins: AdminGrants;
  unsubscribe: UnsubscribeService;
  sessions: SessionService;
  /** The signed cookies of browsers that signed in before (their own sign-in budgets). */
  devices: DeviceCookies;
  auth: AuthService;
  oauth: OAuthService;
  appSignIn: AppSignInService;
  providerAccounts: ProviderAccountService;
  search: SearchService;
  weather: WeatherService;
  webcams: WebcamService;
  /** A spot's "when to go" card: forecast verdicts, season, alignments. */
  whenToGo: WhenToGoService;
  panorama: PanoramaService;
  views: ViewAdjustService;
  elevation: ElevationService;
  terrain: TerrainService;
  urlImages: UrlImagesService;
  mapLayers: MapLayersService;
  pages: PageService;
  sitemap: SitemapService;
  galleries: GalleryService;
  tags: TagService;
  popularLocations: PopularLocationService;
  featuredPhotos: FeaturedPhotoService;
  guides: GuideService;
  /** The scheduled removal of expired sessions, tokens and uploads (one process per run). */
  cleanup: CleanupJob;
  /** Closes what the container opened (Redis connections, the mail transport, the media store's), not the database. */
  close(): Promise<void>;
}

/** The connections several processes share when REDIS_URL is set; none without it. */
interface SharedConnections {
  redis: SharedRedis | null;
  weatherCache: WeatherCache | null;
  changeFeed: RedisChangeFeed | null;
}

/**
 * Builds the server from its configuration, database and media store. The asynchronous steps
 * come first: with REDIS_URL, forecasts, limits and spot changes are shared through Redis,
 * waited for a moment at most (without it the server starts, warns and keeps trying), and the
 * S3 client library loads when the media are in a bucket. Everything after is built once, in
 * order.
 */
export async function buildContainer(deps: ContainerDeps): Promise<Container> {
  const log = deps.log ?? createLogger(deps.config.logLevel);
  const shared = await connectShared(deps.config.redisUrl, log);
  // A store made here is closed here; one that was given belongs to whoever gave it.
  const media = deps.media ?? (await createMediaStore(deps.config));
  const container = buildParts({ ...deps, media }, log, shared, deps.media == null);
  // Every process on this Redis forgets the cached tile lists a change touches, its tag pages
  // and its rendered pages, at once.
  if (shared.changeFeed) {
    await container.tileCache.share(shared.changeFeed);
    await container.tagPageCache.share(shared.changeFeed);
    await container.renderedPages.share(shared.changeFeed);
    await container.visitorSpots.share(shared.changeFeed);
    await container.searchAnswers.share(shared.changeFeed);
  }
  return container;
}

/**
 * The bundled data the configured adapters read, loaded before the process says it is ready:
 * the first place search, new spot and map view then wait for nothing.
 */
function warmUpOf(config: Config, geocoder: Geocoder, boundaries: Boundaries): WarmUp {
  const warmUp = new WarmUp();
  if (geocoder.warm) warmUp.add('places', () => geocoder.warm!());
  if (boundaries.warm) warmUp.add('boundaries', () => boundaries.warm!());
  if (config.warmBasemap) warmUp.add('basemap', () => basemapTiles.warm());
  return warmUp;
}

/** Nominatim behind its breaker when configured; the bundled gazetteer asks no one. */
function remoteGeocoder(config: Config, breakers: CircuitBreakers): Geocoder {
  const geocoder = createGeocoder(config);
  if (!config.nominatimUrl) return geocoder;
  return breakers.guard('Nominatim', geocoder, ['search', 'reverse'])!;
}

/** Flickr behind its breaker, its outages told as Flickr's own "unavailable" failures. */
function guardedFlickr(flickr: FlickrApi | null, breakers: CircuitBreakers): FlickrApi | null {
  if (!flickr) return null;
  const breaker = breakers.of('Flickr');
  const calls = new Set<string | symbol>(['requestToken', 'accessToken', 'photos', 'exif']);
  return new Proxy(flickr, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (!calls.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        breaker
          .call(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args))
          .catch((error: unknown) => {
            if (error instanceof ServiceUnavailableError) {
              throw new FlickrError('unavailable', error.message);
            }
            throw error;
          });
    },
  });
}

async function connectShared(redisUrl: string, log: ServerLogger): Promise<SharedConnections> {
  if (!redisUrl) return { redis: null, weatherCache: null, changeFeed: null };
  const warn = (message: string) => log.warn(message);
  const redis = await SharedRedis.start(redisUrl, warn);
  return {
    redis,
    changeFeed: new RedisChangeFeed(redis, warn),
    weatherCache: new RedisWeatherCache(redis.commands),
  };
}

function buildParts(
  deps: ContainerDeps & { media: MediaStore },
  log: ServerLogger,
  shared: SharedConnections,
  ownsMedia: boolean,
): Container {
  const { config, database, media } = deps;
  // Limits count in Redis when it is configured (every process together), else here.
  const rateLimits = deps.rateLimits ?? new FlexibleRateLimitStore(shared.redis?.commands);
  const mailer = deps.mailer ?? createMailer(config, log);
  // A service that is down is answered "unavailable" at once, in every process alike.
  const breakers = new CircuitBreakers(
    shared.redis ? new RedisBreakerStore(shared.redis.commands) : new MemoryBreakerStore(),
    { warn: (message) => log.warn(message), info: (message) => log.info(message) },
    config.serviceCoolDownMs,
  );
  const geocoder = deps.geocoder ?? remoteGeocoder(config, breakers);
  const boundaries =
    deps.boundaries ??
    (config.overpassUrl
      ? breakers.guard('Overpass', createBoundaries(config), ['isIn'])!
      : createBoundaries(config));

  const spotRepository = new SpotRepository(database);
  const tagRepository = new TagRepository(database);
  const repositories: Repositories = {
    appMeta: new AppMetaRepository(database),
    spots: spotRepository,
    spotDetails: new SpotDetailsRepository(database),
    spotChanges: new SpotChangeRepository(database),
    spotCreate: new SpotCreateRepository(spotRepository, tagRepository),
    tags: tagRepository,
    photos: new PhotoRepository(database),
    uploads: new UploadRepository(database),
    photoVotes: new PhotoVotesRepository(database),
    users: new UserRepository(database),
    sessions: new SessionRepository(database),
    planning: new PlanningRepository(database),
    search: new SearchRepository(database),
    searchTerms: new SearchTermRepository(database),
    votes: new VoteRepository(database),
    proposals: new ProposalRepository(database),
    descriptions: new DescriptionRepository(database),
    reputation: new ReputationRepository(database),
    galleries: new GalleryRepository(database),
    tagPages: new TagPageRepository(database),
    sitemap: new SitemapRepository(database),
    guides: new GuideRepository(database),
    featuredPhotos: new FeaturedPhotoRepository(database),
  };

  const tileCache = new SpotTileCache();
  const tagPageCache = new TagPageCache();
  const renderedPages = new RenderedPageCache();
  const visitorSpots = new VisitorSpotCache();
  const searchAnswers = new SearchAnswerCache();
  const spotChanges = new SpotChanges({
    spots: repositories.spots,
    history: repositories.spotChanges,
    terms: repositories.searchTerms,
    tileCache,
    onChanged: () => {
      tagPageCache.forgetAll();
      renderedPages.forgetAll();
      visitorSpots.forgetAll();
      searchAnswers.forgetAll();
    },
    log,
  });
  const photos = new PhotoService(repositories.photos, repositories.spots);
  const users = new UserService(repositories.users, photos, spotChanges);
  const terrain = new TerrainService(
    config.terrain
      ? new TerrainTiles(config.terrain, (url) =>
          breakers.of('Terrain tiles').call(() => fetchTerrainTile(url)),
        )
      : null,
    repositories.planning,
    log,
  );
  // An elevation service, when configured, answers before the terrain tiles.
  const elevation = new ElevationService(
    repositories.planning,
    breakers.guard('Elevation lookup', createElevationSource(config), ['elevationM']) ??
      terrain.elevationSource(),
    log,
  );
  // Forecasts are kept in Redis when REDIS_URL is set (shared by every process), else in
  // the database.
  const weather = new WeatherService(
    repositories.planning,
    breakers.guard('Forecast', createWeatherProvider(config), ['forecast']),
    shared.weatherCache ?? new DatabaseWeatherCache(repositories.planning),
    log,
  );
  const spots = new SpotService({
    spots: repositories.spots,
    details: repositories.spotDetails,
    users: repositories.users,
    photos,
    tileCache,
    elevations: elevation,
    visitorAnswers: visitorSpots,
  });
  const places = new SpotPlaces({
    repository: repositories.spotCreate,
    spots: repositories.spots,
    changes: spotChanges,
    boundaries,
    geocoder,
    log,
  });
  const spotCreate = new SpotCreateService({
    repository: repositories.spotCreate,
    spotRepository: repositories.spots,
    spots,
    changes: spotChanges,
    places,
    rateLimits,
  });

  const photoUploads = new PhotoUploadService({
    uploads: repositories.uploads,
    media,
    rateLimits,
    log,
  });
  const photoWrite = {
    photos: repositories.photos,
    photoService: photos,
    changes: spotChanges,
    media,
  };

  const admins = new AdminGrants(repositories.users, config.adminEmails);
  const sessions = new SessionService(repositories.sessions, Date.now, admins);
  const secret = new ServerSecret(config.secretKey, repositories.appMeta);
  const unsubscribe = new UnsubscribeService(secret, repositories.users);
  const devices = new DeviceCookies(secret);
  const emailTokens = new EmailTokenRepository(database);
  const throttle = new AuthThrottle(rateLimits);
  const auth = new AuthService(
    repositories.users,
    sessions,
    emailTokens,
    deps.passwords ?? new PasswordHasher(),
    throttle,
    devices,
    mailer,
    unsubscribe,
    config.siteName,
    log,
  );
  const providerAccounts = new ProviderAccountService(
    repositories.users,
    new AuthAccountRepository(database),
    emailTokens,
    auth,
    throttle,
    mailer,
    config.siteName,
    log,
  );

  const cleanup = new CleanupJob({
    leases: new JobLeaseRepository(database),
    sessions: repositories.sessions,
    emailTokens,
    oauthStates: new OAuthStateRepository(database),
    uploads: photoUploads,
    log,
  });

  const reputation = new ReputationService(repositories.reputation);
  const proposals = new ProposalService({
    proposals: repositories.proposals,
    votes: repositories.votes,
    tags: repositories.tags,
    reputation,
    changes: spotChanges,
    places,
    rateLimits,
  });

  const views = new ViewAdjustService(repositories.planning, repositories.spotDetails, spotChanges);
  const mapLayers = new MapLayersService(
    config.mapLayers,
    // One breaker per host: one tile service down leaves the others' styles alone.
    (url) => breakers.of(`Map style at ${new URL(url).host}`).call(() => fetchStyleJson(url)),
    (message) => log.warn(message),
  );
  const tags = new TagService({
    pages: repositories.tagPages,
    tags: repositories.tags,
    spots,
    photoRepository: repositories.photos,
    photos,
    changes: spotChanges,
    pageCache: tagPageCache,
  });
  const photoCreate = new PhotoCreateService({
    ...photoWrite,
    spotRepository: repositories.spots,
    spotCreate,
    uploads: photoUploads,
    fetchUrl: safeFetch,
    maxBytes: config.uploadMaxBytes,
    allowHosts: config.urlFetchAllowHosts,
  });
  const guides = new GuideService({
    guides: repositories.guides,
    tagPages: repositories.tagPages,
    tags,
    photos,
  });
  const galleries = new GalleryService({
    galleries: repositories.galleries,
    spotRepository: repositories.spots,
    spots,
    photoRepository: repositories.photos,
    photos,
    users: repositories.users,
    changes: spotChanges,
  });
  let template: string | null = null;

  return {
    config,
    database,
    media,
    photoVariants: new PhotoVariants(media),
    log,
    mailer,
    geocoder,
    boundaries,
    repositories,
    breakers,
    redis: shared.redis,
    metrics: new ServerMetrics({
      pool: () => database.poolStats(),
      tileCache: () => tileCache.stats,
      renderedPages: () => ({ ...renderedPages.stats, bytes: renderedPages.kept.size }),
    }),
    lifecycle: { accepting: true },
    warmUp: warmUpOf(config, geocoder, boundaries),
    tileCache,
    tagPageCache,
    renderedPages,
    visitorSpots,
    searchAnswers,
    spotChanges,
    spots,
    spotCreate,
    photos,
    photoIngest: new PhotoIngest(repositories.photos, media),
    photoUploads,
    photoCreate,
    flickrImport: new FlickrImportService({
      flickr: guardedFlickr(createFlickr(config), breakers),
      repository: new FlickrRepository(database),
      photoCreate,
      photos: repositories.photos,
      spotRepository: repositories.spots,
      spots,
      proposals,
      log,
    }),
    photoEdit: new PhotoEditService(photoWrite),
    photoVotes: new PhotoVotesService({
      repository: repositories.photoVotes,
      votes: repositories.votes,
      reputation,
      changes: spotChanges,
    }),
    proposals,
    photoMoves: new PhotoMoveService({
      proposals: repositories.proposals,
      engine: proposals.engine,
      changes: spotChanges,
    }),
    descriptions: new DescriptionService(
      repositories.descriptions,
      repositories.votes,
      reputation,
      spotChanges,
    ),
    history: new HistoryService({
      history: repositories.spotChanges,
      proposals: repositories.proposals,
      proposalService: proposals,
      users: repositories.users,
      tags: repositories.tags,
    }),
    reputation,
    users,
    accountDeletion: new AccountDeletionService({
      repository: new AccountDeletionRepository(database),
      users: repositories.users,
      proposals: repositories.proposals,
      auth,
      media,
      changes: spotChanges,
      log,
    }),
    admins,
    unsubscribe,
    sessions,
    devices,
    auth,
    appSignIn: new AppSignInService(emailTokens, sessions),
    oauth: new OAuthService(
      createOAuthProviders(config.oauth),
      new OAuthStateRepository(database),
      providerAccounts,
      throttle,
      log,
    ),
    providerAccounts,
    search: new SearchService({
      repository: repositories.search,
      terms: repositories.searchTerms,
      spotRepository: repositories.spots,
      spots,
      geocoder,
      log,
      answers: searchAnswers,
    }),
    weather,
    whenToGo: new WhenToGoService({
      repository: repositories.planning,
      weather,
      nearby: (position, viewer) => spots.near(position, viewer),
      horizon: (position) => terrain.horizonAt(position),
    }),
    webcams: new WebcamService(
      repositories.planning,
      breakers.guard('Webcams', createWebcamSource(config), ['nearby']),
      log,
    ),
    panorama: new PanoramaService(
      repositories.planning,
      views,
      elevation,
      breakers.guard('Street View', createStreetView(config), ['metadata', 'face']),
      log,
      rateLimits,
    ),
    views,
    elevation,
    terrain,
    urlImages: new UrlImagesService({ allowHosts: config.urlFetchAllowHosts, rateLimits }),
    mapLayers,
    pages: new PageService({
      // Read on first use: the web build may appear after the server started.
      template: () => (template ??= loadTemplate(config.webDistDir)),
      siteName: config.siteName,
      mapStyleUrl: mapLayers.defaultStyleUrl(),
      contacts: config.contacts,
      spots,
      photos,
      tags,
      guides,
      users,
      galleries,
      renderer: serverRenderer(config.webDistDir),
      pageCache: renderedPages,
      logError: (message, error) => log.error({ err: error }, message),
    }),
    sitemap: new SitemapService(repositories.sitemap),
    galleries,
    tags,
    popularLocations: new PopularLocationService({ pages: repositories.tagPages, tags, photos }),
    featuredPhotos: new FeaturedPhotoService(
      repositories.featuredPhotos,
      repositories.photos,
      photos,
      spotChanges,
    ),
    guides,
    cleanup,
    async close() {
      cleanup.stop();
      if (ownsMedia) media.close?.();
      await Promise.allSettled([mailer.close(), shared.redis?.close()]);
    },
  };
}
