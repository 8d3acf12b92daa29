/** Code points that are never wanted in stored text: C0 controls except tab and newline, DEL. */
function isUnwanted(code: number, keepNewlines: boolean): boolean {
  if (keepNewlines && (code === 0x09 || code === 0x0a)) return false;
  return code < 0x20 || code === 0x7f;
}

function strip(text: string, keepNewlines: boolean): string {
  let out = '';
  for (const char of text) {
    if (!isUnwanted(char.codePointAt(0)!, keepNewlines)) out += char;
  }
  return out;
}

/** Profile markdown as stored: raw (the client sanitizes it), newlines unified, controls gone. */
export function cleanMultiline(text: string): string {
  return strip(text.replace(/\r\n?/g, '\n'), true);
}

/** A one-line field (a display name): controls and newlines gone, spaces trimmed. */
export function cleanLine(text: string): string {
  return strip(text, false).trim();
}
