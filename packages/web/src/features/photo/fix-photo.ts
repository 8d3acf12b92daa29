import { formatSearch } from '../../lib/search-string';
import { parsePhotoId } from './photo-rules';

/** The query flag of the fix-photo mode: `?map&fixPhoto={photoId}`. */
export const FIX_PHOTO_FLAG = 'fixPhoto';

/** The photo being moved in the fix-photo mode, or null when the mode is off or the id is bad. */
export function parseFixPhotoFlag(search: string): number | null {
  return parsePhotoId(new URLSearchParams(search).get(FIX_PHOTO_FLAG));
}

/** The spot page search that opens the large map in the fix-photo mode for this photo. */
export function fixPhotoSearch(photoId: number): string {
  const params = new URLSearchParams('map');
  params.set(FIX_PHOTO_FLAG, String(photoId));
  return formatSearch(params);
}

/** The search without the fix-photo mode; with `reopenPhotoId` the photo's lightbox opens. */
export function leaveFixPhotoSearch(search: string, reopenPhotoId: number | null = null): string {
  const params = new URLSearchParams(search);
  params.delete(FIX_PHOTO_FLAG);
  if (reopenPhotoId !== null) params.set('photo', String(reopenPhotoId));
  return formatSearch(params);
}

/** A spot as the map offers it. */
export interface ChosenSpot {
  id: number;
  title: string;
}

/** Where the mode stands: waiting for a click, asking to confirm a spot, or sending the move. */
export type FixPhotoState =
  | { step: 'choosing' }
  | { step: 'confirming'; spot: ChosenSpot }
  | { step: 'sending'; spot: ChosenSpot };

export type FixPhotoEvent =
  | { type: 'choose'; spot: ChosenSpot }
  | { type: 'cancel' }
  | { type: 'confirm' }
  | { type: 'failed' }
  | { type: 'reset' };

/** The first state of the mode. */
export const FIX_PHOTO_START: FixPhotoState = { step: 'choosing' };

/**
 * The choose/confirm steps. A spot is only taken while choosing; a failed send goes back to
 * choosing so another spot (or the same) can be tried.
 */
export function fixPhotoReducer(state: FixPhotoState, event: FixPhotoEvent): FixPhotoState {
  switch (event.type) {
    case 'choose':
      return state.step === 'choosing' ? { step: 'confirming', spot: event.spot } : state;
    case 'cancel':
      return state.step === 'confirming' ? FIX_PHOTO_START : state;
    case 'confirm':
      return state.step === 'confirming' ? { step: 'sending', spot: state.spot } : state;
    case 'failed':
      return state.step === 'sending' ? FIX_PHOTO_START : state;
    case 'reset':
      return FIX_PHOTO_START;
  }
}

/** What a click on a spot means: the photo's own spot is not a move. */
export function spotChoice(
  currentSpotId: number | null,
  spot: ChosenSpot,
): 'alreadyThere' | 'move' {
  return spot.id === currentSpotId ? 'alreadyThere' : 'move';
}

/** The confirm question of a move. */
export function moveQuestion(photoTitle: string, spotTitle: string): string {
  return `Move '${photoTitle}' to ${spotTitle}?`;
}

/** Said when the clicked spot is the photo's own. */
export function alreadyThereMessage(spotTitle: string): string {
  return `The photo is already at ${spotTitle}.`;
}
