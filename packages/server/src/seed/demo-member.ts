import type { CurrentUser } from '@vantage/shared';

/** A demo member as the services see a signed-in one. */
export function demoMember(
  id: number,
  { admin = false, emailVerified = false }: { admin?: boolean; emailVerified?: boolean } = {},
): CurrentUser {
  return {
    id,
    username: null,
    displayName: '',
    about: '',
    impact: 0,
    badges: { bronze: 0, silver: 0, gold: 0 },
    picture: null,
    admin,
    emailNews: false,
    email: null,
    emailVerified,
  };
}
