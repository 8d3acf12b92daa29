import { describe, expect, it } from 'vitest';
import { spotPath, tagFromUrl, tagToUrl, titleSlug } from './slug.js';

describe('titleSlug: a spot title as its URL slug', () => {
  it.each([
    ['Lago di Braies', 'Lago_di_Braies'],
    ['Fitz Roy / Laguna de los Tres', 'Fitz_Roy_Laguna_de_los_Tres'],
    ['Why: here?', 'Why_here'],
    ['Rock & Roll', 'Rock_Roll'],
    ['Tower [north side] view', 'Tower_(north_side)_view'],
    ['Tower [north side]', 'Tower_(north_side'],
    ['Gate {old} <new> arch', 'Gate_(old)_(new)_arch'],
    ['  --Saint-Malo!!  ', 'Saint-Malo'],
    ['a  \t b', 'a_b'],
    ['Café "Sacher"', 'Café_Sacher'],
    ['富士山', '富士山'],
    ['***', '_'],
    ['', '_'],
    ['Lake - Bled', 'Lake_Bled'],
    ['(Hidden) falls', 'Hidden)_falls'],
  ])('%j → %j', (title, slug) => {
    expect(titleSlug(title)).toBe(slug);
  });

  it('builds spot paths from the slug and id', () => {
    expect(spotPath({ id: 42, title: 'Mesa Arch' })).toBe('/l/Mesa_Arch/42');
    expect(spotPath({ id: 5, title: 'Santa Maddalena, Val di Funes' })).toBe(
      '/l/Santa_Maddalena,_Val_di_Funes/5',
    );
    expect(spotPath({ id: 7, title: 'Café Sacher' })).toBe('/l/Caf%C3%A9_Sacher/7');
  });

  it('writes spaces in tag URLs as underscores and reads them back', () => {
    expect(tagToUrl(' Lake District ')).toBe('Lake_District');
    expect(tagFromUrl('Lake_District')).toBe('Lake District');
  });
});
