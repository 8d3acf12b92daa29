import { rowIdFromDigits, spotPath, type OwnedPhoto, type Photo } from '@vantage/shared';

/** The vote thank-you message. */
export const VOTE_THANKS = 'Thank you for your vote!';
/** Shown after an edit is saved. */
export const SAVED_MESSAGE = 'Changes were saved.';
/** Shown after a photo is deleted. */
export const DELETED_MESSAGE = 'The photograph was successfully deleted.';
/** Logged when the delete call fails. */
export const DELETE_FAILURE_LOG = 'Delete image failure.';
/** Shown after a move is requested. */
export const MOVE_RECORDED_MESSAGE = 'The request to move the location was recorded';
/** The prompt of the fix-photo flow. */
export const MOVE_PROMPT = 'Click the Spot where the Photo was taken';
/** The delete prompt; only the exact word YES proceeds. */
export const DELETE_PROMPT =
  "Do you really want to permanently delete this photograph? The action is irreversible! Please type the word 'YES' if you want to proceed.";
/** The word the delete prompt asks for. */
export const DELETE_CONFIRM_WORD = 'YES';
/** Asked before an edit is thrown away. */
export const CANCEL_EDIT_PROMPT = 'Do you really want to cancel the edit?';

/** A photo as the shared access rules read it: the member who published it, if any. */
export function ownedPhoto(photo: Pick<Photo, 'user'>): OwnedPhoto {
  return { ownerId: photo.user?.id ?? null };
}

/** Whether the typed answer to the delete prompt lets the delete proceed: exactly YES. */
export function deleteConfirmed(answer: string): boolean {
  return answer === DELETE_CONFIRM_WORD;
}

/** A photo as the link rules read it; `owner` is the photo-site account of an imported photo. */
export type LinkablePhoto = Pick<Photo, 'id' | 'linkURL' | 'license'> & {
  owner?: string | null;
  flickrId?: string | null;
};

/**
 * Where a photo's link leads: the photo-site page for photos with an owner, the
 * stored linkURL when present (except Unsplash photos, whose licence asks for the site's own
 * page), else the lightbox path /photo/{id}.
 */
export function photoLinkTarget(photo: LinkablePhoto): string {
  if (photo.owner) {
    return `https://www.flickr.com/photos/${encodeURIComponent(photo.owner)}/${encodeURIComponent(photo.flickrId ?? String(photo.id))}`;
  }
  if (photo.linkURL && photo.license?.trim().toLowerCase() !== 'unsplash') return photo.linkURL;
  return photoPath(photo.id);
}

/** The lightbox path of a photo. */
export function photoPath(photoId: number): string {
  return `/photo/${photoId}`;
}

/** The short link of a spot. */
export function spotShortPath(spotId: number): string {
  return `/i/${spotId}`;
}

/** The spot page a closed lightbox returns to, or null for a photo without a spot. */
export function spotPageOf(photo: Pick<Photo, 'idSpot' | 'spotTitle'>): string | null {
  if (photo.idSpot === null) return null;
  return spotPath({ id: photo.idSpot, title: photo.spotTitle ?? '' });
}

/** The rating shown right after a vote, before the server answers. */
export function optimisticRating(rating: number, direction: 'up' | 'down'): number {
  return direction === 'up' ? rating + 1 : rating - 1;
}

/** The previous and next photo ids around `photoId` in a list, for the arrow keys. */
export function neighbours(
  photoIds: readonly number[],
  photoId: number,
): { previous: number | null; next: number | null } {
  const index = photoIds.indexOf(photoId);
  if (index < 0) return { previous: null, next: null };
  return {
    previous: index > 0 ? (photoIds[index - 1] ?? null) : null,
    next: index < photoIds.length - 1 ? (photoIds[index + 1] ?? null) : null,
  };
}

/** A photo id from the address (path segment or photo flag), or null when it is not one. */
export function parsePhotoId(raw: string | null | undefined): number | null {
  return raw == null ? null : rowIdFromDigits(raw);
}
