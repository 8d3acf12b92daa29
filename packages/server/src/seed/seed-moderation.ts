import type { Notify } from '../lib/notify';
import type { ModerationLogRepository } from '../modules/moderation/moderation-log.repository';
import type { ReportRepository } from '../modules/moderation/report.repository';
import type { SpotDetailsRepository } from '../modules/spots/spot-details.repository';
import type { DescriptionRepository } from '../modules/community/description.repository';
import type { UserRepository } from '../modules/users/user.repository';
import type { HeldPostRepository } from '../modules/visibility/held-post.repository';

/** What the demo's reports, hidden item, suspension and audit log are written through. */
export interface ModerationSeedDeps {
  reports: Pick<ReportRepository, 'transaction' | 'item' | 'insert' | 'hide' | 'close'>;
  moderationLog: Pick<ModerationLogRepository, 'write' | 'setSuspension' | 'warn' | 'member'>;
  spotDetails: Pick<SpotDetailsRepository, 'descriptionsOf'>;
  users: Pick<UserRepository, 'insert'>;
  descriptions: Pick<DescriptionRepository, 'insert'>;
  heldPosts: Pick<HeldPostRepository, 'hold' | 'setLinksRevoked'>;
  /** Tells the demo member how their report ended; left out, nobody is told. */
  notify?: Notify;
}

/** The new member whose first post, a description with links, waits in the queue. */
const NEW_MEMBER = {
  username: 'marco.tours',
  display_name: 'Marco Venturi',
  about: 'Guided photo walks in the Alps.',
};
/** Their first post: a tour operator's advertising, as new members' links often are. */
const HELD_DESCRIPTION =
  'Join our sunrise photo tours to this viewpoint every weekend! Small groups, transport ' +
  'included. Book at [alpine-photo-tours.example](https://alpine-photo-tours.example/book) or ' +
  'visit www.alpine-photo-tours.example for 20% off this month.';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A moderation queue to look at: a new member's first description with links held for review,
 * open reports on a photo, a description and a member, a photo hidden pending review after the
 * administrator's report, a member suspended for a week after a warning who also lost the
 * right to post links, and the audit log of those actions (answering the hidden photos, whose
 * spots count them no more); and an earlier report of the demo member that was dismissed, of
 * which their bell tells. The first demo user administers the site; the last one is the
 * suspended member; the new member is made last of all.
 */
