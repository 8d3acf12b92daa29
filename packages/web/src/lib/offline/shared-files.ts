import { SHARE_MAX_FILES } from '@vantage/shared';

/** What the new-photo page needs to know of a shared file. */
export interface SharedFileLike {
  name: string;
  type: string;
}

/** How one share was taken: the photos kept and the names of those left out, with why. */
export interface ShareReport {
  /** Photos kept for the new-photo page. */
  kept: number;
  /** Names of files that are not images. */
  notImages: string[];
  /** Names of images beyond SHARE_MAX_FILES. */
  overLimit: string[];
}

/**
 * Whether a form part is the empty file a browser sends for a file field with nothing chosen
 * (no name, no bytes): such a share carried no file at all.
 */
export function isEmptyFilePart(file: { name: string; size: number }): boolean {
  return file.name === '' && file.size === 0;
}

/** Whether a shared file is an image the new-photo page can take. */
export function isImageFile(file: SharedFileLike): boolean {
  return file.type.startsWith('image/');
}

/**
 * Sorts the files of one share: images are kept in order up to `max`; the rest are named in
 * the report, so the person knows exactly which to share again.
 */
export function sortSharedFiles<T extends SharedFileLike>(
  files: readonly T[],
  max = SHARE_MAX_FILES,
): { photos: T[]; report: ShareReport } {
  const images = files.filter(isImageFile);
  const photos = images.slice(0, max);
  return {
    photos,
    report: {
      kept: photos.length,
      notImages: files.filter((file) => !isImageFile(file)).map((file) => file.name || 'A file'),
      overLimit: images.slice(max).map((file) => file.name || 'A photo'),
    },
  };
}

function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The messages the new-photo page shows about a share; none when all went well. */
export function shareMessages(report: ShareReport, max = SHARE_MAX_FILES): string[] {
  const messages: string[] = [];
  const { kept, notImages, overLimit } = report;
  if (kept === 0 && notImages.length === 0 && overLimit.length === 0) {
    messages.push(
      'Nothing was shared: no file arrived. Share one or more photos from your gallery to Vantage.',
    );
  }
  if (notImages.length > 0) {
    const one = notImages.length === 1;
    messages.push(
      `${nameList(notImages)} ${one ? 'is not a photograph and was' : 'are not photographs and were'} not loaded: Vantage takes image files only.`,
    );
  }
  if (overLimit.length > 0) {
    messages.push(
      `Vantage takes ${max} photos at a time, so ${kept} were loaded. Not loaded: ${nameList(overLimit)}. Share them again once these are published.`,
    );
  }
  return messages;
}
