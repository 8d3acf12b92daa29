import { describe, expect, it } from 'vitest';
import { foldName } from './text-fold';

describe('name folding', () => {
  it('drops case, accents and apostrophes, and turns punctuation into single spaces', () => {
    expect(foldName('Zürich')).toBe('zurich');
    expect(foldName('Saint-Étienne-du-Rouvray')).toBe('saint etienne du rouvray');
    expect(foldName("St. John's")).toBe('st johns');
    expect(foldName('Straße')).toBe('strasse');
    expect(foldName('Łódź')).toBe('lodz');
    expect(foldName('Tórshavn, Føroyar')).toBe('torshavn foroyar');
    expect(foldName('  Paris  ')).toBe('paris');
    expect(foldName('Москва')).toBe('москва');
    expect(foldName('Halle (Saale)')).toBe('halle saale');
  });
});
