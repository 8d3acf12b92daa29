import type { DescriptionService } from '../modules/community/description.service';
import type { PhotoMoveService } from '../modules/community/photo-move.service';
import type { ProposalService } from '../modules/community/proposal.service';
import { titleSlug } from '@vantage/shared';
import { HttpError } from '../lib/errors';
import type { GuideReplyService } from '../modules/guides/guide-reply.service';
import type { FollowService } from '../modules/notifications/follow.service';
import type { NotificationMailService } from '../modules/notifications/notification-mail.service';
import type { NotificationPushService } from '../modules/notifications/notification-push.service';
import type { NotificationService } from '../modules/notifications/notification.service';
import type { PhotoVotesService } from '../modules/photo-votes/photo-votes.service';
import type { SpotService } from '../modules/spots/spot.service';
import { demoMember } from './demo-member';
import type { DemoLocation } from './demo-locations';
import { DEMO_GUIDE_TITLE } from './seed-collections';

/** What the demo's open proposals and extra descriptions are written through: the site's services. */
export interface CommunitySeedDeps {
  proposals: Pick<ProposalService, 'titles' | 'positions' | 'tags' | 'sensitivity'>;
  photoMoves: Pick<PhotoMoveService, 'requestMove'>;
  photoVotes: Pick<PhotoVotesService, 'ratePhoto'>;
  descriptions: Pick<DescriptionService, 'save'>;
  spots: Pick<SpotService, 'getSpot'>;
  /** Replies to the demo member's guide; left out, it has none. */
  guideReplies?: Pick<GuideReplyService, 'create'>;
  /** What the demo member follows; left out, nobody follows anything. */
  follows?: Pick<FollowService, 'set'>;
  /** The demo member's notifications, some of them read; left out, all are unread. */
  notifications?: Pick<NotificationService, 'list' | 'markRead'>;
  /** How the demo member's notifications are mailed; left out, the defaults. */
  notificationMails?: Pick<NotificationMailService, 'update'>;
  /** Which of the demo member's notifications are pushed; left out, the defaults. */
  notificationPushes?: Pick<NotificationPushService, 'update'>;
}

/**
 * The demo member's mail choices, a mix of all four so the settings show each: set once the
 * community's events are in, so loading the demo mails nobody.
 */
const DEMO_MAIL_CHOICES = {
  spotChanged: 'instant',
  newPhoto: 'weekly',
  photoVoted: 'daily',
  descriptionVoted: 'off',
  badgeEarned: 'weekly',
} as const;

/**
 * The demo member's push choices: votes on their photos turned on, changes at followed spots
 * turned off, so the settings show both. No browser is subscribed: the demo has no device.
 */
const DEMO_PUSH_CHOICES = { photoVoted: true, spotChanged: false } as const;

/** A demo member as the services see a signed-in one with a confirmed address. */
const member = (id: number) => demoMember(id, { emailVerified: true });

/** Second opinions on spots: what another photographer found worth knowing. */
const DESCRIPTIONS = [
  {
    spot: 'Alpe di Siusi',
    user: 3,
    text: '**Getting there:** the road from Seis is closed to cars from 9:00 to 17:00; before sunrise you may drive up, or take the first cable car from Seis at 8:00.\n\n**Photo tips:** the lone hay barns west of the Saltria road line up with the Sassolungo; a 70–200 mm compresses them nicely.',
  },
  {
    spot: 'Königssee and St. Bartholomä',
    user: 4,
    text: 'The boats leave Schönau from about 8:00; sit on the right side for the echo at the Echowand and get off at St. Bartholomä before the crowds. The classic view of the chapel with the Watzmann east face is from the jetty, best in the morning when the face is lit.',
  },
  {
    spot: 'Lake Bled',
    user: 2,
    text: 'The climb to Ojstrica takes 20 minutes from the campsite road; it is steep and rooty, bring a head torch for sunrise. Mala Osojnica, ten minutes further, gives the wider view with the castle.',
  },
];

/**
 * A conversation under the demo member's guide: a question from another member, and the
 * author's answer. The question comes to the demo member's bell.
 */
const GUIDE_REPLIES = [
  {
    user: 2,
    text: 'Thank you for this! Is the Seceda cable car running early enough for sunrise in September, or is it a walk up from Col Raiser?',
  },
  {
    user: 0,
    text: 'The first car goes at 8:00, too late for sunrise. From Col Raiser it is about **90 minutes** on foot up path 1; start at 5:00 with a head torch and you will be on the ridge for first light.',
  },
];

/** What the demo member (the demo's first) follows: a spot the community retags, and a tag. */
const FOLLOWED = { by: 0, spot: 'Alpe di Siusi', tag: 'Lake' };

/** Fragile places proposed for protection: by which member, why, and who voted for it. */
const PROTECTIONS = [
  {
    title: 'Benagil Sea Cave',
    by: 1,
    note: 'Boats and swimmers crowd the cave in summer; the sandstone roof is eroding. Come at dawn, by kayak, and keep off the beach ledges.',
    // Enough votes to protect it.
    voters: [2, 3, 4],
  },
  {
    title: 'Marble Caves (Capillas de Mármol)',
    by: 2,
    note: 'Boat hulls scratch the marble walls; the caves are a protected nature sanctuary.',
    voters: [3],
  },
];

/**
 * Open proposals for visitors to vote on (a new title, a move, new tags, a photo's move, the
 * protection of a fragile place), a tag and a protection the community voted in, votes on photos (so members' impact and badges are earned),
 * and a few second descriptions, all made by demo members through the site's services.
 */
