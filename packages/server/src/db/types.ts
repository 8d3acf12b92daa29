import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Epoch milliseconds, stored as a 64-bit integer on both engines. */
export type EpochMs = number;
/** 0 or 1; booleans are stored as small integers on both engines. */
export type Flag = number;

type Id = Generated<number>;
type Created = ColumnType<EpochMs, EpochMs | undefined, never>;

export interface UsersTable {
  id: Id;
  username: string | null;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  email_verified: Generated<Flag>;
  password_hash: string | null;
  about: Generated<string>;
  impact: Generated<number>;
  badge_bronze: Generated<number>;
  badge_silver: Generated<number>;
  badge_gold: Generated<number>;
  email_news: Generated<Flag>;
  admin: Generated<Flag>;
  picture: string | null;
  /** 2 Facebook, 3 Google, 4 Twitter, as older clients number them; null for e-mail accounts. */
  provider_type: number | null;
  provider_id: string | null;
  created_at: Created;
  updated_at: EpochMs;
  /** Why the member is suspended; null when they are not (migration 0021). */
  suspension_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the suspension ends; null while suspended for good (migration 0021). */
  suspended_until: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  /** When the latest suspension began, kept once lifted: older sessions stay ended. */
  suspended_at: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
  /** When the member lost the right to post links (migration 0025); null: allowed. */
  links_revoked_at: ColumnType<EpochMs | null, EpochMs | null | undefined, EpochMs | null>;
}

export interface SessionsTable {
  /** SHA-256 of the opaque session token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: Created;
  expires_at: EpochMs;
  last_seen_at: EpochMs;
  user_agent: string | null;
}

export interface AuthAccountsTable {
  id: Id;
  user_id: number;
  provider: string;
  provider_account_id: string;
  email: string | null;
  created_at: Created;
}

export interface EmailTokensTable {
  id: Id;
  user_id: number;
  purpose: string;
  token_hash: string;
  email: string | null;
  expires_at: EpochMs;
  used_at: EpochMs | null;
  /** JSON the link carries besides its user, e.g. the provider identity it links. */
  payload: string | null;
  created_at: Created;
}

export interface OAuthStatesTable {
  /** SHA-256 of the `state` sent to the provider. */
  state_hash: string;
  provider: string;
  /** 'popup', 'redirect' or 'app': how the callback answers the browser. */
  mode: string;
  /** The PKCE verifier; only its S256 challenge went to the provider. */
  code_verifier: string;
  /** The OpenID nonce; null for plain OAuth 2.0 providers. */
  nonce: string | null;
  redirect_uri: string;
  /** SHA-256 of the browser cookie that ties the callback to the browser that started it. */
  binding_hash: string | null;
  /** The native app's PKCE S256 challenge for its one-time code (migration 0018); null on the web. */
  app_code_challenge: string | null;
  created_at: EpochMs;
  expires_at: EpochMs;
}

