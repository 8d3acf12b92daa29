/** The Explore section's photo feeds. */
export { PhotoFeed } from './photo-feed';
