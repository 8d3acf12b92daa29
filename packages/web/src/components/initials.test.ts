import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words, in capitals', () => {
    expect(initials('ansel adams')).toBe('AA');
    expect(initials('  Dorothea   Lange  Photography ')).toBe('DL');
    expect(initials('vivian')).toBe('V');
  });

  it('shows a question mark for an empty name', () => {
    expect(initials('   ')).toBe('?');
  });

  it('gives a name the same colour every time, from the palette', () => {
    expect(avatarColor('Ansel Adams')).toBe(avatarColor('Ansel Adams'));
    expect(AVATAR_COLORS).toContain(avatarColor('Ansel Adams'));
    const colours = new Set(['Ansel', 'Dorothea', 'Vivian', 'Robert', 'Imogen'].map(avatarColor));
    expect(colours.size).toBeGreaterThan(1);
  });
});
