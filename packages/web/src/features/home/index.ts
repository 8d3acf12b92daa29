/**
 * The home page. It is in the first page's JS, so this index stays light: nothing here may
 * pull in the map or the 360 viewer.
 */
export { HomePage } from './home-page';
export { PopularLocations } from './popular-locations';
export { RecentUploads } from './recent-uploads';
