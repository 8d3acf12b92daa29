/** Letters that Unicode decomposition leaves alone but people type without their mark. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  ı: 'i',
  ə: 'e',
  đ: 'd',
  ð: 'd',
  œ: 'oe',
  ø: 'o',
  æ: 'ae',
  þ: 'th',
  ł: 'l',
  ħ: 'h',
};

const PLAIN = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
/** Marks, special letters, apostrophes, other punctuation: one pass over the name. */
const FOLDED = /(\p{M}+)|([ßıəđðœøæþłħ])|(['’‘`´])|([^\p{L}\p{N}]+)/gu;

/**
 * A name as search compares it: lower case, without accents, apostrophes dropped, other
 * punctuation as single spaces ('Saint-Étienne' and 'saint etienne' fold alike).
 */
export function foldName(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain ASCII words already: skip the costly steps (135,000 names load).
  if (PLAIN.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(FOLDED, (_match, mark?: string, letter?: string, apostrophe?: string) =>
      mark || apostrophe ? '' : letter ? (LETTERS[letter] ?? letter) : ' ',
    )
    .trim();
}
