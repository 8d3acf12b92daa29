import { z } from 'zod';
import { IdParam, LatParam, LngParam } from './common.js';

/** One forecast step: 3-hour steps, SI units. */
export const WeatherEntry = z.object({
  /** Start of the step, epoch seconds. */
  dt: z.number().int(),
  /** OpenWeatherMap condition code (2xx thunderstorm … 800 clear, 801 few clouds, 802+ clouds). */
  code: z.number().int(),
  descr: z.string(),
  /** Kelvin. */
  temp: z.number(),
  /** Percent. */
  clouds: z.number(),
  /** m/s. */
  wndSpeed: z.number(),
  /** Degrees the wind comes from. */
  wndDeg: z.number(),
  /** mm per 3 h. */
  rain: z.number(),
  /** mm per 3 h. */
  snow: z.number(),
});
export type WeatherEntry = z.infer<typeof WeatherEntry>;

/** Answer of `GET /api/point/{id}/weather`: 5 days × 3 h, or not available. */
export const WeatherAnswer = z.object({
  available: z.boolean(),
  provider: z.enum(['openweathermap', 'open-meteo']).nullable(),
  weather: z.array(WeatherEntry),
});
export type WeatherAnswer = z.infer<typeof WeatherAnswer>;

/** A webcam near a spot. */
export const Webcam = z.object({
  webcamId: z.string(),
  title: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  distanceM: z.number(),
  images: z.object({
    daylight: z.object({ preview: z.string() }).nullable(),
    current: z.object({ preview: z.string() }).nullable(),
  }),
  player: z.object({ day: z.string().nullable() }),
  /** The webcam's page at the provider. */
  url: z.string().nullable(),
});
export type Webcam = z.infer<typeof Webcam>;

/** Answer of `GET /api/point/{id}/webcams`. */
export const WebcamsAnswer = z.object({
  available: z.boolean(),
  webcams: z.array(Webcam),
});
export type WebcamsAnswer = z.infer<typeof WebcamsAnswer>;

/** `POST /api/set3DView`: a spot's default 360 view; fov in degrees, capped at 177. */
export const Set3DViewBody = z.object({
  idSpot: IdParam,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  heading: z.number().min(-360).max(720),
  pitch: z.number().min(-90).max(90),
  fov: z.number().min(1).max(177),
});
export type Set3DViewBody = z.infer<typeof Set3DViewBody>;

/** `POST /api/adjust3D`: the north and horizon correction of a panorama at a position. */
export const Adjust3DBody = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  headingAdj: z.number().min(-360).max(360),
  pitchAdj: z.number().min(-90).max(90),
});
export type Adjust3DBody = z.infer<typeof Adjust3DBody>;

/** Path of `GET /api/adjust3D/{lat}/{lng}`. */
export const Adjust3DParams = z.object({ lat: LatParam, lng: LngParam });

/** Answer of `GET /api/adjust3D/{lat}/{lng}`: zero when nobody has corrected it. */
export const Adjust3DAnswer = z.object({ headingAdj: z.number(), pitchAdj: z.number() });
export type Adjust3DAnswer = z.infer<typeof Adjust3DAnswer>;

/** `POST /api/elevation/{id}`: the spot's elevation in metres. */
export const ElevationBody = z.object({
  elevation: z.number({ error: 'must be a number' }).min(-500).max(9000),
});

/** Answer of `POST /api/elevation/{id}`. */
export const ElevationAnswer = z.object({ elev: z.number() });

/**
 * Query of `GET /api/point/{id}/panorama`: a position to look for the street-level panorama
 * nearest to instead of the spot (moving forward in the 360 view); both or neither.
 */
export const PanoramaQuery = z
  .object({ lat: LatParam.optional(), lng: LngParam.optional() })
  .refine((query) => (query.lat == null) === (query.lng == null), {
    error: 'give both lat and lng, or neither',
    path: ['lat'],
  });
export type PanoramaQuery = z.infer<typeof PanoramaQuery>;

/** A Street View panorama near a spot. */
export const StreetViewPano = z.object({
  panoId: z.string(),
  lat: z.number(),
  lng: z.number(),
  date: z.string().nullable(),
  copyright: z.string().nullable(),
  /** Six cube faces (front, right, back, left, top, bottom), served through this server. */
  faces: z.object({
    front: z.string(),
    right: z.string(),
    back: z.string(),
    left: z.string(),
    top: z.string(),
    bottom: z.string(),
  }),
});
export type StreetViewPano = z.infer<typeof StreetViewPano>;

/** Answer of `GET /api/point/{id}/panorama`: what the 360 view shows, in the spec's order. */
export const PanoramaAnswer = z.object({
  source: z.enum(['photo', 'streetview', 'synthetic']),
  /** The spot's own equirectangular photo, when source is photo. */
  photo: z.object({ id: z.number().int(), url: z.string(), title: z.string() }).nullable(),
  streetView: StreetViewPano.nullable(),
  /** The saved default view, if any. */
  view: z
    .object({
      lat: z.number(),
      lng: z.number(),
      heading: z.number(),
      pitch: z.number(),
      fov: z.number(),
    })
    .nullable(),
  adjust: Adjust3DAnswer,
  /** Elevation of the spot in metres, when known. */
  elev: z.number().nullable(),
});
export type PanoramaAnswer = z.infer<typeof PanoramaAnswer>;
