import { describe, expect, it } from 'vitest';
import { newPkceVerifier, pkceChallenge } from './pkce';

describe('PKCE', () => {
  it('computes the S256 challenge the server checks (the same pair is in the API tests)', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mJ0kUg6M4qHdKbSDLc8T2gYeZNMt4Q')).toBe(
      'MfTqhzCkXQl7_rOPL7t1iWYJgMW5wFYKktAgFOIE8ls',
    );
  });

  it('makes a new 43-character verifier each time', () => {
    const verifier = newPkceVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newPkceVerifier()).not.toBe(verifier);
  });
});
