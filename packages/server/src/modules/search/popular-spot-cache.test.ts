import { describe, expect, it } from 'vitest';
import { PopularCandidates } from './popular-spot-cache';
import { wordsInTitle } from './search-words';

const spots = [
  { id: 1, score: 90, title: 'Lighthöuse Point', tags_text: 'Coast Lighthouse' },
  { id: 2, score: 80, title: 'Harbour light 12', tags_text: 'Harbour' },
  { id: 3, score: 70, title: 'Light light house', tags_text: '' },
  { id: 4, score: 60, title: 'Point of light', tags_text: 'Lights Coast' },
  { id: 5, score: 50, title: 'Coastal path', tags_text: 'Harbour lights' },
];

describe('PopularCandidates', () => {
  it('finds the spots wordsInTitle finds, counting title words alike, most popular first', () => {
    const candidates = new PopularCandidates(spots);
    const searches = [
      ['light'],
      ['lig'],
      ['light', 'light'],
      ['harbour', 'lig'],
      ['coast'],
      ['coast', 'l'],
      ['point', 'lighthouse'],
      ['lighthouse'],
      ['12'],
      ['1'],
      ['nothing'],
      ['light', 'harbour', 'coa'],
    ];
    for (const words of searches) {
      const expected = spots.flatMap((spot) => {
        const inTitle = wordsInTitle(words, spot.title, spot.tags_text);
        return inTitle === null ? [] : [{ id: spot.id, score: spot.score, inTitle }];
      });
      expect(candidates.matches(words), words.join(' ')).toEqual(expected);
    }
    expect(candidates.matches(['light', 'light'])).toContainEqual({ id: 3, score: 70, inTitle: 2 });
  });
});
