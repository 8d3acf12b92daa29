/** Tabs of the Explore pages, `/explore/{tab}`, in their menu's order. */
export const EXPLORE_TABS = [
  { id: 'locations', label: 'Popular Locations' },
  { id: 'recent', label: 'Recent Uploads' },
  { id: 'popular', label: 'Favorite Photos' },
  { id: 'mostphoto', label: 'Most Photographed' },
  { id: 'nearby', label: 'Nearby Spots' },
  { id: 'map', label: 'World Map' },
] as const;

/** Tabs of the About pages, `/about/{tab}`. */
export const ABOUT_TABS = [
  { id: 'features', label: 'Features' },
  { id: 'contacts', label: 'Contacts' },
  { id: 'tos', label: 'Terms of Service' },
  { id: 'privacy', label: 'Privacy Policy' },
] as const;

/** Tabs of a member's profile, `/by/{username}/{tab}` and `/user/{idUser}/{tab}`. */
export const PROFILE_TABS = ['photos', 'testphotos', 'map', 'galleries', 'settings'] as const;

/** Tabs of a spot list page, `/by/{username}/gallery/{spotlist}/{tab}` and its other addresses. */
export const SPOT_LIST_TABS = ['photos', 'spots', 'map'] as const;
