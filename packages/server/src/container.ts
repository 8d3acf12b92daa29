import { MemoryRateLimitStore } from './lib/rate-limit';
import { createLogger, type ServerLogger } from './lib/log';
import { FrontAnswers } from './lib/front-answers';
import { ServerMetrics } from './lib/metrics';
import { createMediaStore } from './media/create-media-store';
import type { MediaStore } from './media/media-store';
import { CleanupJob } from './modules/operations/cleanup.service';
import { JobLeaseRepository } from './modules/operations/job-lease.repository';
import { OAuthStateRepository } from './modules/auth/oauth-state.repository';
import { buildAccounts } from './composition/accounts';
import { buildCommunity } from './composition/community';
import { buildBrowsing, buildPages } from './composition/content';
import {
  buildNotificationMails,
  buildNotificationPushes,
  buildNotifications,
} from './composition/notifications';
import { buildOutside, connectShared, warmUpOf } from './composition/outside';
import { LocalNotificationFeed } from './adapters/notification-feed/notification-feed';
import { buildPhotoWrites } from './composition/photos';
import { buildGround, buildPlanning } from './composition/planning';
import { buildRepositories } from './composition/repositories';
import { buildModeration } from './composition/moderation';
import { buildSpotChanges, buildSpots } from './composition/spots';
import type { Base, Container, ContainerDeps, SharedConnections } from './composition/types';

// The one composition root: each area's builder is in composition/, called here in order.
export type { Container, ContainerDeps, Repositories } from './composition/types';

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
    await container.popularSpots.share(shared.changeFeed);
  }
  // A member's new notifications reach their open pages in whichever process serves them.
  const feed = shared.notificationFeed ?? new LocalNotificationFeed();
  await feed.subscribe((userIds) => container.notificationStreams.news(userIds));
  container.notifications.onCreated(({ userIds, created }) => {
    void feed.publish(userIds);
    // Mailed after the answer: a slow mail server never holds the request that notified.
    if (created) void container.notificationMails.mailCreated(userIds);
    // Pushed after the answer too, each push service waited for within its own deadline.
    if (created) void container.notificationPushes.pushCreated(userIds);
  });
  return container;
}

function buildParts(
  deps: ContainerDeps & { media: MediaStore },
  log: ServerLogger,
  shared: SharedConnections,
  ownsMedia: boolean,
): Container {
  const { config, database, media } = deps;
  const notifications = buildNotifications(database, log);
  const base: Base = {
    config,
    database,
    media,
    log,
    shared,
    ...buildOutside(deps, log, shared),
    repositories: buildRepositories(database),
    notify: notifications.notifications,
  };
  const changes = buildSpotChanges(base);
  const ground = buildGround(base);
  const { places, ...spots } = buildSpots(base, { ...changes, ...ground });
  const { emailTokens, ...accounts } = buildAccounts(
    base,
    { ...changes, ...spots },
    deps.passwords,
  );
  const mails = buildNotificationMails(base, accounts.unsubscribe);
  const pushes = buildNotificationPushes(base);
  const community = buildCommunity(base, { ...changes, places });
  const photoWrites = buildPhotoWrites(base, { ...changes, ...spots, ...community });
  const browsing = buildBrowsing(base, { ...changes, ...spots });
  const moderation = buildModeration(base, { ...changes, ...spots, ...accounts, ...photoWrites });
  const cleanup = new CleanupJob({
    leases: new JobLeaseRepository(database),
    sessions: base.repositories.sessions,
    emailTokens,
    oauthStates: new OAuthStateRepository(database),
    uploads: photoWrites.photoUploads,
    log,
  });
  const lifecycle = { accepting: true };
  const metrics = new ServerMetrics({
    pool: () => database.poolStats(),
    tileCache: () => changes.tileCache.stats,
    renderedPages: () => ({
      ...changes.renderedPages.stats,
      bytes: changes.renderedPages.kept.size,
    }),
    frontAnswers: () => front.answered,
  });
  const front = new FrontAnswers({
    trustProxy: config.trustProxy,
    accepting: () => lifecycle.accepting,
    observe: (method, route, status, seconds) => metrics.observe(method, route, status, seconds),
  });
  return {
    config,
    database,
    media,
    log,
    mailer: base.mailer,
    geocoder: base.geocoder,
    boundaries: base.boundaries,
    repositories: base.repositories,
    breakers: base.breakers,
    redis: shared.redis,
    metrics,
    lifecycle,
    front,
    warmUp: warmUpOf(config, base.geocoder, base.boundaries),
    ...changes,
    ...ground,
    ...spots,
    ...accounts,
    ...community,
    ...photoWrites,
    ...buildPlanning(base, { ...changes, ...ground, ...spots }),
    ...browsing,
    ...moderation,
    ...buildPages(base, { ...changes, ...spots, ...accounts, ...browsing }),
    cleanup,
    ...notifications,
    ...mails,
    ...pushes,
    demoCommunity: () => ({
      ...buildCommunity(
        { ...base, rateLimits: new MemoryRateLimitStore() },
        { ...changes, places },
      ),
      spots: spots.spots,
      guideReplies: browsing.guideReplies,
      follows: notifications.follows,
      notifications: notifications.notifications,
      notificationMails: mails.notificationMails,
      notificationPushes: pushes.notificationPushes,
    }),
    async close() {
      cleanup.stop();
      mails.notificationMailJob.stop();
      await changes.cdnPurges?.settled();
      notifications.notificationStreams.closeAll();
      if (ownsMedia) media.close?.();
      await Promise.allSettled([base.mailer.close(), shared.redis?.close()]);
    },
  };
}
