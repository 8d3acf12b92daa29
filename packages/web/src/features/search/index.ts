/**
 * Search. The top bar and the home page import this index, so it stays light: the results
 * page is loaded by the app's routes, never re-exported here.
 */
export { searchTarget } from './search-target';
