/**
 * Who may do what. The server's services decide with these rules and the web app shows or
 * hides controls with the same ones, so the two never disagree.
 */

/** A signed-in member as the rules see them; `null` is a visitor. */
export interface Actor {
  id: number;
  /** Set for administrators; see `isAdmin`. */
  admin: boolean;
}

/**
 * Whether a member acts as an administrator: only members with the administrator flag, which
 * the operator gives by configuration or command. Being the first to sign up gives nothing;
 * the demo content flags its own first user (id 1) as its administrator.
 */
export function isAdmin(actor: Actor | null | undefined): boolean {
  return actor?.admin === true;
}

/** Whether a member owns something (`ownerId` null: owned by nobody, or by an outside site). */
export function isOwner(actor: Actor | null | undefined, ownerId: number | null): boolean {
  return actor != null && ownerId !== null && actor.id === ownerId;
}

/** The owner of a thing, or an administrator. */
export function isOwnerOrAdmin(actor: Actor | null | undefined, ownerId: number | null): boolean {
  return isOwner(actor, ownerId) || isAdmin(actor);
}

/** A photo as the rules read it: the id of the member who published it. */
export interface OwnedPhoto {
  ownerId: number | null;
}

/** A photo's title, description, EXIF, type and deletion belong to its owner and administrators. */
export function canEditPhoto(actor: Actor | null | undefined, photo: OwnedPhoto): boolean {
  return isOwnerOrAdmin(actor, photo.ownerId);
}

/**
 * A move of a photo to another spot asked for by its owner or an administrator applies at
 * once; anyone else's waits for the community's votes.
 */
export function movesPhotoDirectly(actor: Actor | null | undefined, photo: OwnedPhoto): boolean {
  return isOwnerOrAdmin(actor, photo.ownerId);
}

/** Members do not vote on their own photos. */
export function canVoteOnPhoto(actor: Actor | null | undefined, photo: OwnedPhoto): boolean {
  return actor != null && !isOwner(actor, photo.ownerId);
}

/** An uploaded file waits for its photo form, which only the member who uploaded it may send. */
export function canUseUpload(actor: Actor | null | undefined, upload: OwnedPhoto): boolean {
  return isOwner(actor, upload.ownerId);
}

/** A profile's settings (name, about, e-mail preferences, password) are its owner's alone. */
export function canEditProfile(actor: Actor | null | undefined, profileUserId: number): boolean {
  return isOwner(actor, profileUserId);
}

/** An account is deleted by its owner, or by an administrator. */
export function canDeleteAccount(actor: Actor | null | undefined, userId: number): boolean {
  return isOwnerOrAdmin(actor, userId);
}

/** A photo's recorded position as the rules read it: its owner and their choice to publish it. */
export interface PositionedPhoto extends OwnedPhoto {
  /** Whether the owner published the position where the photo was taken. */
  positionPublic: boolean;
  /** A photo of a place the community marked sensitive never shows its GPS to others. */
  atSensitiveSpot?: boolean;
}

/**
 * Where a photo was taken (its EXIF GPS) may be the photographer's home: only its owner and
 * administrators see it, unless the owner chose to publish it and its spot is not sensitive. Everyone else sees the spot's
 * position.
 */
export function canSeePhotoPosition(
  actor: Actor | null | undefined,
  photo: PositionedPhoto,
): boolean {
  if (isOwnerOrAdmin(actor, photo.ownerId)) return true;
  return photo.positionPublic && photo.atSensitiveSpot !== true;
}

/** From this impact on (the Trusted tier) a member sees sensitive spots exactly. */
export const SENSITIVE_EXACT_MIN_IMPACT = 200;

/** A spot as the position rule reads it. */
export interface ProtectedSpot {
  /** The member who added the spot (null once their account was deleted). */
  authorId: number | null;
  sensitive: boolean;
}

/** A member as the position rule reads them: `impact` of a signed-in member. */
export type PositionViewer = Actor & { impact: number };

