// Every API schema, as one module the web app can load beside its first page.
export * from './account-ui.js';
export * from './auth.js';
export * from './common.js';
export * from './map-layers.js';
export * from './page-data.js';
export * from './photo.js';
export * from './search.js';
export * from './spot.js';
export * from './user.js';
export * from './photo-edit.js';
export * from './planning.js';
export * from './community.js';
export * from './gallery.js';
export * from './tag-page.js';
export * from './guide.js';
export * from './popular.js';
export * from './flickr.js';
