import type { Boundaries } from '../adapters/boundaries';
import type { RedisChangeFeed } from '../adapters/change-feed/redis-change-feed';
import type { RedisNotificationFeed } from '../adapters/notification-feed/redis-notification-feed';
import type { SharedRedis } from '../adapters/redis/shared-redis';
import type { Geocoder } from '../adapters/geocoder';
import type { Mailer } from '../adapters/mail';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { CircuitBreakers } from '../lib/circuit-breaker';
import type { ServerLogger } from '../lib/log';
import type { FrontAnswers } from '../lib/front-answers';
import type { ServerMetrics } from '../lib/metrics';
import type { RateLimitStore } from '../lib/rate-limit';
import type { MediaStore } from '../media/media-store';
import type { PhotoVariants } from '../media/photo-variants';
import type { AppMetaRepository } from '../modules/auth/app-meta.repository';
import type { AuthService } from '../modules/auth/auth.service';
import type { AppSignInService } from '../modules/auth/app-sign-in.service';
import type { OAuthService } from '../modules/auth/oauth.service';
import type { PasswordHasher } from '../modules/auth/password-hasher';
import type { ProviderAccountService } from '../modules/auth/provider-account.service';
import type { DeviceCookies } from '../modules/auth/device-cookie';
import type { SessionRepository } from '../modules/auth/session.repository';
import type { SessionService } from '../modules/auth/session.service';
import type { MapLayersService } from '../modules/map-layers/map-layers.service';
import type { PurgeQueue } from '../adapters/cdn/cdn-purge';
import type { CleanupJob } from '../modules/operations/cleanup.service';
import type { DescriptionRepository } from '../modules/community/description.repository';
import type { DescriptionService } from '../modules/community/description.service';
import type { HistoryService } from '../modules/community/history.service';
import type { ProposalRepository } from '../modules/community/proposal.repository';
import type { ProposalService } from '../modules/community/proposal.service';
import type { ReputationRepository } from '../modules/community/reputation.repository';
import type { ReputationService } from '../modules/community/reputation.service';
import type { VoteRepository } from '../modules/community/vote.repository';
import type { PageService } from '../modules/pages/page.service';
import type { RenderedPageCache } from '../modules/pages/rendered-page-cache';
import type { VisitorSpotCache } from '../modules/spots/visitor-spot-cache';
import type { SearchAnswerCache } from '../modules/search/search-answer-cache';
import type { PopularSpotCache } from '../modules/search/popular-spot-cache';
import type { SitemapRepository } from '../modules/pages/sitemap.repository';
import type { SitemapService } from '../modules/pages/sitemap.service';
import type { GalleryRepository } from '../modules/galleries/gallery.repository';
import type { GalleryService } from '../modules/galleries/gallery.service';
import type { GuideRepository } from '../modules/guides/guide.repository';
import type { GuideService } from '../modules/guides/guide.service';
import type { GuideReplyRepository } from '../modules/guides/guide-reply.repository';
import type { GuideReplyService } from '../modules/guides/guide-reply.service';
import type { PhotoVotesRepository } from '../modules/photo-votes/photo-votes.repository';
import type { PhotoVotesService } from '../modules/photo-votes/photo-votes.service';
import type { PhotoMoveService } from '../modules/community/photo-move.service';
import type { PhotoCreateService } from '../modules/photos/photo-create.service';
import type { PhotoEditService } from '../modules/photos/photo-edit.service';
import type { PhotoIngest } from '../modules/photos/photo-ingest';
import type { PhotoUploadService } from '../modules/photos/photo-upload.service';
import type { PhotoRepository } from '../modules/photos/photo.repository';
import type { FeaturedPhotoRepository } from '../modules/photos/featured-photo.repository';
import type { FeaturedPhotoService } from '../modules/photos/featured-photo.service';
import type { PhotoService } from '../modules/photos/photo.service';
import type { UploadRepository } from '../modules/photos/upload.repository';
import type { ElevationService } from '../modules/planning/elevation.service';
import type { TerrainService } from '../modules/terrain/terrain.service';
import type { PanoramaService } from '../modules/planning/panorama.service';
import type { PlanningRepository } from '../modules/planning/planning.repository';
import type { HeldPostRepository } from '../modules/visibility/held-post.repository';
import type { HiddenItemRepository } from '../modules/visibility/hidden-item.repository';
import type { HiddenItems } from '../modules/visibility/hidden-items.service';
import type { ModerationLogRepository } from '../modules/moderation/moderation-log.repository';
import type { ReportRepository } from '../modules/moderation/report.repository';
import type { ReportService } from '../modules/moderation/report.service';
import type { ModerationQueueService } from '../modules/moderation/moderation-queue.service';
import type { ModerationActionService } from '../modules/moderation/moderation-action.service';
import type { SuspensionService } from '../modules/moderation/suspension.service';
import type { LinkRightService } from '../modules/moderation/link-right.service';
import type { ViewAdjustService } from '../modules/planning/view-adjust.service';
import type { WeatherCache } from '../modules/planning/weather-cache';
import type { WeatherService } from '../modules/planning/weather.service';
import type { WebcamService } from '../modules/planning/webcam.service';
import type { WhenToGoService } from '../modules/planning/when-to-go.service';
import type { SearchTermRepository } from '../modules/search/search-terms.repository';
import type { SearchRepository } from '../modules/search/search.repository';
import type { SearchService } from '../modules/search/search.service';
import type { SpotChangeRepository } from '../modules/spots/spot-change.repository';
import type { SpotChanges } from '../modules/spots/spot-changes.service';
import type { SpotCreateRepository } from '../modules/spots/spot-create.repository';
import type { SpotCreateService } from '../modules/spots/spot-create.service';
import type { SpotDetailsRepository } from '../modules/spots/spot-details.repository';
import type { SpotTileCache } from '../modules/spots/spot-tile-cache';
import type { SpotRepository } from '../modules/spots/spot.repository';
import type { SpotService } from '../modules/spots/spot.service';
import type { TagPageRepository } from '../modules/tags/tag-page.repository';
import type { TagRepository } from '../modules/spots/tag.repository';
import type { PopularLocationService } from '../modules/tags/popular-location.service';
import type { TagPageCache } from '../modules/tags/tag-page-cache';
import type { TagService } from '../modules/tags/tag.service';
import type { FlickrImportService } from '../modules/flickr/flickr-import.service';
import type { UrlImagesService } from '../modules/tools/url-images.service';
import type { UnsubscribeService } from '../modules/users/unsubscribe.service';
import type { UserRepository } from '../modules/users/user.repository';
import type { AdminGrants } from '../modules/users/admin-grants.service';
import type { AccountDeletionService } from '../modules/profiles/account-deletion.service';
import type { UserService } from '../modules/profiles/user.service';
import type { WarmUp } from '../lib/warm-up';
import type { Notify } from '../lib/notify';
import type { FollowService } from '../modules/notifications/follow.service';
import type { NotificationStreams } from '../modules/notifications/notification-streams';
import type { NotificationService } from '../modules/notifications/notification.service';
import type { NotificationMailJob } from '../modules/notifications/notification-mail.job';
import type { NotificationMailService } from '../modules/notifications/notification-mail.service';
import type { NotificationPushService } from '../modules/notifications/notification-push.service';
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
  guideReplies: GuideReplyRepository;
  featuredPhotos: FeaturedPhotoRepository;
  hiddenItems: HiddenItemRepository;
  heldPosts: HeldPostRepository;
  reports: ReportRepository;
  moderationLog: ModerationLogRepository;
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
  /** Visitors' kept answers, sent in front of the router (the HTTP server's first step). */
  front: FrontAnswers;
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
  /** The most popular spots that common search words are ranked among, forgotten with the answers. */
  popularSpots: PopularSpotCache;
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
  guideReplies: GuideReplyService;
  /** Members' notifications: made from the services' events, read by their member alone. */
  notifications: NotificationService;
  /** What members follow (spots, tags, members), private to each. */
  follows: FollowService;
  /** This process's open pages, each told at once of its member's new notifications. */
  notificationStreams: NotificationStreams;
  /** Items hidden by moderation: seen only by their authors and moderators. */
  hiddenItems: HiddenItems;
  /** Members' reports of what they find wrong. */
  reports: ReportService;
  moderationQueue: ModerationQueueService;
  moderationActions: ModerationActionService;
  /** Suspensions, warnings and the audit log. */
  suspensions: SuspensionService;
  linkRights: LinkRightService;
  /** Purges of the CDN in front of the site (`CLOUDFLARE_ZONE_ID`, `CDN_PURGE_URL`); null without one. */
  cdnPurges: PurgeQueue | null;
  /** The scheduled removal of expired sessions, tokens and uploads (one process per run). */
  cleanup: CleanupJob;
  /** Members' notification mail choices, the "as it happens" mails and the digests. */
  notificationMails: NotificationMailService;
  /** The scheduled sending of held-back notification mails and digests (one process per run). */
  notificationMailJob: NotificationMailJob;
  /** Members' browsers subscribed to web push, their push choices, and the pushes. */
  notificationPushes: NotificationPushService;
  /**
   * The community's services as the demo content writes through them: its proposals and votes
   * count against no member's hourly limit. Counted in Redis, they would outlive a database
   * made again, whose new members take the same numbers, and fail its first start.
   */
  demoCommunity(): Pick<
    Container,
    | 'proposals'
    | 'photoMoves'
    | 'descriptions'
    | 'photoVotes'
    | 'spots'
    | 'follows'
    | 'notifications'
    | 'notificationMails'
    | 'notificationPushes'
  >;
  /** Closes what the container opened (Redis connections, the mail transport, the media store's), not the database. */
  close(): Promise<void>;
}

