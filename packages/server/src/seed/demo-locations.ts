import { z } from 'zod';
import africaAndAntarctica from './locations/africa-antarctica.json' with { type: 'json' };
import americas from './locations/americas.json' with { type: 'json' };
import asiaAndOceania from './locations/asia-oceania.json' with { type: 'json' };
import europe from './locations/europe.json' with { type: 'json' };
import demoUsers from './demo-users.json' with { type: 'json' };
import { LANDMARKS, SKIES, TERRAINS, type SceneSpec } from './scenes/render-scene';

/** A recipe for one generated landscape, as the scene renderer takes it. */
const DemoScene = z.strictObject({
  sky: z.enum(SKIES),
  terrain: z.enum(TERRAINS),
  seed: z.int(),
  sun: z.boolean().optional(),
  stars: z.boolean().optional(),
  landmark: z.enum(LANDMARKS).optional(),
}) satisfies z.ZodType<SceneSpec>;

/** A generated photograph of a demo spot. */
const DemoPhoto = z.strictObject({
  title: z.string().min(1),
  scene: DemoScene,
  /** Rendered as an equirectangular 360° photo, which the spot's 360 view shows. */
  panorama: z.boolean().optional(),
});
export type DemoPhoto = z.infer<typeof DemoPhoto>;

/** A real, well-known photography location with public coordinates. */
const DemoLocation = z.strictObject({
  title: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Location hierarchy from broad to narrow: continent, country, region, area. */
  place: z.array(z.string().min(1)).min(2),
  /** Photographic subjects, from a shared vocabulary. */
  subjects: z.array(z.string().min(1)),
  /** Markdown for photographers: what to shoot, best light, getting there. */
  description: z.string().min(1),
  photos: z.array(DemoPhoto).min(1),
  /** Index into {@link DEMO_USERS}. */
  user: z.int().min(0),
});
export type DemoLocation = z.infer<typeof DemoLocation>;

/** A photographer who owns demo content. */
const DemoUser = z.strictObject({
  username: z.string().min(1),
  displayName: z.string().min(1),
  about: z.string(),
});
export type DemoUser = z.infer<typeof DemoUser>;

/** The photographers who own the demo content. */
export const DEMO_USERS: readonly DemoUser[] = z.array(DemoUser).min(1).parse(demoUsers);

/**
 * Every demo location, spread over all continents: the data files of each part of the world,
 * checked against the schema when the server loads them.
 */
export const DEMO_LOCATIONS: readonly DemoLocation[] = z
  .array(DemoLocation)
  .parse([...europe, ...americas, ...africaAndAntarctica, ...asiaAndOceania]);
