/** The largest id a row can have (a 32-bit integer column). */
export const MAX_ROW_ID = 2 ** 31 - 1;

/** A path segment decoded, or as it is when it is not valid percent-encoding. */
export function decodePath(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
