import { z } from 'zod';
import {
  Coordinates,
  filledText,
  IdParam,
  ImageUrls,
  latitude,
  LatParam,
  longitude,
  numberParam,
  tagNames,
  text,
  UserRef,
} from './common.js';
import {
  PendingLocation,
  PendingSensitivity,
  PendingTitle,
  Sensitivity,
  SpotLink,
  SpotTag,
} from './spot.js';
import { SPOT_TITLE_MAX } from '../domain/constants.js';
import { SENSITIVE_NOTE_MAX, SENSITIVE_REASONS } from '../domain/community/sensitive-rules.js';
import { TAG_NAME_MAX } from '../domain/tag-names.js';
import { DESCRIPTION_MAX, EDIT_TAGS_MAX } from '../domain/community/edit-limits.js';

/** Badge tiers (the badge table's own list; repeated here so schemas stay free of the table). */
const Tier = z.enum(['bronze', 'silver', 'gold']);

/** Where a proposal stands: waiting for votes, applied, or rejected. */
export const ProposalStatus = z.enum(['pending', 'applied', 'rejected']);
export type ProposalStatus = z.infer<typeof ProposalStatus>;

const title = filledText(SPOT_TITLE_MAX, { error: 'must be text' });

/** `POST /api/editTitle/{id}`. */
export const EditTitleBody = z.object({ newTitle: title });
export type EditTitleBody = z.infer<typeof EditTitleBody>;

/** Answer of a title proposal: `newSpot.title` is the proposed title. */
export const EditTitleAnswer = z.object({
  ok: z.boolean(),
  status: ProposalStatus,
  newSpot: z.object({ title: z.string() }),
  /** The spot's title now. */
  title: z.string(),
  newTitle: PendingTitle.nullable(),
});
export type EditTitleAnswer = z.infer<typeof EditTitleAnswer>;

/** Answer of `POST /api/editTitle/{id}/rateUp|rateDown`: the title and its pending proposal. */
export const TitleVoteAnswer = z.object({
  status: ProposalStatus,
  title: z.string(),
  newTitle: PendingTitle.nullable(),
});
export type TitleVoteAnswer = z.infer<typeof TitleVoteAnswer>;

/** `POST /api/movePoint/{id}`. */
export const MovePointBody = z.object({
  lat: latitude(),
  long: longitude(),
});
export type MovePointBody = z.infer<typeof MovePointBody>;

/** Answer of a move request and of a vote on it. */
export const MovePointAnswer = z.object({
  ok: z.boolean(),
  status: ProposalStatus,
  message: z.string(),
  rating: z.number().int(),
  ...Coordinates.shape,
  newLocation: PendingLocation.nullable(),
});
export type MovePointAnswer = z.infer<typeof MovePointAnswer>;

/** `POST /api/point/{id}/editTags`: the whole tag list as the member wants it. */
export const EditTagsBody = z.object({
  tags: tagNames().max(EDIT_TAGS_MAX, { error: `must name at most ${EDIT_TAGS_MAX} tags` }),
});
export type EditTagsBody = z.infer<typeof EditTagsBody>;
export const EditTagsAnswer = z.array(SpotTag);

