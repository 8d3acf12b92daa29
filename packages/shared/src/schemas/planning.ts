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
  /** Cloud cover by layer (low, mid, high), percent, where the provider gives it. */
  cloudsLow: z.number().nullable().optional(),
  cloudsMid: z.number().nullable().optional(),
  cloudsHigh: z.number().nullable().optional(),
  /** Horizontal visibility in metres, where the provider gives it. */
  visibility: z.number().nullable().optional(),
});
export type WeatherEntry = z.infer<typeof WeatherEntry>;

/** Answer of `GET /api/point/{id}/weather`: 5 days × 3 h, or not available. */
export const WeatherAnswer = z.object({
  available: z.boolean(),
  /** True when the forecast service is down right now (the page says so in one line). */
  unavailable: z.boolean().optional(),
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

const Verdict = z.enum(['go', 'maybe', 'no-go']);

/** A sunrise or sunset in the forecast, and whether it is worth going out for. */
export const ShootOutlook = z.object({
  kind: z.enum(['sunrise', 'sunset']),
  /** The astronomical rise or set, epoch ms. */
  epochMs: z.number(),
  /** When the sun clears (or drops behind) the terrain seen from the spot; null without terrain. */
  seenEpochMs: z.number().nullable(),
  azimuthDeg: z.number(),
  verdict: Verdict,
  reasons: z.array(z.object({ verdict: Verdict, text: z.string() })),
  /** The forecast at that hour: cloud percent (total and by layer), mm per 3 h, m/s, metres. */
  clouds: z.number(),
  cloudsLow: z.number().nullable(),
  cloudsMid: z.number().nullable(),
  cloudsHigh: z.number().nullable(),
  /** Low cloud over the horizon toward the sun (`towardSunM` away); null when unknown. */
  towardSunLow: z.number().nullable(),
  rain: z.number(),
  snow: z.number(),
  wndSpeed: z.number(),
  visibility: z.number().nullable(),
  /** For a no-go: the nearest spot within `alternativeRadiusM` whose forecast is better. */
  alternative: z
    .object({
      id: z.number().int(),
      title: z.string(),
      lat: z.number(),
      long: z.number(),
      distanceM: z.number(),
      verdict: Verdict,
    })
    .nullable(),
});
export type ShootOutlook = z.infer<typeof ShootOutlook>;

/**
 * Answer of `GET /api/point/{id}/when-to-go`: the next sunrises and sunsets with a verdict from
 * the forecast, the months (and light) the spot's photos were taken in, and the days the sun or
 * the full moon rises or sets in the direction of the spot's default view.
 */
export const WhenToGoAnswer = z.object({
  outlook: z.object({
    available: z.boolean(),
    /** True when the forecast service is down right now. */
    unavailable: z.boolean().optional(),
    /** Where the low cloud toward the sun is read, metres from the spot. */
    towardSunM: z.number(),
    /** How far a better spot is looked for. */
    alternativeRadiusM: z.number(),
    events: z.array(ShootOutlook),
  }),
  season: z.object({
    photos: z.number().int(),
    months: z.array(
      z.object({
        month: z.number().int().min(1).max(12),
        photos: z.number().int(),
        light: z.object({
          sunrise: z.number().int(),
          day: z.number().int(),
          sunset: z.number().int(),
          night: z.number().int(),
        }),
      }),
    ),
  }),
  geometry: z.object({
    /** The default view's heading, degrees from north; null without a saved default view. */
    headingDeg: z.number().nullable(),
    alignments: z.array(
      z.object({
        body: z.enum(['sun', 'moon']),
        event: z.enum(['rise', 'set']),
        epochMs: z.number(),
        azimuthDeg: z.number(),
        offsetDeg: z.number(),
      }),
    ),
  }),
});
export type WhenToGoAnswer = z.infer<typeof WhenToGoAnswer>;
