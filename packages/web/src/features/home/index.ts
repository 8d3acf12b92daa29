/**
 * The home page. It is in the first page's JS, so this index stays light: nothing here may
 * pull in the map or the 360 viewer.
 */
export { HomePage } from './home-page';
export { PopularLocationCard, PopularLocations } from './popular-locations';
export { POPULAR_LOCATIONS_KEY, popularLocationsQuery } from './popular-locations-query';
export { RecentUploads } from './recent-uploads';
