import { describe, expect, it } from 'vitest';
import { hasEarlierInAppEntry, withoutFlags } from './navigation';

describe('hasEarlierInAppEntry', () => {
  it('reads the entry index React Router keeps in history.state', () => {
    expect(hasEarlierInAppEntry({ idx: 2, key: 'a' })).toBe(true);
    expect(hasEarlierInAppEntry({ idx: 0, key: 'a' })).toBe(false);
    expect(hasEarlierInAppEntry(null)).toBe(false);
    expect(hasEarlierInAppEntry('x')).toBe(false);
  });
});

describe('withoutFlags', () => {
  it('removes the named flags and keeps the rest', () => {
    expect(withoutFlags('?login&ft=Alps', 'login')).toBe('?ft=Alps');
    expect(withoutFlags('?welcome', 'welcome')).toBe('');
    expect(withoutFlags('?map&welcome&q=a b', 'welcome')).toBe('?map&q=a%20b');
  });
});