/**
 * Whether a viewer sees a spot's exact position: always unless it is sensitive; then only its
 * author, administrators and members from `SENSITIVE_EXACT_MIN_IMPACT` impact on.
 */
export function canSeeExactSpotPosition(
  viewer: PositionViewer | null | undefined,
  spot: ProtectedSpot,
): boolean {
  if (!spot.sensitive) return true;
  if (viewer == null) return false;
  return (
    isOwner(viewer, spot.authorId) || isAdmin(viewer) || viewer.impact >= SENSITIVE_EXACT_MIN_IMPACT
  );
}

/** Something members contributed to the community: a proposal or a description. */
export interface Authored {
  authorId: number | null;
}

/** Members do not vote on their own proposals or descriptions; visitors do not vote at all. */
export function canVoteOnContribution(actor: Actor | null | undefined, work: Authored): boolean {
  return actor != null && !isOwner(actor, work.authorId);
}

/** A description is edited by its author alone (the edit link shows only to them). */
export function canEditDescription(actor: Actor | null | undefined, work: Authored): boolean {
  return isOwner(actor, work.authorId);
}

/** Only administrators move a spot further than the sane distance of a correction. */
export function canMoveSpotFar(actor: Actor | null | undefined): boolean {
  return isAdmin(actor);
}

/** An applied change is reverted from the history by an administrator. */
export function canRevertChange(actor: Actor | null | undefined): boolean {
  return isAdmin(actor);
}

/** A gallery as the rules read it: its owner and whether anyone with the link may see it. */
export interface OwnedGallery {
  ownerId: number;
  isPublic: boolean;
}

/** A public gallery is seen by anyone with its link; a private one by its owner alone. */
export function canSeeGallery(actor: Actor | null | undefined, gallery: OwnedGallery): boolean {
  return gallery.isPublic || isOwner(actor, gallery.ownerId);
}

/** A gallery's title, description, contents and deletion belong to its owner. */
export function canEditGallery(actor: Actor | null | undefined, gallery: OwnedGallery): boolean {
  return isOwner(actor, gallery.ownerId);
}

/** Tag headers, parents, info text, map rectangles and deletion are administrators' work. */
export function canAdministerTags(actor: Actor | null | undefined): boolean {
  return isAdmin(actor);
}

/** Popular Locations are curated by administrators. */
export function canCuratePopularLocations(actor: Actor | null | undefined): boolean {
  return isAdmin(actor);
}

/** The home page's header photos are chosen by administrators. */
export function canFeaturePhotos(actor: Actor | null | undefined): boolean {
  return isAdmin(actor);
}

/** Any member may write a guide. */
export function canWriteGuide(actor: Actor | null | undefined): boolean {
  return actor != null;
}

/** A guide is edited by its author (administrators too). */
export function canEditGuide(
  actor: Actor | null | undefined,
  guide: { authorId: number | null },
): boolean {
  return isOwnerOrAdmin(actor, guide.authorId);
}

/** Members vote on other members' guides. */
export function canVoteOnGuide(
  actor: Actor | null | undefined,
  guide: { authorId: number | null },
): boolean {
  return actor != null && !isOwner(actor, guide.authorId);
}

/** A signed-in account as the confirmation rule reads it. */
export interface AccountAddress {
  /** The address the account signs in with; null for a provider's account that gave none. */
  email: string | null;
  /** Whether the account opened a link mailed to that address, or its provider vouched for it. */
  emailVerified: boolean;
}

/**
 * Whether a signed-in account acts as a member (contributes, votes, edits). An e-mail sign-up
 * does not until it opens the link mailed to its address, as that mail promises: until then it
 * may confirm, ask for a new link, sign out, delete itself and read what visitors read. A
 * provider's account is confirmed when the provider vouched for its address; one the provider
 * gave no address has nothing to confirm.
 */
export function actsAsMember(account: AccountAddress): boolean {
  return account.emailVerified || account.email === null;
}
