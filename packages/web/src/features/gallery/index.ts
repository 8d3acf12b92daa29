/** Galleries: the add-to-gallery button (spot page, lightbox) and a profile's galleries tab. */
export { AddToGalleryButton } from './add-to-gallery-menu';
export { ProfileGalleries } from './profile-galleries';
