import { ABOUT_TABS, EXPLORE_TABS } from '@vantage/shared';

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
