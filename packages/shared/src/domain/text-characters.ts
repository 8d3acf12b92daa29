/**
 * Characters no text of the site holds, refused wherever text comes in:
 * - control characters: the C0 controls other than tab, line feed and carriage return, DEL,
 *   and the C1 controls (NUL among them cannot even be stored by PostgreSQL);
 * - invalid characters: the noncharacters U+FFFE and U+FFFF and unpaired surrogates, which no
 *   XML document can carry (a gallery's KML and GPX hold the site's text).
 */
type Refused = 'control' | 'invalid';

const isControl = (code: number) =>
  code < 0x20 ? code !== 0x09 && code !== 0x0a && code !== 0x0d : code >= 0x7f && code <= 0x9f;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The message of a string refused for its control characters. */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** The message of a string refused for characters that are not text. */
export const INVALID_CHARACTERS_MESSAGE =
  'must not contain invalid characters (U+FFFE, U+FFFF or an unpaired surrogate)';

/** What the UTF-16 unit at `index` is refused as, or null; a surrogate pair counts as its first unit. */
function refusedAt(text: string, index: number): Refused | null {
  const code = text.charCodeAt(index);
  if (code < 0xa0) return isControl(code) ? 'control' : null;
  if (code === 0xfffe || code === 0xffff) return 'invalid';
  if (isHighSurrogate(code)) return isLowSurrogate(text.charCodeAt(index + 1)) ? null : 'invalid';
  if (isLowSurrogate(code)) return isHighSurrogate(text.charCodeAt(index - 1)) ? null : 'invalid';
  return null;
}

/**
 * Why a text is refused for its characters (the message for its first refused character), or
 * null when it holds none.
 */
export function refusedCharacters(text: string): string | null {
  for (let index = 0; index < text.length; index += 1) {
    const refused = refusedAt(text, index);
    if (refused) {
      return refused === 'control' ? CONTROL_CHARACTERS_MESSAGE : INVALID_CHARACTERS_MESSAGE;
    }
  }
  return null;
}

/**
 * A text without the characters the site refuses, for text that did not come through its
 * checks: read from a photo's EXIF, or stored before they were refused and written into a
 * document (XML cannot carry U+FFFE, U+FFFF, unpaired surrogates or most C0 controls).
 */
export function withoutRefusedCharacters(text: string): string {
  let kept = '';
  let from = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (refusedAt(text, index)) {
      kept += text.slice(from, index);
      from = index + 1;
    }
  }
  return from === 0 ? text : kept + text.slice(from);
}

const LINE_BREAK = /\r\n?/g;
const WHITE_SPACE_RUN = /\s+/g;

/**
 * User text as the site keeps it: in NFC, line breaks as `\n`, without the characters it
 * refuses (C0 and C1 controls but tab and line feed, DEL, U+FFFE, U+FFFF, unpaired
 * surrogates). A `multiline` text (a description, a profile's about) keeps its tabs and line
 * breaks; a one-line text (a title, a name, a tag) has every run of white space, tabs and line
 * breaks among it, made one space, and its ends trimmed.
 */
export function cleanText(
  text: string,
  { multiline = false }: { multiline?: boolean } = {},
): string {
  const kept = withoutRefusedCharacters(text.normalize('NFC').replace(LINE_BREAK, '\n'));
  return multiline ? kept : kept.replace(WHITE_SPACE_RUN, ' ').trim();
}
