export { FlickrImportEntry } from './flickr-import-entry';
export { ImportReturn } from './import-return';
