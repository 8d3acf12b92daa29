import { loadedOnFirstUse } from '../../lib/on-first-use';

/**
 * The OAuth and JWT libraries, loaded with the first sign-in through a provider: most processes
 * never see one, and a site without providers none at all.
 */
export const openidClient = loadedOnFirstUse(() => import('openid-client'));
export const jose = loadedOnFirstUse(() => import('jose'));
