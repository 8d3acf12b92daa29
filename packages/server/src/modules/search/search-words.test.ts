import { describe, expect, it } from 'vitest';
import { fullTextQuery } from './search-sql';
import {
  ACCENTED_LETTERS,
  editDistance,
  wordsInTitle,
  foldText,
  PLAIN_LETTERS,
  searchTokens,
  SEARCH_WORDS_MAX,
  typoAllowance,
  vocabularyWords,
} from './search-words';

describe('foldText', () => {
  it('removes Latin accents and lowers the case, as the full-text indexes do', () => {
    expect(foldText('Zürich')).toBe('zurich');
    expect(foldText('ÉTRETAT Côte d’Albâtre')).toBe('etretat cote d’albatre');
    expect(foldText('Ḥalab Đà Nẵng')).toBe('halab đa nang');
  });

  it('keeps letters that have no decomposition and other scripts', () => {
    expect(foldText('Ørsta Łódź Straße')).toBe('ørsta łodz straße');
    expect(foldText('Ελλάδα')).toBe('ελλάδα');
  });

  it('pairs each accented letter with its plain form for SQL translate()', () => {
    expect([...ACCENTED_LETTERS]).toHaveLength([...PLAIN_LETTERS].length);
    expect(ACCENTED_LETTERS).toContain('ü');
    expect(PLAIN_LETTERS[ACCENTED_LETTERS.indexOf('Ü')]).toBe('U');
    expect(ACCENTED_LETTERS).not.toMatch(/['"\\]/);
  });
});

describe('searchTokens', () => {
  it('splits on everything but letters and digits, keeping what was typed', () => {
    expect(searchTokens('  Lago di Bráies!  ')).toEqual([
      { raw: 'Lago', word: 'lago' },
      { raw: 'di', word: 'di' },
      { raw: 'Bráies', word: 'braies' },
    ]);
  });

  it('leaves no query syntax of either engine in the words', () => {
    const words = searchTokens(`"a" * NEAR( b:c -d (e) f\\ 100% 'g'; --h & i | !j <-> k:*`).map(
      (token) => token.word,
    );
    expect(words).toEqual(['a', 'near', 'b', 'c', 'd', 'e', 'f', '100']);
    for (const word of words) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
  });

  it(`reads at most ${SEARCH_WORDS_MAX} words`, () => {
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(SEARCH_WORDS_MAX);
  });

  it('drops words left empty once marks are removed', () => {
    expect(searchTokens('\u{1F3D4}\uFE0F \u200b %')).toEqual([]);
    expect(searchTokens('e\u0301\u0301')).toEqual([{ raw: 'é\u0301', word: 'e' }]);
  });
});

describe('fullTextQuery', () => {
  it('quotes every word and matches the last one by prefix', () => {
    expect(fullTextQuery('sqlite', ['lago', 'bra'])).toBe('"lago" "bra"*');
    expect(fullTextQuery('postgres', ['lago', 'bra'])).toBe(`'lago' & 'bra':*`);
    expect(fullTextQuery('postgres', ['zurich'])).toBe(`'zurich':*`);
  });
});

describe('vocabularyWords', () => {
  it('keeps distinct folded words of two letters or more, not bare numbers', () => {
    expect(vocabularyWords('Lago di Braies 2 Lago 1999 B2 Zürich')).toEqual([
      'lago',
      'di',
      'braies',
      'b2',
      'zurich',
    ]);
  });
});

describe('typoAllowance', () => {
  it.each([
    ['lak', 0],
    ['lake', 1],
    ['yosemte', 1],
    ['dolomitess', 2],
    ['12345', 0],
  ])('%s may be %d edits away', (word, edits) => {
    expect(typoAllowance(word)).toBe(edits);
  });
});

describe('editDistance (Damerau–Levenshtein)', () => {
  it.each([
    ['yosemte', 'yosemite', 1],
    ['dolomitess', 'dolomites', 1],
    ['mountians', 'mountains', 1],
    ['watrefall', 'waterfall', 1],
    ['lake', 'lake', 0],
    ['lake', 'like', 1],
    ['ca', 'abc', 3],
    ['zürich', 'zurich', 1],
  ])('%s → %s is %d', (a, b, distance) => {
    expect(editDistance(a, b, 5)).toBe(distance);
  });

  it('stops early once the distance exceeds the limit', () => {
    expect(editDistance('yosmte', 'yosemite', 1)).toBe(2);
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('wordsInTitle', () => {
  it('counts the words in the title, the last one by prefix, accents folded', () => {
    expect(wordsInTitle(['lago', 'brai'], 'Lago di Bráies', '')).toBe(2);
    expect(wordsInTitle(['lago'], 'Pragser Wildsee', 'Lago Dolomites')).toBe(0);
    expect(wordsInTitle(['lag', 'braies'], 'Lago di Braies', '')).toBeNull();
    expect(wordsInTitle(['zurich'], 'Zürich promenade', '')).toBe(1);
  });
});
