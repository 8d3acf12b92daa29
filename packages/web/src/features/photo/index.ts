/**
 * The photo lightbox, its edits, votes and moves. The lightbox is loaded lazily by the app's
 * routes and layout; other features use only the fix-photo mode of the large map.
 */
export { useFixPhotoMode } from './fix-photo-mode';
