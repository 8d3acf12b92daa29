import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { PasswordHasher, PRODUCTION_ARGON2_COST } from './password-hasher';

describe('password hasher', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('hashes with argon2id at 19 MiB, 2 passes and 1 lane by default', async () => {
    const hasher = new PasswordHasher();
    expect(hasher.cost).toEqual(PRODUCTION_ARGON2_COST);
    const hash = await hasher.hash('a long enough secret');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'a long enough secret')).toBe(true);
    expect(await hasher.verify(hash, 'a long enough secreT')).toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('refuses a cost below the minimum in a production process', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 })).toThrow(
      /below the production minimum/,
    );
    expect(() => new PasswordHasher()).not.toThrow();
  });

  it('flags hashes made cheaper than its cost, and never matches a malformed hash', async () => {
    const cheap = new PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const hash = await cheap.hash('a long enough secret');
    expect(new PasswordHasher().needsRehash(hash)).toBe(true);
    expect(await cheap.verify('not a hash', 'a long enough secret')).toBe(false);
    expect(await cheap.verifyNothing('a long enough secret')).toBe(false);
  });
});

describe('common passwords', () => {
  it('knows the most common ones regardless of case, and not a passphrase', () => {
    for (const password of ['password', 'password1', 'Iloveyou', '12345678', 'QWERTYUIOP']) {
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(isCommonPassword('granite lake at dawn 42')).toBe(false);
  });
});
