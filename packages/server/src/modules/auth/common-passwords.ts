import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// The ranked list zxcvbn-ts ships (the most common passwords of public breach corpora). Only
// entries that pass the length rule can ever match, so only those are kept.
let common: Set<string> | null = null;

function list(): Set<string> {
  if (!common) {
    const ranked = require('@zxcvbn-ts/language-common/src/passwords.json') as string[];
    common = new Set(
      ranked.filter((password) => password.length >= 8).map((password) => password.toLowerCase()),
    );
  }
  return common;
}

/** Whether a password is one of the most common ones (compared case-insensitively). */
export function isCommonPassword(password: string): boolean {
  return list().has(password.toLowerCase());
}
