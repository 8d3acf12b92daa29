/** Tag pages: loaded by the app's routes, nothing re-exported for other features yet. */
export { tagPageQuery } from './tag-api';
