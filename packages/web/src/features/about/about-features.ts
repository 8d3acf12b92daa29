import mapPicture from './pictures/map.webp';
import layersPicture from './pictures/layers.webp';
import panoramaPicture from './pictures/panorama.webp';
import planningPicture from './pictures/planning.webp';
import guidesPicture from './pictures/guides.webp';
import fixLocationPicture from './pictures/fix-location.webp';
import publishPicture from './pictures/publish.webp';

/** One feature of the About page: what it does for a photographer, with a picture of it. */
export interface AboutFeature {
  id: string;
  title: string;
  text: string;
  picture: string;
  /** What the picture shows, for those who cannot see it. */
  alt: string;
  /** Where to try it. */
  link: { to: string; label: string };
  /** A second page the feature leads to. */
  more?: { to: string; label: string };
}

/** The features the About page presents, each pictured from the site itself. */
export const ABOUT_FEATURES: readonly AboutFeature[] = [
  {
    id: 'map',
    title: 'A world map of photo spots',
    text: 'Every spot the community has found, on one map: zoom into a region to see its best spots first, each with a photograph, and open any of them for its photos, directions and light.',
    picture: mapPicture,
    alt: 'The world map zoomed into the Alps, with photo spots as pins and their cover photographs',
    link: { to: '/map?map', label: 'Open the map' },
  },
  {
    id: 'layers',
    title: 'Map layers',
    text: 'Switch between the street map, terrain and satellite layers the site offers to judge the ground before you go: the path in, the slope, the open view.',
    picture: layersPicture,
    alt: 'The layers menu of the map open over a region of spots',
    link: { to: '/map?map', label: 'Try the layers' },
  },
  {
    id: 'panorama',
    title: '360° view with the sun and the moon',
    text: 'Stand at a spot before you travel: a 360° view from the spot with the paths of the sun and the moon drawn over the horizon for any day, and a lens simulation that frames the shot at your focal length.',
    picture: panoramaPicture,
    alt: 'The 360° view of a spot with the sun path across the sky and the focal length control',
    link: { to: '/explore/locations', label: 'Pick a spot' },
  },
  {
    id: 'guides',
    title: 'Location guides',
    text: 'Articles by photographers who know a region: where to stand, when the light works, how to get there and what to bring, with photographs from the site embedded, and the region’s best spots beside them.',
    picture: guidesPicture,
    alt: 'A location guide with its header image, author and an embedded photograph',
    link: { to: '/tag/Dolomites', label: 'Read a guide' },
  },
  {
    id: 'planning',
    title: 'Sun and moon planning',
    text: 'Sunrise, sunset, golden and blue hours, moonrise and moonset and the moon’s phase for every spot and every day, with the weather forecast and webcams around where they are available.',
    picture: planningPicture,
    alt: 'The sun and moon panel of a spot with the times of the day and the light phases on a timeline',
    link: { to: '/explore/locations', label: 'Plan a shoot' },
  },
  {
    id: 'fix-location',
    title: 'Photo locations fixed by the community',
    text: 'A photograph attached to the wrong spot is moved by vote: anyone can propose its right place, and other photographers confirm it. Titles, positions and tags of spots are corrected the same way.',
    picture: fixLocationPicture,
    alt: 'A photograph with its proposed new spot and the buttons to vote on the move',
    link: { to: '/review', label: 'Vote on open proposals' },
    more: { to: '/badges', label: 'How members earn impact and badges' },
  },
  {
    id: 'publish',
    title: 'Publishing with EXIF and GPS import',
    text: 'Upload a photograph and the camera, lens and settings come from its EXIF data; a GPS position places the pin for you. The file that is served carries none of it, so your home stays private.',
    picture: publishPicture,
    alt: 'The new photo form with the camera settings read from the file and the pin placed from GPS',
    link: { to: '/newPhoto', label: 'Share a photograph' },
  },
];

/** The About page's pictures of the site's features, by feature id. */
export function featurePicture(id: string): { picture: string; alt: string } | null {
  const feature = ABOUT_FEATURES.find((entry) => entry.id === id);
  return feature ? { picture: feature.picture, alt: feature.alt } : null;
}
