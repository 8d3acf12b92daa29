/** Guides: loaded by the app's routes; other features link to them by path. */
export { guideQuery } from './guide-api';
