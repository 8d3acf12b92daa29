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

/** User id 1 and members with the administrator flag act as administrators. */
export const FIRST_ADMIN_USER_ID = 1;

/** Whether a member acts as an administrator. */
export function isAdmin(actor: Actor | null | undefined): boolean {
  if (!actor) return false;
  return actor.admin || actor.id === FIRST_ADMIN_USER_ID;
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
