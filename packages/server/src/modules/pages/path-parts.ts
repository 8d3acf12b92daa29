import { tagFromUrl } from '@vantage/shared';

/** A path segment decoded, or as it is when it is not valid percent-encoding. */
export function decodePath(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The tag a tag or location page is about (its last path part), or null on other pages. */
export function tagNameOf(pathname: string): string | null {
  const match = /^\/(?:tag\/([^/]+)|photo_location(?:\/[^/]+){0,3}\/([^/]+))$/.exec(pathname);
  const segment = match?.[1] ?? match?.[2];
  if (!segment) return null;
  try {
    return tagFromUrl(segment);
  } catch {
    return null;
  }
}