/** `POST /api/point/{id}/rateTag`: a vote on a tag's pending request (0 withdraws it). */
export const RateTagBody = z.object({
  tag: text({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(TAG_NAME_MAX, { error: `must be at most ${TAG_NAME_MAX} characters` }),
  value: z.union([z.literal(-1), z.literal(0), z.literal(1)], {
    error: 'must be -1, 0 or 1',
  }),
});
export type RateTagBody = z.infer<typeof RateTagBody>;

/**
 * `POST /api/point/{id}/sensitive`: protect a fragile place (`sensitive` true, with a reason
 * and an optional note) or lift its protection (`sensitive` false).
 */
export const SensitiveBody = z
  .object({
    sensitive: z.boolean({ error: 'must be true or false' }),
    reason: z
      .enum(SENSITIVE_REASONS, { error: `must be one of ${SENSITIVE_REASONS.join(', ')}` })
      .optional(),
    note: text({ error: 'must be text' })
      .trim()
      .max(SENSITIVE_NOTE_MAX, { error: `must be at most ${SENSITIVE_NOTE_MAX} characters` })
      .optional(),
  })
  .refine((body) => !body.sensitive || body.reason !== undefined, {
    path: ['reason'],
    error: 'is required to protect a place',
  });
export type SensitiveBody = z.infer<typeof SensitiveBody>;

/** Answer of a sensitivity proposal and of a vote on it. */
export const SensitiveAnswer = z.object({
  ok: z.boolean(),
  status: ProposalStatus,
  rating: z.number().int(),
  /** The spot's sensitivity now. */
  sensitive: Sensitivity.nullable(),
  newSensitive: PendingSensitivity.nullable(),
});
export type SensitiveAnswer = z.infer<typeof SensitiveAnswer>;

/** What the spot page says once a sensitivity proposal is recorded. */
export const SENSITIVE_RECORDED_MESSAGE =
  'Thank you. Other photographers will now vote on protecting this place.';

/** Where a proposal stands after a vote. */
export const ProposalVoteAnswer = z.object({
  status: ProposalStatus,
  rating: z.number().int(),
});
export type ProposalVoteAnswer = z.infer<typeof ProposalVoteAnswer>;

/** `POST /api/point/{id}/desc` and `/desc/{descId}`: a description's text. */
export const DescriptionBody = z.object({
  description: text({ error: 'must be text' })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(DESCRIPTION_MAX, { error: `must be at most ${DESCRIPTION_MAX} characters` }),
});
export type DescriptionBody = z.infer<typeof DescriptionBody>;

export const DescriptionParams = z.object({ id: IdParam, descId: IdParam });

/** A proposal as the spot page, the Review page and profiles list it. */
export const ProposalView = z.object({
  id: z.number().int(),
  kind: z.enum(['title', 'location', 'tag_add', 'tag_delete', 'photo_move', 'sensitive']),
  status: ProposalStatus,
  rating: z.number().int(),
  created: z.string(),
  decided: z.string().nullable(),
  user: UserRef.nullable(),
  spot: SpotLink,
  newTitle: z.string().nullable(),
  newLocation: Coordinates.nullable(),
  tag: z.string().nullable(),
  photoId: z.number().int().nullable(),
  newSpotId: z.number().int().nullable(),
  /** What a `sensitive` proposal sets (its `rating` repeats the proposal's). */
  newSensitive: PendingSensitivity.nullable(),
  /** Distance from the member's position in metres, on the Review page. */
  distanceM: z.number().nullable(),
  /** A photo move's photo, shown with it. */
  photo: z.object({ id: z.number().int(), title: z.string(), urls: ImageUrls }).nullable(),
  /** The spot a photo move leads to, at the position the viewer may know of it. */
  newSpot: SpotLink.nullable(),
});
export type ProposalView = z.infer<typeof ProposalView>;
export const ProposalList = z.array(ProposalView);

/** How far around a given position the Review link counts open proposals, in kilometres. */
export const REVIEW_NEAR_KM = 100;

/**
 * `GET /api/review/count`: the open proposals the member can still vote on (not their own,
 * not voted on yet), within `REVIEW_NEAR_KM` of the given position, or anywhere without one.
 */
export const ReviewCountAnswer = z.object({ open: z.number().int() });
export type ReviewCountAnswer = z.infer<typeof ReviewCountAnswer>;

/** `GET /api/review`: where the member is, to list the nearest proposals first. */
export const ReviewQuery = z.object({
  lat: LatParam.optional(),
  long: numberParam(
    z
      .number({ error: 'must be a number' })
      .min(-180, { error: 'must be between -180 and 180' })
      .max(180, { error: 'must be between -180 and 180' }),
  ).optional(),
});

/** The values a change replaced or set, as the History shows them. */
export const ChangeValues = z.object({
  title: z.string().optional(),
  lat: z.number().optional(),
  lng: z.number().optional(),
  tags: z.array(z.string()).optional(),
  coverPhotoId: z.number().int().nullable().optional(),
  /** Why the place was sensitive before or after the change; null when it was not. */
  sensitive: Sensitivity.nullable().optional(),
});
export type ChangeValues = z.infer<typeof ChangeValues>;

/** One entry of a spot's History. */
export const HistoryEntry = z.object({
  id: z.number().int(),
  kind: z.enum([
    'created',
    'moved',
    'renamed',
    'retagged',
    'recovered',
    'protected',
    'unprotected',
  ]),
  user: UserRef.nullable(),
  created: z.string(),
  before: ChangeValues,
  after: ChangeValues,
  /** The proposal the community voted in, with its final score. */
  proposal: z.object({ id: z.number().int(), rating: z.number().int() }).nullable(),
  /** The entry this one reverted. */
  revertOf: z.number().int().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** `GET /api/point/{id}/history`: newest first, with the spot's open proposals. */
export const SpotHistoryAnswer = z.object({
  open: ProposalList,
  changes: z.array(HistoryEntry),
});
export type SpotHistoryAnswer = z.infer<typeof SpotHistoryAnswer>;

export const HistoryParams = z.object({ id: IdParam, changeId: IdParam });

/**
 * `POST /api/user/{id}/revertChanges`: every title, position and tag change the member made
 * since a moment, undone in one action (administrators).
 */
export const RevertChangesBody = z.object({
  since: z.iso.datetime({
    offset: true,
    error: 'since must be a date and time, such as 2026-12-01T00:00:00Z',
  }),
});
export type RevertChangesBody = z.infer<typeof RevertChangesBody>;

/** What a revert of a member's changes did. */
export const RevertChangesAnswer = z.object({
  /** Changes undone, one History entry each, credited to the administrator. */
  reverted: z.number().int(),
  /** Spots they were on. */
  spots: z.number().int(),
  /** The member's changes left as they are: someone else changed the same thing since. */
  skipped: z.number().int(),
});
export type RevertChangesAnswer = z.infer<typeof RevertChangesAnswer>;

/** A badge with its rule and the members who hold it. */
export const BadgeView = z.object({
  id: z.string(),
  name: z.string(),
  tier: Tier,
  measure: z.string(),
  threshold: z.number().int(),
  rule: z.string(),
  holders: z.array(UserRef),
});
export const BadgesAnswer = z.array(BadgeView);
export type BadgeView = z.infer<typeof BadgeView>;

/** `GET /api/user/{id}/impact`: impact, the badges earned and the proposals made. */
export const UserImpactAnswer = z.object({
  impact: z.number().int(),
  /** Where the impact came from: net points of each kind of contribution. */
  points: z.object({
    proposals: z.number().int(),
    photos: z.number().int(),
    descriptions: z.number().int(),
    spots: z.number().int(),
  }),
  tier: z.string(),
  /** How much the member's vote on a proposal weighs (0 while their e-mail is unconfirmed). */
  voteWeight: z.number().int(),
  badges: z.array(z.object({ id: z.string(), name: z.string(), tier: Tier })),
  proposals: ProposalList,
});
export type UserImpactAnswer = z.infer<typeof UserImpactAnswer>;