export async function seedCommunity(
  deps: CommunitySeedDeps,
  locations: readonly DemoLocation[],
  spotIds: readonly number[],
  userIds: readonly number[],
): Promise<void> {
  const spotOf = (title: string) => {
    const index = locations.findIndex((location) => location.title === title);
    return index < 0 ? null : { id: spotIds[index]!, location: locations[index]! };
  };
  const who = (index: number) => member(userIds[index % userIds.length]!);
  // The demo member follows a spot and a tag before the community's changes there, which then
  // come to their notifications beside the votes on their photos and the badges they earn.
  const followed = spotOf(FOLLOWED.spot);
  if (deps.follows && followed) {
    await deps.follows.set(who(FOLLOWED.by), 'spot', followed.id, true);
    await deps.follows.set(who(FOLLOWED.by), 'tag', FOLLOWED.tag, true);
  }

  const hallstatt = spotOf('Hallstatt Postcard View');
  if (hallstatt) {
    await deps.proposals.titles.propose(
      who(2),
      hallstatt.id,
      'Hallstatt from the Postcard Viewpoint',
    );
    await deps.proposals.titles.rate(who(3), hallstatt.id, 1);
  }
  const funes = spotOf('Santa Maddalena, Val di Funes');
  if (funes) {
    // The classic frame is from the bench above the road, about 120 m up the slope.
    await deps.proposals.positions.propose(who(1), funes.id, {
      lat: funes.location.lat + 0.0009,
      long: funes.location.lng - 0.0007,
    });
    await deps.proposals.positions.rate(who(4), funes.id, 1);
  }
  const bled = spotOf('Lake Bled');
  if (bled) {
    const { tags } = await deps.spots.getSpot(bled.id);
    const names = tags.map((tag) => tag.tag);
    await deps.proposals.tags.editTags(who(3), bled.id, [...names, 'Blue hour', 'Castle']);
  }
  const siusi = spotOf('Alpe di Siusi');
  if (siusi) {
    const { tags } = await deps.spots.getSpot(siusi.id);
    await deps.proposals.tags.editTags(who(4), siusi.id, [
      ...tags.map((tag) => tag.tag),
      'Hay barns',
    ]);
    for (const voter of [1, 2, 3]) {
      await deps.proposals.tags.rateTag(who(voter), siusi.id, 'Hay barns', 1);
    }
  }
  // Members vote for each other's photographs: their authors' impact is earned, not set.
  for (const [index, spot] of [hallstatt, funes, bled, siusi].entries()) {
    if (!spot) continue;
    const { images } = await deps.spots.getSpot(spot.id);
    for (const [offset, photo] of images.slice(0, 2).entries()) {
      for (const voter of [index, index + 1, index + 2 + offset]) {
        const user = who(voter);
        if (photo.user?.id === user.id) continue;
        await deps.photoVotes.ratePhoto(user, spot.id, photo.id, 1);
      }
    }
  }
  if (funes && siusi) {
    // A photograph someone thinks was taken from the meadows rather than in the valley.
    const photo = (await deps.spots.getSpot(funes.id)).images.at(-1);
    const mover = [who(2), who(3)].find((user) => user.id !== photo?.user?.id);
    if (photo && mover) await deps.photoMoves.requestMove(mover, photo.id, siusi.id);
  }
  // Fragile places: one the community protected (shown blurred, left out of downloads), and an
  // open proposal to protect another, waiting for votes.
  for (const { title, by, note, voters } of PROTECTIONS) {
    const spot = spotOf(title);
    if (!spot) continue;
    await deps.proposals.sensitivity.propose(who(by), spot.id, {
      sensitive: true,
      reason: 'crowd_damage',
      note,
    });
    for (const voter of voters) await deps.proposals.sensitivity.rate(who(voter), spot.id, 1);
  }
  for (const description of DESCRIPTIONS) {
    const spot = spotOf(description.spot);
    if (spot) await deps.descriptions.save(who(description.user), spot.id, description.text);
  }
  await seedGuideReplies(deps, who);
  if (deps.notifications) await readOlderHalf(deps.notifications, who(FOLLOWED.by));
  await deps.notificationMails?.update(who(FOLLOWED.by), DEMO_MAIL_CHOICES);
  await deps.notificationPushes?.update(who(FOLLOWED.by), DEMO_PUSH_CHOICES);
}

/** The replies under the demo member's guide, if the demo has it. */
async function seedGuideReplies(
  deps: CommunitySeedDeps,
  who: (index: number) => ReturnType<typeof member>,
): Promise<void> {
  if (!deps.guideReplies) return;
  const perma = titleSlug(DEMO_GUIDE_TITLE);
  for (const reply of GUIDE_REPLIES) {
    try {
      await deps.guideReplies.create(perma, reply.text, who(reply.user));
    } catch (error) {
      // The demo's smaller sets of places have no Dolomites, and so no guide.
      if (error instanceof HttpError && error.statusCode === 404) return;
      throw error;
    }
  }
}

/** The demo member's older notifications are read, the newer half waits in the bell. */
async function readOlderHalf(
  notifications: Pick<NotificationService, 'list' | 'markRead'>,
  user: ReturnType<typeof member>,
): Promise<void> {
  const { items } = await notifications.list(user, { limit: 50 });
  for (const item of items.slice(Math.ceil(items.length / 2))) {
    await notifications.markRead(user, item.id);
  }
}
