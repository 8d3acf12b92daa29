/** The site's own pages: Explore and About, not found, the invalid-address card, redirects. */
export { InvalidAddress } from './invalid-address';
