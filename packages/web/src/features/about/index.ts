/** The About section's Features and Contacts tabs. */
export { ContactsTab } from './contacts-tab';
export { FeaturesTab } from './features-tab';