export interface SpotsTable {
  id: Id;
  title: string;
  slug: string;
  lat: number;
  lng: number;
  elev: number | null;
  tz: string | null;
  address: string | null;
  /** Ancestor location tags joined by a backslash. */
  hier: Generated<string>;
  /** Tag names joined by spaces, kept for the full-text index. */
  tags_text: Generated<string>;
  user_id: number | null;
  rating: Generated<number>;
  photo_count: Generated<number>;
  /** Popularity used to pick which spots a capped map tile shows. */
  score: Generated<number>;
  cover_photo_id: number | null;
  tile0: number;
  tile5: number;
  tile7: number;
  tile10: number;
  created_at: Created;
  updated_at: EpochMs;
  /** Why the community marked the spot sensitive; null when it is not (migration 0017). */
  sensitive_reason: ColumnType<string | null, string | null | undefined, string | null>;
  sensitive_note: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The exact position of a sensitive place, kept apart: `lat`/`lng` then hold the centre of
   * its blur cell, the position everyone may know. Null for every other spot (migration 0019).
   */
  exact_lat: ColumnType<number | null, number | null | undefined, number | null>;
  exact_lng: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Changes decided by vote: a title, a position, a tag added or deleted, or a photo's spot. */
export interface ProposalsTable {
  id: Id;
  kind: 'title' | 'location' | 'tag_add' | 'tag_delete' | 'photo_move' | 'sensitive';
  spot_id: number | null;
  photo_id: number | null;
  /** Null once the author's account was deleted (migration 0017). */
  user_id: number | null;
  new_title: string | null;
  new_lat: number | null;
  new_lng: number | null;
  new_spot_id: number | null;
  /** The tag a `tag_add` or `tag_delete` proposal is about (migration 0007). */
  tag_id: ColumnType<number | null, number | null | undefined, number | null>;
  rating: Generated<number>;
  status: Generated<'pending' | 'applied' | 'dropped'>;
  created_at: Created;
  decided_at: EpochMs | null;
  /** What a `sensitive` proposal sets: 1 protects the spot, 0 lifts it (migration 0017). */
  new_sensitive: ColumnType<number | null, number | null | undefined, number | null>;
  sensitive_reason: ColumnType<string | null, string | null | undefined, string | null>;
  sensitive_note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface TagsTable {
  id: Id;
  name: string;
  name_lower: string;
  parent_id: number | null;
  is_location: Generated<Flag>;
  img_square: number | null;
  img_head: number | null;
  img_head_offset: Generated<number>;
  id_osm: number | null;
  osm_type: string | null;
  info_text: string | null;
  /** JSON [west, south, east, north]. */
  rect: string | null;
  geo: string | null;
  loc_cnt: Generated<number>;
  created_at: Created;
}

export interface SpotTagsTable {
  id: Id;
  spot_id: number;
  tag_id: number;
  status: Generated<'active' | 'pending_add' | 'pending_delete'>;
  auto: Generated<Flag>;
  rating: Generated<number>;
  user_id: number | null;
  created_at: Created;
}

export interface DescriptionsTable {
  id: Id;
  spot_id: number;
  user_id: number | null;
  text: string;
  rating: Generated<number>;
  author: string | null;
  license: string | null;
  link_url: string | null;
  created_at: Created;
  updated_at: EpochMs;
}

export interface PhotosTable {
  id: Id;
  user_id: number | null;
  spot_id: number | null;
  title: string;
  description: Generated<string>;
  /** The photo's EXIF fields (the shared `Exif` schema) as JSON. */
  exif: string | null;
  img_type: Generated<number>;
  rating: Generated<number>;
  width: number;
  height: number;
  ar: number;
  blurhash: string | null;
  author: string | null;
  author_url: string | null;
  license: string | null;
  link_url: string | null;
  link_img_url: string | null;
  original_key: string | null;
  original_type: string | null;
  lat: number | null;
  lng: number | null;
  taken_at: EpochMs | null;
  flickr_id: string | null;
  farm: string | null;
  server: string | null;
  secret: string | null;
  /** 1 for an equirectangular 360° photo (GPano XMP or a 2:1 aspect). */
  pano: Generated<number>;
  /** 1 when the owner published `lat`/`lng`; otherwise only they and administrators see them. */
  position_public: Generated<Flag>;
  created_at: Created;
  updated_at: EpochMs;
}

/** An uploaded file waiting for its photo form; `token` is the imageID. */
export interface PhotoUploadsTable {
  token: string;
  user_id: number;
  /** Private media store key of the original file. */
  media_key: string;
  content_type: string;
  width: number;
  height: number;
  pano: Generated<number>;
  /** The file's EXIF fields (the shared `Exif` schema) as JSON, read on upload. */
  exif: string | null;
  lat: number | null;
  lng: number | null;
  taken_at: EpochMs | null;
  created_at: EpochMs;
}

/** One vote per user and target; the unique key makes double votes impossible. */
export interface VotesTable {
  id: Id;
  user_id: number;
  target_type: 'photo' | 'description' | 'proposal' | 'spot_tag' | 'guide';
  target_id: number;
  value: number;
  created_at: Created;
}

export interface SpotListsTable {
  id: Id;
  user_id: number;
  title: string;
  url_title: string;
  description: Generated<string>;
  cover_photo_id: number | null;
  /** 1: anyone with the link sees it; 0: only its owner. */
  is_public: Generated<Flag>;
  created_at: Created;
  updated_at: EpochMs;
}

export interface SpotListSpotsTable {
  list_id: number;
  spot_id: number;
  position: Generated<number>;
  added_at: Created;
}

export interface SpotListPhotosTable {
  list_id: number;
  photo_id: number;
  position: Generated<number>;
  added_at: Created;
}

export interface GuidesTable {
  id: Id;
  tag_id: number | null;
  user_id: number | null;
  title: string;
  perma: string;
  text: Generated<string>;
  img_head: number | null;
  img_head_offset: Generated<number>;
  rating: Generated<number>;
  /** The article as checked structured JSON; `text` is the HTML rendered from it. */
  doc: Generated<string>;
  /** The location hierarchy the guide was written under, joined by backslashes. */
  loc_hier: Generated<string>;
  created_at: Created;
  updated_at: EpochMs;
}

/** The curated Popular Locations, in their order. */
export interface PopularLocationsTable {
  id: Id;
  tag_id: number;
  photo_id: number | null;
  position: Generated<number>;
}

/** Photos administrators feature in the home page's header. */
export interface FeaturedPhotosTable {
  photo_id: number;
  created_at: EpochMs;
}

export interface Views3dTable {
  id: Id;
  spot_id: number;
  user_id: number;
  lat: number;
  lng: number;
  heading: number;
  pitch: number;
  fov: number;
  created_at: Created;
}

export interface Adjustments3dTable {
  id: Id;
  user_id: number;
  lat: number;
  lng: number;
  heading_adj: number;
  pitch_adj: number;
  created_at: Created;
}

export interface ElevationAdjustmentsTable {
  id: Id;
  spot_id: number;
  user_id: number;
  elevation: number;
  created_at: Created;
}

export interface WeatherCacheTable {
  spot_id: number;
  provider: string;
  /** JSON list of weather entries (the shared `WeatherEntry` schema). */
  data: string;
  fetched_at: EpochMs;
  expires_at: EpochMs;
}

/** The elevation service's answer for a spot (migration 0005): the ground users adjust from. */
export interface ElevationLookupsTable {
  spot_id: number;
  base_elev: number | null;
  source: string;
  looked_up_at: EpochMs;
}

export interface FlickrImportsTable {
  id: Id;
  user_id: number;
  flickr_id: string;
  title: string;
  lat: number | null;
  lng: number | null;
  image_url: string;
  data: string | null;
  status: Generated<'pending' | 'skipped' | 'ignored' | 'imported'>;
  preserve: Generated<Flag>;
  spot_id: number | null;
  photo_id: number | null;
  created_at: Created;
  /** When the photo was taken, as Flickr knows it (migration 0016). */
  taken_at: EpochMs | null;
  /** When the member last decided about it (migration 0016). */
  decided_at: EpochMs | null;
}

/** A member's connected Flickr account: the OAuth 1.0a access token (migration 0016). */
export interface FlickrAccountsTable {
  user_id: number;
  nsid: string;
  username: string;
  token: string;
  token_secret: string;
  created_at: EpochMs;
}

/** A Flickr connection under way, until Flickr sends the member back (migration 0016). */
export interface FlickrRequestTokensTable {
  token: string;
  token_secret: string;
  user_id: number;
  created_at: EpochMs;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** The vocabulary of spot titles and tags that misspelt search words are corrected to. */
export interface SearchTermsTable {
  term: string;
  /** The first letter: candidates for a misspelt word share it. */
  head: string;
  /** Length in characters. */
  len: number;
  /** How many spots carried the word when they were added. */
  spots: number;
}

/** What changed about a spot; the history keeps every kind. */
export type SpotChangeKind =
  'created' | 'moved' | 'renamed' | 'retagged' | 'recovered' | 'protected' | 'unprotected';

/** One entry of a spot's history. */
export interface SpotChangesTable {
  id: Id;
  spot_id: number;
  kind: SpotChangeKind;
  /** Who made the change; null for the site itself (the demo seed, automatic updates). */
  user_id: number | null;
  created_at: EpochMs;
  /** JSON `{ "before": {...}, "after": {...} }` with the values the change replaced and set. */
  detail: string;
}

/** One change of a member's impact (migration 0007): the ledger the daily caps count. */
export interface ImpactEventsTable {
  id: Id;
  user_id: number;
  event: string;
  points: number;
  /** What earned or cost the points: 'proposal', 'description', 'photo'. */
  ref_type: string | null;
  ref_id: number | null;
  created_at: EpochMs;
}

/** A member's reply to a guide (migration 0027). */
export interface GuideRepliesTable {
  id: Id;
  guide_id: number;
  /** Null once its author's account was deleted. */
  user_id: number | null;
  /** Markdown as written; rendered through the sanitizer. */
  text: string;
  created_at: Created;
  updated_at: EpochMs;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  auth_accounts: AuthAccountsTable;
  email_tokens: EmailTokensTable;
  oauth_states: OAuthStatesTable;
  spots: SpotsTable;
  proposals: ProposalsTable;
  tags: TagsTable;
  spot_tags: SpotTagsTable;
  descriptions: DescriptionsTable;
  photos: PhotosTable;
  photo_uploads: PhotoUploadsTable;
  votes: VotesTable;
  spot_lists: SpotListsTable;
  spot_list_spots: SpotListSpotsTable;
  spot_list_photos: SpotListPhotosTable;
  guides: GuidesTable;
  guide_replies: GuideRepliesTable;
  popular_locations: PopularLocationsTable;
  featured_photos: FeaturedPhotosTable;
  views_3d: Views3dTable;
  adjustments_3d: Adjustments3dTable;
  elevation_adjustments: ElevationAdjustmentsTable;
  weather_cache: WeatherCacheTable;
  elevation_lookups: ElevationLookupsTable;
  flickr_imports: FlickrImportsTable;
  flickr_accounts: FlickrAccountsTable;
  flickr_request_tokens: FlickrRequestTokensTable;
  app_meta: AppMetaTable;
  spot_changes: SpotChangesTable;
  search_terms: SearchTermsTable;
  impact_events: ImpactEventsTable;
  job_leases: JobLeasesTable;
  former_usernames: FormerUsernamesTable;
  notifications: NotificationsTable;
  follows: FollowsTable;
  reports: ReportsTable;
  hidden_items: HiddenItemsTable;
  moderation_log: ModerationLogTable;
  warnings: WarningsTable;
  notification_mail_choices: NotificationMailChoicesTable;
  notification_mail_state: NotificationMailStateTable;
  push_subscriptions: PushSubscriptionsTable;
  notification_push_choices: NotificationPushChoicesTable;
  notification_push_state: NotificationPushStateTable;
}

/** A browser a member turned web push on in (migration 0026). */
export interface PushSubscriptionsTable {
  /** The push service's URL for this browser: secret to it and to us, never logged whole. */
  endpoint: string;
  user_id: number;
  /** The browser's P-256 public key, base64url: messages are encrypted to it. */
  p256dh: string;
  /** The browser's 16-byte authentication secret, base64url. */
  auth: string;
  created_at: EpochMs;
}

/** A member's web push choice for one kind of notification (migration 0026), once made. */
export interface NotificationPushChoicesTable {
  user_id: number;
  kind: string;
  /** 1: pushed; 0: not. */
  enabled: number;
}

/** How far a member's notifications were pushed (migration 0026). */
export interface NotificationPushStateTable {
  user_id: number;
  /** The id of the newest notification handled; those after it are pushed next. */
  pushed_id: number;
}

/** A member's e-mail choice for one kind of notification (migration 0024), once they made it. */
export interface NotificationMailChoicesTable {
  user_id: number;
  kind: string;
  /** `off`, `instant`, `daily` or `weekly`. */
  choice: string;
}

/** Where a member's notification mails stand (migration 0024). */
export interface NotificationMailStateTable {
  user_id: number;
  /** When the last "as it happens" mail went. */
  instant_sent_at: EpochMs | null;
  /** When a mail held back by the gap between two is due; null when none waits. */
  instant_due_at: EpochMs | null;
  /** Where the last daily digest's span ended (notifications after it come in the next). */
  daily_until: EpochMs | null;
  /** Where the last weekly digest's span ended. */
  weekly_until: EpochMs | null;
}

/** A member's report of an item (migration 0021). */
export interface ReportsTable {
  id: Id;
  target_kind: 'photo' | 'description' | 'guide' | 'reply' | 'gallery' | 'spot' | 'member';
  target_id: number;
  /** The item's author when reported; no foreign key, the report outlives them. */
  target_user_id: number | null;
  /** What the item was called when reported, for its reporter's list. */
  target_title: string;
  /** Null once the reporter's account was deleted. */
  reporter_id: number | null;
  reason: string;
  note: string | null;
  status: Generated<'open' | 'dismissed' | 'acted'>;
  created_at: EpochMs;
  decided_at: EpochMs | null;
}

/** An item hidden from all but its author and moderators (migration 0021). */
export interface HiddenItemsTable {
  target_kind: ReportsTable['target_kind'];
  target_id: number;
  author_id: number | null;
  hidden_at: EpochMs;
  /** 1 when a moderator decided; 0 while it waits for review after reports. */
  by_moderator: Generated<Flag>;
  /** 1 while a new member's post with links waits for review (migration 0025). */
  held: Generated<Flag>;
}

/** One moderator's action; names are text snapshots so the entry outlives its members. */
export interface ModerationLogTable {
  id: Id;
  actor_id: number | null;
  actor_name: string;
  action: string;
  target_kind: ReportsTable['target_kind'];
  target_id: number;
  target_user_id: number | null;
  target_user_name: string | null;
  reason: string | null;
  created_at: EpochMs;
}

/** A moderator's warning, shown to its member once (migration 0021). */
export interface WarningsTable {
  id: Id;
  user_id: number;
  message: string;
  created_at: EpochMs;
  seen_at: EpochMs | null;
}

/** A username a member had before they chose another, lower-cased. */
export interface FormerUsernamesTable {
  name_lower: string;
  user_id: number;
  created_at: EpochMs;
}

/** One line of a member's notifications (migration 0022): one event, or several gathered. */
export interface NotificationsTable {
  id: Id;
  user_id: number;
  kind: string;
  /** What it is about, e.g. `photo:12`; unread lines of one kind and subject gather. */
  subject: string;
  /** The name of the thing when the latest event happened. */
  title: string;
  /** The site path of the thing. */
  link: string;
  /** JSON with what the text needs besides (the proposal's kind, the badge's tier). */
  detail: string | null;
  count: Generated<number>;
  actor_id: number | null;
  created_at: EpochMs;
  read_at: EpochMs | null;
}

/** A member follows a spot, a tag or another member (migration 0022); private to them. */
export interface FollowsTable {
  user_id: number;
  target_type: 'spot' | 'tag' | 'member';
  target_id: number;
  created_at: EpochMs;
}

/** A scheduled job's lease: the process holding it runs the job until `locked_until`. */
export interface JobLeasesTable {
  name: string;
  holder: string | null;
  locked_until: Generated<EpochMs>;
  last_run_at: EpochMs | null;
}

export type UserRow = Selectable<UsersTable>;
export type SpotRow = Selectable<SpotsTable>;
export type NewSpot = Insertable<SpotsTable>;
export type SpotUpdate = Updateable<SpotsTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type NewPhoto = Insertable<PhotosTable>;
export type PhotoUploadRow = Selectable<PhotoUploadsTable>;
export type TagRow = Selectable<TagsTable>;
export type DescriptionRow = Selectable<DescriptionsTable>;
export type SpotChangeRow = Selectable<SpotChangesTable>;