export async function seedModeration(
  deps: ModerationSeedDeps,
  ids: { spotIds: readonly number[]; userIds: readonly number[]; photoIds: readonly number[] },
  now: number,
): Promise<{ hiddenPhotoIds: number[] }> {
  const { reports, moderationLog: log } = deps;
  const hiddenPhotoIds: number[] = [];
  const [adminId] = ids.userIds;
  const suspendedId = ids.userIds.at(-1);
  if (adminId === undefined || suspendedId === undefined || suspendedId === adminId) {
    return { hiddenPhotoIds };
  }
  // Three photos of members other than the administrator (who reports the second and the
  // third) and the suspended member, the last made first (the first places' photos are the ones
  // a first visitor meets); photos are made side by side, so their owners' order varies.
  const photoAuthors = new Map<number, number | null>();
  for (const id of [...ids.photoIds].sort((a, b) => b - a)) {
    const authorId = (await reports.item('photo', id))?.authorId ?? null;
    if (authorId !== adminId && authorId !== suspendedId) photoAuthors.set(id, authorId);
    if (photoAuthors.size === 3) break;
  }
  const [firstPhoto, secondPhoto, dismissedPhoto] = [...photoAuthors.keys()];
  const descriptions = ids.spotIds[1] ? await deps.spotDetails.descriptionsOf(ids.spotIds[1]) : [];
  const admin = (await log.member(adminId))!;
  const suspended = (await log.member(suspendedId))!;
  /** Members who may report an item of `authorId`: neither its author nor the suspended one. */
  const reportersOf = (authorId: number | null) =>
    ids.userIds.filter((id) => id !== authorId && id !== suspendedId && id !== adminId);

  // Read before the transaction: SQLite's one connection is the transaction's until it ends.
  const items = new Map<string, Awaited<ReturnType<typeof reports.item>>>();
  const wanted: ['photo' | 'description' | 'member', number | undefined][] = [
    ['photo', firstPhoto],
    ['photo', secondPhoto],
    ['photo', dismissedPhoto],
    ['description', descriptions.find((row) => row.user_id !== null)?.id],
    ['member', suspendedId],
  ];
  for (const [kind, id] of wanted) {
    if (id !== undefined) items.set(`${kind}:${id}`, await reports.item(kind, id));
  }
  const itemOf = (kind: string, id: number) => items.get(`${kind}:${id}`);
  const heldSpotId = ids.spotIds[2] ?? ids.spotIds[0];
  const newMemberId = await deps.users.insert({
    ...NEW_MEMBER,
    email_verified: 1,
    admin: 0,
    created_at: now - 3 * HOUR_MS,
    updated_at: now - 3 * HOUR_MS,
  });

  await reports.transaction(async (trx) => {
    const file = async (
      kind: 'photo' | 'description' | 'member',
      id: number,
      reporterId: number,
      reason: string,
      note: string | null,
      hoursAgo: number,
      status: 'open' | 'dismissed' = 'open',
    ) => {
      const item = itemOf(kind, id);
      if (!item) return null;
      const reportId = await reports.insert(trx, {
        target_kind: kind,
        target_id: id,
        target_user_id: item.authorId,
        target_title: item.title,
        reporter_id: reporterId,
        reason,
        note,
        status,
        created_at: now - hoursAgo * HOUR_MS,
        decided_at: status === 'open' ? null : now - (hoursAgo - 1) * HOUR_MS,
      });
      return { ...item, reportId };
    };
    const entry = (
      action: string,
      kind: 'photo' | 'description' | 'member',
      id: number,
      targetUser: { id: number; display_name: string } | null,
      reason: string,
      hoursAgo: number,
    ) =>
      log.write(trx, {
        actor_id: action === 'auto_hide' ? null : admin.id,
        actor_name: action === 'auto_hide' ? 'Community reports' : admin.display_name,
        action,
        target_kind: kind,
        target_id: id,
        target_user_id: targetUser?.id ?? null,
        target_user_name: targetUser?.display_name ?? null,
        reason,
        created_at: now - hoursAgo * HOUR_MS,
      });

    const [reporter, secondReporter] = reportersOf(suspendedId);
    if (reporter !== undefined) {
      // An earlier report that was dismissed, and the warning and suspension that followed others.
      await file('member', suspendedId, reporter, 'spam', null, 10 * 24, 'dismissed');
      await entry(
        'dismiss',
        'member',
        suspendedId,
        suspended,
        'Not spam: a link to their own portfolio.',
        10 * 24 - 1,
      );
      await log.warn(
        trx,
        suspendedId,
        'Please do not post links to shops in descriptions.',
        now - 4 * DAY_MS,
      );
      await entry(
        'warn',
        'member',
        suspendedId,
        suspended,
        'Please do not post links to shops in descriptions.',
        4 * 24,
      );
      // Their advertising was removed as spam: links are refused to them from then on.
      await deps.heldPosts.setLinksRevoked(trx, suspendedId, now - 3 * DAY_MS);
      await entry(
        'revoke_links',
        'member',
        suspendedId,
        suspended,
        'Shop links in descriptions removed as spam',
        3 * 24,
      );
      await log.setSuspension(trx, suspendedId, {
        reason: 'Repeated advertising links after a warning',
        until: now + 7 * DAY_MS,
        now: now - 2 * DAY_MS,
      });
      await entry(
        'suspend',
        'member',
        suspendedId,
        suspended,
        'Repeated advertising links after a warning (9 days)',
        2 * 24,
      );
    }
    if (secondReporter !== undefined)
      await file(
        'member',
        suspendedId,
        secondReporter,
        'spam',
        'Shop links in every description.',
        50,
      );
    if (firstPhoto !== undefined) {
      const item = itemOf('photo', firstPhoto);
      const [one, two] = reportersOf(item?.authorId ?? null);
      if (one !== undefined)
        await file(
          'photo',
          firstPhoto,
          one,
          'copyright',
          'I think this is my photo from 2019.',
          30,
        );
      if (two !== undefined) await file('photo', firstPhoto, two, 'spam', null, 20);
    }
    if (secondPhoto !== undefined) {
      // One report of the administrator's hides a photo at once, pending review.
      const item = await file(
        'photo',
        secondPhoto,
        adminId,
        'private_information',
        'A car number plate is readable.',
        6,
      );
      const [other] = reportersOf(item?.authorId ?? null);
      if (item && other !== undefined)
        await file('photo', secondPhoto, other, 'private_information', null, 5);
      if (item) {
        await reports.hide(trx, 'photo', secondPhoto, item.authorId, false, now - 6 * HOUR_MS);
        hiddenPhotoIds.push(secondPhoto);
        const author = item.authorId !== null ? await log.member(item.authorId, trx) : undefined;
        await entry(
          'auto_hide',
          'photo',
          secondPhoto,
          author ?? null,
          'Hidden pending review after 1 report(s)',
          6,
        );
      }
    }
    if (heldSpotId !== undefined) {
      const id = await deps.descriptions.insert(trx, heldSpotId, newMemberId, HELD_DESCRIPTION);
      await deps.heldPosts.hold('description', id, newMemberId, now - 2 * HOUR_MS, trx);
    }
    if (dismissedPhoto !== undefined) {
      // The demo member's report of this morning: a moderator found nothing wrong, and said so.
      const filed = await file(
        'photo',
        dismissedPhoto,
        adminId,
        'wrong_place',
        'The lake in this photo looks like the one on the other side of the pass.',
        3,
        'dismissed',
      );
      if (filed && deps.notify) {
        await deps.notify.notify(
          {
            type: 'reportsDecided',
            reportIds: [filed.reportId],
            outcome: 'noAction',
            actorId: null,
          },
          trx,
        );
      }
    }
    const description = descriptions.find((row) => row.user_id !== null);
    if (description) {
      const [one] = reportersOf(description.user_id);
      if (one !== undefined)
        await file(
          'description',
          description.id,
          one,
          'wrong_place',
          'This describes the lake on the other side of the pass.',
          12,
        );
    }
  });
  return { hiddenPhotoIds };
}
