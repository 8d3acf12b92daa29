/** The About section's Features and Contacts tabs, and the pictures of the site's features. */
export { ContactsTab } from './contacts-tab';
export { FeaturesTab } from './features-tab';
export { featurePicture } from './about-features';
