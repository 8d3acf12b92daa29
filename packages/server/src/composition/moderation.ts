import type { ReportTargetKind } from '@vantage/shared';
import type { Base, Container } from './types';
import { ModerationActionService } from '../modules/moderation/moderation-action.service';
import { ModerationQueueService } from '../modules/moderation/moderation-queue.service';
import { ReportService } from '../modules/moderation/report.service';
import { SuspensionService } from '../modules/moderation/suspension.service';
import { LinkRightService } from '../modules/moderation/link-right.service';

/** Reports, the moderation queue and its actions, suspensions and the audit log. */
export function buildModeration(
  { repositories, rateLimits, notify }: Base,
  built: Pick<Container, 'spotChanges' | 'hiddenItems' | 'photoEdit' | 'accountDeletion'>,
): Pick<
  Container,
  'reports' | 'moderationQueue' | 'moderationActions' | 'suspensions' | 'linkRights'
> {
  const shownContentChanged = () => built.spotChanges.shownContentChanged();
  // A hidden spot leaves the map's tile lists; a hidden photo no longer counts for its spot
  // nor stands as its cover; everything else shows in pages and answers kept a while.
  const itemShownChanged = async (kind: ReportTargetKind, id: number) => {
    if (kind === 'spot') await built.spotChanges.spotShownChanged(id);
    if (kind === 'photo') {
      const spotId = (await repositories.photos.findById(id))?.spot_id;
      if (spotId != null) await built.spotChanges.photosChanged(spotId, null);
    }
    shownContentChanged();
  };
  const suspensions = new SuspensionService({
    log: repositories.moderationLog,
    shownContentChanged,
  });
  const linkRights = new LinkRightService({
    held: repositories.heldPosts,
    log: repositories.moderationLog,
    suspensions,
  });
  return {
    linkRights,
    reports: new ReportService({
      reports: repositories.reports,
      log: repositories.moderationLog,
      hidden: built.hiddenItems,
      rateLimits,
      itemShownChanged,
    }),
    moderationQueue: new ModerationQueueService({
      reports: repositories.reports,
      log: repositories.moderationLog,
      hidden: repositories.hiddenItems,
      held: repositories.heldPosts,
    }),
    moderationActions: new ModerationActionService({
      reports: repositories.reports,
      log: repositories.moderationLog,
      suspensions,
      photos: built.photoEdit,
      accounts: built.accountDeletion,
      held: repositories.heldPosts,
      linkRights,
      notify,
      itemShownChanged,
    }),
    suspensions,
  };
}
