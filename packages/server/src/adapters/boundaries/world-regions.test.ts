import { describe, expect, it } from 'vitest';
import { continentAt, countryAt, countryName } from './world-regions';

describe('world regions', () => {
  it('names countries as people say them', () => {
    expect(countryName('us')).toBe('United States');
    expect(countryName('IT')).toBe('Italy');
    expect(countryName('PR')).toBe('Puerto Rico');
    expect(countryName('ZZ')).toBeNull();
    expect(countryName('Italy')).toBeNull();
  });

  it('finds the country and continent at a position', () => {
    expect(countryAt(48.8566, 2.3522)).toEqual({ code: 'FR', name: 'France' });
    expect(continentAt(48.8566, 2.3522)).toBe('Europe');
    expect(continentAt(-33.8688, 151.2093)).toBe('Oceania');
    expect(continentAt(-1.2921, 36.8219)).toBe('Africa');
    expect(continentAt(35.6762, 139.6503)).toBe('Asia');
    expect(continentAt(-34.6037, -58.3816)).toBe('South America');
    expect(continentAt(18.4655, -66.1057)).toBe('North America');
    expect(countryAt(30, -40)).toBeNull();
    expect(continentAt(30, -40)).toBeNull();
  });
});
