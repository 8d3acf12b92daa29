/** Search reads at most this many words of the text; the rest is ignored. */
export const SEARCH_WORDS_MAX = 8;

// Latin letters whose canonical decomposition is a base letter plus marks, as SQLite's
// `unicode61 remove_diacritics 2` tokenizer folds them. Letters without a decomposition
// (ø, ł, đ, ß) stay as they are on both engines.
const LATIN_RANGES: readonly [number, number][] = [
  [0x00c0, 0x024f],
  [0x1e00, 0x1eff],
];

function buildAccentMap(): Map<string, string> {
  const map = new Map<string, string>();
  for (const [from, to] of LATIN_RANGES) {
    for (let code = from; code <= to; code++) {
      const letter = String.fromCodePoint(code);
      const base = letter.normalize('NFD').replace(/\p{M}+/gu, '');
      if (base.length === 1 && base !== letter && /\p{L}/u.test(base)) map.set(letter, base);
    }
  }
  return map;
}

const ACCENT_MAP = buildAccentMap();
const ACCENTED = new RegExp(`[${[...ACCENT_MAP.keys()].join('')}]`, 'gu');

/**
 * The accented letters and their plain forms as two strings of equal length, for SQL
 * `translate(text, ACCENTED_LETTERS, PLAIN_LETTERS)`. Indexes are built on that expression,
 * so changing the folding needs a migration that rebuilds them.
 */
export const ACCENTED_LETTERS = [...ACCENT_MAP.keys()].join('');
export const PLAIN_LETTERS = [...ACCENT_MAP.values()].join('');

/** Text as the full-text indexes hold it: Latin accents removed, lower case. */
export function foldText(text: string): string {
  return text
    .normalize('NFC')
    .replace(ACCENTED, (letter) => ACCENT_MAP.get(letter) ?? letter)
    .toLowerCase();
}

const WORD_SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;

/**
 * The words of a text as typed (letters, digits and their marks), without punctuation or any
 * character a query syntax treats specially.
 */
export function rawWords(text: string): string[] {
  return text
    .normalize('NFC')
    .split(WORD_SEPARATORS)
    .filter((word) => word.length > 0);
}

/** A word as the full-text index holds it: folded, marks the index drops removed. */
export function indexWord(rawWord: string): string {
  return foldText(rawWord).replace(/\p{M}+/gu, '');
}

/** A word of a search as typed, and as the full-text index holds it. */
export interface SearchToken {
  raw: string;
  word: string;
}

/** The words of a user's search, at most SEARCH_WORDS_MAX. */
export function searchTokens(text: string): SearchToken[] {
  return rawWords(text)
    .slice(0, SEARCH_WORDS_MAX)
    .map((raw) => ({ raw, word: indexWord(raw) }))
    .filter((token) => token.word.length > 0);
}

/** The words of a text as the full-text index holds them, in order. */
export function textWords(text: string): string[] {
  return rawWords(text).map(indexWord);
}

/**
 * How many of a search's words (as the index holds them) a spot's title holds, matched as
 * the full-text index matches them (whole words, the last one by prefix); null when a word is
 * in neither its title nor its tags.
 */
export function wordsInTitle(words: readonly string[], title: string, tags: string): number | null {
  let tagWords: string[] | undefined;
  return wordsInTitleWords(words, textWords(title), () => (tagWords ??= textWords(tags)));
}

/**
 * {@link wordsInTitle} on the words of a title and of the tags (read only when a word is not
 * in the title).
 */
export function wordsInTitleWords(
  words: readonly string[],
  titleWords: readonly string[],
  tagWords: () => readonly string[],
): number | null {
  const last = words.length - 1;
  let inTitle = 0;
  for (const [index, word] of words.entries()) {
    const holds = (candidates: readonly string[]) =>
      candidates.some((candidate) =>
        index === last ? candidate.startsWith(word) : candidate === word,
      );
    if (holds(titleWords)) inTitle += 1;
    else if (!holds(tagWords())) return null;
  }
  return inTitle;
}

/** The words of spot titles and tags that typo correction may offer: two letters or more, not bare numbers. */
export function vocabularyWords(text: string): string[] {
  const words = new Set<string>();
  for (const raw of rawWords(text)) {
    const word = indexWord(raw);
    if ([...word].length >= 2 && word.length <= 64 && /\p{L}/u.test(word)) words.add(word);
  }
  return [...words];
}

/** How many edits a misspelt word may be away from its correction: none under 4 letters. */
export function typoAllowance(word: string): number {
  const length = [...word].length;
  if (length < 4 || !/\p{L}/u.test(word)) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * Damerau–Levenshtein distance (optimal string alignment: insertions, deletions,
 * substitutions and swaps of neighbours), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let beforePrevious = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = new Array<number>(t.length + 1).fill(0);
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[t.length]!, max + 1);
}

/** The first letter of a word, which typo candidates share (the vocabulary is indexed by it). */
export function headOf(word: string): string {
  return [...word][0] ?? '';
}
