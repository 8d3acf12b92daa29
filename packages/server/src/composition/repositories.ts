import type { Repositories } from './types';
import type { Database } from '../db/database';
import { AppMetaRepository } from '../modules/auth/app-meta.repository';
import { SessionRepository } from '../modules/auth/session.repository';
import { DescriptionRepository } from '../modules/community/description.repository';
import { ProposalRepository } from '../modules/community/proposal.repository';
import { ReputationRepository } from '../modules/community/reputation.repository';
import { VoteRepository } from '../modules/community/vote.repository';
import { SitemapRepository } from '../modules/pages/sitemap.repository';
import { GalleryRepository } from '../modules/galleries/gallery.repository';
import { GuideRepository } from '../modules/guides/guide.repository';
import { GuideReplyRepository } from '../modules/guides/guide-reply.repository';
import { PhotoVotesRepository } from '../modules/photo-votes/photo-votes.repository';
import { PhotoRepository } from '../modules/photos/photo.repository';
import { FeaturedPhotoRepository } from '../modules/photos/featured-photo.repository';
import { UploadRepository } from '../modules/photos/upload.repository';
import { PlanningRepository } from '../modules/planning/planning.repository';
import { SearchTermRepository } from '../modules/search/search-terms.repository';
import { SearchRepository } from '../modules/search/search.repository';
import { SpotChangeRepository } from '../modules/spots/spot-change.repository';
import { SpotCreateRepository } from '../modules/spots/spot-create.repository';
import { SpotDetailsRepository } from '../modules/spots/spot-details.repository';
import { SpotRepository } from '../modules/spots/spot.repository';
import { TagPageRepository } from '../modules/tags/tag-page.repository';
import { TagRepository } from '../modules/spots/tag.repository';
import { UserRepository } from '../modules/users/user.repository';
import { HeldPostRepository } from '../modules/visibility/held-post.repository';
import { HiddenItemRepository } from '../modules/visibility/hidden-item.repository';
import { ReportRepository } from '../modules/moderation/report.repository';
import { ModerationLogRepository } from '../modules/moderation/moderation-log.repository';

/** One repository per table, each built once and shared by every service. */
export function buildRepositories(database: Database): Repositories {
  const spotRepository = new SpotRepository(database);
  const tagRepository = new TagRepository(database);
  return {
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
    guideReplies: new GuideReplyRepository(database),
    featuredPhotos: new FeaturedPhotoRepository(database),
    hiddenItems: new HiddenItemRepository(database),
    heldPosts: new HeldPostRepository(database),
    reports: new ReportRepository(database),
    moderationLog: new ModerationLogRepository(database),
  };
}
