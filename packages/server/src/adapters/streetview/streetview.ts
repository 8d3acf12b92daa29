import { z } from 'zod';
import { isOutage } from '../../lib/circuit-breaker';
import { fetchJson, reason } from '../weather/fetch-json';

/** The six cube faces of a panorama, in the order the 360 view takes them. */
export const FACES = ['front', 'right', 'back', 'left', 'top', 'bottom'] as const;
export type Face = (typeof FACES)[number];

/** Where each face looks: compass heading and pitch in degrees, 90° wide. */
const FACE_DIRECTIONS: Record<Face, { headingDeg: number; pitchDeg: number }> = {
  front: { headingDeg: 0, pitchDeg: 0 },
  right: { headingDeg: 90, pitchDeg: 0 },
  back: { headingDeg: 180, pitchDeg: 0 },
  left: { headingDeg: 270, pitchDeg: 0 },
  top: { headingDeg: 0, pitchDeg: 90 },
  bottom: { headingDeg: 0, pitchDeg: -90 },
};

/**
 * Google's panorama ids: 22 URL-safe characters for its own imagery, longer `CAoS…` ids
 * for photospheres. Anything else never reaches Google.
 */
export const PANO_ID = /^[A-Za-z0-9_-]{8,200}$/;

/** The metadata answer's fields this adapter reads. */
const MetadataAnswer = z.object({
  status: z.string(),
  pano_id: z.string().optional(),
  location: z.object({ lat: z.number(), lng: z.number() }).optional(),
  date: z.string().optional(),
  copyright: z.string().optional(),
});

/** A panorama found near a position. */
export interface PanoramaMetadata {
  panoId: string;
  lat: number;
  lng: number;
  date: string | null;
  copyright: string | null;
}

/** What a lookup found: a panorama, none within the radius, or a failure. */
export type MetadataResult =
  | { status: 'OK'; panorama: PanoramaMetadata }
  | { status: 'ZERO_RESULTS' }
  | { status: 'ERROR'; message: string };

/** One cube face as image bytes. */
export interface FaceImage {
  contentType: string;
  bytes: Buffer;
}

export interface StreetViewOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/** Google Street View: the Metadata API to find panoramas, the Static API for their faces. */
export class StreetView {
  readonly name = 'streetview';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: StreetViewOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  /** The outdoor panorama nearest to a position within `radiusM` (metadata calls are free). */
  async metadata(lat: number, lng: number, radiusM: number): Promise<MetadataResult> {
    const url = new URL(`${this.baseUrl}/maps/api/streetview/metadata`);
    url.searchParams.set('location', `${lat.toFixed(6)},${lng.toFixed(6)}`);
    url.searchParams.set('radius', String(radiusM));
    url.searchParams.set('source', 'outdoor');
    url.searchParams.set('key', this.options.apiKey);
    let answer: z.infer<typeof MetadataAnswer>;
    try {
      answer = await fetchJson({
        service: 'Street View metadata',
        url,
        schema: MetadataAnswer,
        timeoutMs: this.timeoutMs,
      });
    } catch (error) {
      // A service that is down is told to its breaker; other failures are this request's.
      if (isOutage(error)) throw error;
      return { status: 'ERROR', message: reason(error) };
    }
    if (answer.status === 'ZERO_RESULTS' || answer.status === 'NOT_FOUND') {
      return { status: 'ZERO_RESULTS' };
    }
    if (answer.status !== 'OK' || !answer.pano_id || !answer.location) {
      return { status: 'ERROR', message: `Street View metadata answered ${answer.status}` };
    }
    return {
      status: 'OK',
      panorama: {
        panoId: answer.pano_id,
        lat: answer.location.lat,
        lng: answer.location.lng,
        date: answer.date ?? null,
        copyright: answer.copyright ?? null,
      },
    };
  }

  /** One 640 px cube face of a panorama; null when Google has no such panorama. */
  async face(panoId: string, face: Face): Promise<FaceImage | null> {
    if (!PANO_ID.test(panoId)) return null;
    const { headingDeg, pitchDeg } = FACE_DIRECTIONS[face];
    const url = new URL(`${this.baseUrl}/maps/api/streetview`);
    url.searchParams.set('size', '640x640');
    url.searchParams.set('pano', panoId);
    url.searchParams.set('heading', String(headingDeg));
    url.searchParams.set('pitch', String(pitchDeg));
    url.searchParams.set('fov', '90');
    // A 404 instead of Google's grey "no imagery" picture.
    url.searchParams.set('return_error_code', 'true');
    url.searchParams.set('key', this.options.apiKey);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs * 2) });
    } catch (error) {
      throw new Error(`Street View image failed: ${reason(error)}`, { cause: error });
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !contentType.startsWith('image/')) {
      await response.body?.cancel();
      throw new Error(`Street View image answered HTTP ${response.status} ${contentType}`);
    }
    return { contentType, bytes: Buffer.from(await response.arrayBuffer()) };
  }
}
