/** The new-photo form's messages. */
export const NEW_PHOTO_MESSAGES = {
  noUpload: 'Please select a photograph to upload first.',
  noLinkImage: 'Please select a photograph from the list of available photographs.',
  noPosition: 'Please select position in the map, where the photograph was taken.',
  noSpotTitle: 'Please enter title of the new Photography Spot.',
  noTitle: 'Please enter a title of the photograph.',
} as const;

/** The tabs of the new-photo page. */
export type NewPhotoTab = 'upload' | 'link';

/** How the photo's spot was chosen. */
export type SpotMode = 'new' | 'existing' | 'near';

/** The parts of the form that decide whether it may be sent. */
export interface NewPhotoCheck {
  tab: NewPhotoTab;
  /** Upload tab: a file was chosen and its upload has not failed. */
  fileChosen: boolean;
  /** Link tab: one of the found images is selected. */
  linkImageChosen: boolean;
  mode: SpotMode | null;
  /** The new spot's title (mode new). */
  spotTitle: string;
  title: string;
}

/** Where a problem is shown. */
export type NewPhotoField = 'photo' | 'title' | 'location' | 'spotTitle';

/** The first problem in this order: photo, position, new spot's title; or null. */
export function newPhotoProblem(
  check: NewPhotoCheck,
): { field: NewPhotoField; message: string } | null {
  if (check.tab === 'upload' && !check.fileChosen) {
    return { field: 'photo', message: NEW_PHOTO_MESSAGES.noUpload };
  }
  if (check.tab === 'link' && !check.linkImageChosen) {
    return { field: 'photo', message: NEW_PHOTO_MESSAGES.noLinkImage };
  }
  if (check.mode === null) return { field: 'location', message: NEW_PHOTO_MESSAGES.noPosition };
  if (check.mode === 'new' && check.spotTitle.trim() === '') {
    return { field: 'spotTitle', message: NEW_PHOTO_MESSAGES.noSpotTitle };
  }
  if (check.title.trim() === '') return { field: 'title', message: NEW_PHOTO_MESSAGES.noTitle };
  return null;
}