/** The connections several processes share when REDIS_URL is set; none without it. */
export interface SharedConnections {
  redis: SharedRedis | null;
  weatherCache: WeatherCache | null;
  changeFeed: RedisChangeFeed | null;
  /** News of members' notifications for every process's open pages. */
  notificationFeed: RedisNotificationFeed | null;
}

/**
 * Builds the server from its configuration, database and media store. The asynchronous steps
 * come first: with REDIS_URL, forecasts, limits and spot changes are shared through Redis,
 * waited for a moment at most (without it the server starts, warns and keeps trying), and the
 * S3 client library loads when the media are in a bucket. Everything after is built once, in
 * order.

/** The outside services and the limits every area is built with. */
export interface Outside {
  rateLimits: RateLimitStore;
  mailer: Mailer;
  /** One circuit breaker per outside service, shared through Redis when it is configured. */
  breakers: CircuitBreakers;
  geocoder: Geocoder;
  boundaries: Boundaries;
}

/** What every area's builder is given: configuration, stores, repositories, outside services. */
export interface Base extends Outside {
  config: Config;
  database: Database;
  media: MediaStore;
  log: ServerLogger;
  shared: SharedConnections;
  repositories: Repositories;
  /** Members' notifications, as the services where things happen tell of them. */
  notify: Notify;
}
