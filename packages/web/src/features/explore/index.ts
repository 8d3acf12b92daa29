/** The Explore section's tabs: photo feeds, spot grids and nearby spots. */
export { MostPhotographed } from './most-photographed';
export { NearbySpots } from './nearby-spots';
export { PhotoFeed } from './photo-feed';
export { PopularLocationsTab } from './popular-locations-tab';
