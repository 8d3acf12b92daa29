import type { SceneSpec } from './scenes/render-scene';
import { AFRICA_AND_ANTARCTICA } from './locations/africa-antarctica';
import { AMERICAS } from './locations/americas';
import { ASIA_AND_OCEANIA } from './locations/asia-oceania';
import { EUROPE } from './locations/europe';

/** A generated photograph of a demo spot. */
export interface DemoPhoto {
  title: string;
  scene: SceneSpec;
  /** Rendered as an equirectangular 360° photo, which the spot's 360 view shows. */
  panorama?: boolean;
}

/** A real, well-known photography location with public coordinates. */
export interface DemoLocation {
  title: string;
  lat: number;
  long: number;
  /** Location hierarchy from broad to narrow: continent, country, region, area. */
  place: string[];
  /** Photographic subjects, from a shared vocabulary. */
  subjects: string[];
  /** Markdown for photographers: what to shoot, best light, getting there. */
  description: string;
  photos: DemoPhoto[];
  /** Index into {@link DEMO_USERS}. */
  user: number;
}

/** The photographers who own the demo content. */
export const DEMO_USERS = [
  {
    username: 'lena_alpine',
    displayName: 'Lena Hofer',
    about:
      'Mountain and lake photographer from Bolzano. Happiest on a ridge at **blue hour** with a tripod and a thermos.',
  },
  {
    username: 'kofi_coasts',
    displayName: 'Kofi Mensah',
    about:
      'Coastlines, deserts and wildlife across Africa and beyond. I plan every shoot around the tide tables and the moon.',
  },
  {
    username: 'mariana-luz',
    displayName: 'Mariana Luz',
    about:
      'Landscape photographer from Patagonia. Long exposures, wild weather and very early alarms.',
  },
  {
    username: 'hiro_nightsky',
    displayName: 'Hiroshi Tanaka',
    about:
      'Astrophotography and temples. Tokyo-based, chasing dark skies and quiet mornings across Asia.',
  },
  {
    username: 'sam_roams',
    displayName: 'Sam Whitaker',
    about:
      'Travel photographer sharing the spots I wish I had known about earlier. Tips on access and parking included.',
  },
] as const;

/** Every demo location, spread over all continents. */
export const DEMO_LOCATIONS: DemoLocation[] = [
  ...EUROPE,
  ...AMERICAS,
  ...AFRICA_AND_ANTARCTICA,
  ...ASIA_AND_OCEANIA,
];
