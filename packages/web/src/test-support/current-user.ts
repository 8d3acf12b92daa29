import type { CurrentUser } from '@vantage/shared';

/** A signed-in member for component tests, with overrides. */
export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 5,
    username: 'galen',
    displayName: 'Galen Rowell',
    about: '',
    impact: 0,
    badges: { bronze: 0, silver: 0, gold: 0 },
    picture: null,
    admin: false,
    email: 'galen@example.com',
    emailVerified: true,
    emailNews: true,
    ...overrides,
  };
}
