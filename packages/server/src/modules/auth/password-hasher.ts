import crypto from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';

/** Cost of argon2id; memory in KiB. */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** The minimum the issue requires and OWASP recommends: 19 MiB, 2 passes, 1 lane. */
export const PRODUCTION_ARGON2_COST: Argon2Cost = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

// `Algorithm` is a const enum, which isolated modules cannot read at run time.
const ARGON2ID = 2 as Algorithm;

function belowProduction(cost: Argon2Cost): boolean {
  return (
    cost.memoryCost < PRODUCTION_ARGON2_COST.memoryCost ||
    cost.timeCost < PRODUCTION_ARGON2_COST.timeCost
  );
}

/**
 * Hashes and verifies passwords with argon2id. The cost is the production one; only tests
 * pass a cheaper cost, and never in a production process.
 */
export class PasswordHasher {
  // Made at start so the first unknown e-mail costs one verification, like every other.
  private readonly dummy: Promise<string>;

  constructor(readonly cost: Argon2Cost = PRODUCTION_ARGON2_COST) {
    if (belowProduction(cost) && process.env.NODE_ENV === 'production') {
      throw new Error('argon2 cost below the production minimum');
    }
    this.dummy = this.hash(crypto.randomBytes(24).toString('base64url'));
    this.dummy.catch(() => undefined);
  }

  hash(password: string): Promise<string> {
    return hash(password, { ...this.cost, algorithm: ARGON2ID });
  }

  /** Whether `password` matches `stored`; a malformed stored hash never matches. */
  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the time of a real verification for an account that does not exist (or has no
   * password), so the answer's timing does not tell whether an e-mail is registered.
   */
  async verifyNothing(password: string): Promise<false> {
    await this.verify(await this.dummy, password);
    return false;
  }

  /** Whether a stored hash was made with a weaker cost or another algorithm than ours. */
  needsRehash(stored: string): boolean {
    try {
      const options = parseOptions(stored);
      return (
        options.algorithm !== ARGON2ID ||
        options.memoryCost < this.cost.memoryCost ||
        options.timeCost < this.cost.timeCost
      );
    } catch {
      return true;
    }
  }
}
