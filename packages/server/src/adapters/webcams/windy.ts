import { z } from 'zod';
import { fetchJson, serviceUrl } from '../weather/fetch-json';
import type { NearbyWebcam, WebcamSource } from './webcams';

const Preview = z.object({ preview: z.string() }).partial().nullish();

/** One webcam of `/webcams/api/v3/webcams` with `include=images,location,player,urls`. */
const WindyWebcam = z.object({
  webcamId: z.union([z.number().int(), z.string()]),
  title: z.string(),
  status: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  images: z.object({ current: Preview, daylight: Preview }).nullish(),
  player: z.object({ day: z.string().nullish() }).partial().nullish(),
  urls: z.object({ detail: z.string().nullish() }).partial().nullish(),
});
const WebcamsAnswer = z.object({ webcams: z.array(WindyWebcam) });

export interface WindyOptions {
  baseUrl: string;
  apiKey: string;
  /** At most this many webcams per call (the API allows up to 50). */
  limit?: number;
  timeoutMs?: number;
}

/** Windy Webcams API v3 (api.windy.com), authenticated by the `x-windy-api-key` header. */
export class WindyWebcams implements WebcamSource {
  readonly name = 'windy';
  constructor(private readonly options: WindyOptions) {}

  async nearby(lat: number, lng: number, radiusKm: number): Promise<NearbyWebcam[]> {
    const answer = await fetchJson({
      service: 'Windy webcams',
      url: serviceUrl(this.options.baseUrl, '/webcams/api/v3/webcams', {
        nearby: `${lat.toFixed(5)},${lng.toFixed(5)},${radiusKm}`,
        lang: 'en',
        include: 'images,location,player,urls',
        limit: String(this.options.limit ?? 10),
      }),
      schema: WebcamsAnswer,
      headers: { 'x-windy-api-key': this.options.apiKey },
      timeoutMs: this.options.timeoutMs ?? 5000,
    });
    return answer.webcams
      .filter((webcam) => webcam.status === undefined || webcam.status === 'active')
      .map((webcam) => ({
        webcamId: String(webcam.webcamId),
        title: webcam.title,
        lat: webcam.location.latitude,
        lng: webcam.location.longitude,
        daylightPreview: webcam.images?.daylight?.preview ?? null,
        currentPreview: webcam.images?.current?.preview ?? null,
        playerDay: webcam.player?.day ?? null,
        detailUrl: webcam.urls?.detail ?? null,
      }));
  }
}
