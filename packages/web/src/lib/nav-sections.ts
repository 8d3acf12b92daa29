/** Tabs of the Explore pages. */
export const EXPLORE_TABS = [
  { id: 'locations', label: 'Popular Locations' },
  { id: 'recent', label: 'Recent Uploads' },
  { id: 'popular', label: 'Favorite Photos' },
  { id: 'mostphoto', label: 'Most Photographed' },
  { id: 'nearby', label: 'Nearby Spots' },
  { id: 'map', label: 'World Map' },
] as const;

/** Tabs of the About pages. */
export const ABOUT_TABS = [
  { id: 'features', label: 'Features' },
  { id: 'contacts', label: 'Contacts' },
  { id: 'tos', label: 'Terms of Service' },
  { id: 'privacy', label: 'Privacy Policy' },
] as const;

/** An information section: a top-level page with tabs, shown in menus and the drawer. */
export interface NavSection {
  id: 'explore' | 'about';
  label: string;
  tabs: readonly { id: string; label: string }[];
}

/** The sections of the top-bar menus, the drawer and the `/{page}/{tab}` info pages. */
export const NAV_SECTIONS: readonly NavSection[] = [
  { id: 'explore', label: 'Explore', tabs: EXPLORE_TABS },
  { id: 'about', label: 'About', tabs: ABOUT_TABS },
];

/** The section with this id, if there is one. */
export function findSection(id: string | undefined): NavSection | undefined {
  return NAV_SECTIONS.find((section) => section.id === id);
}

/** The path of a section's tab, e.g. `/explore/recent`. */
export function sectionTabPath(sectionId: NavSection['id'], tabId: string): string {
  return `/${sectionId}/${tabId}`;
}
