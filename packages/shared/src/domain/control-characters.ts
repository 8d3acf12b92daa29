/**
 * Whether a character code is a control character no text of the site holds: the C0
 * controls other than tab, line feed and carriage return, DEL, and the C1 controls. NUL
 * among them cannot even be stored by PostgreSQL.
 */
function isControlCharacter(code: number): boolean {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0d;
  return code >= 0x7f && code <= 0x9f;
}

/** The message of a string refused for its control characters. */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** Whether a text holds a control character the site refuses. */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (isControlCharacter(text.charCodeAt(index))) return true;
  }
  return false;
}
