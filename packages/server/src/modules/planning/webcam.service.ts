import { distanceM, type Webcam, type WebcamsAnswer } from '@vantage/shared';
import { VersionedCache } from '../../lib/versioned-cache';
import type { NearbyWebcam, WebcamSource } from '../../adapters/webcams';
import { notFound } from '../../lib/errors';
import type { WarnLog } from '../../lib/log';
import type { PlanningRepository } from './planning.repository';
import { ServiceUnavailableError } from '../../lib/circuit-breaker';

/** A spot lists the webcams within this many kilometres. */
export const WEBCAM_RADIUS_KM = 25;

/**
 * Kept for 5 minutes: Windy's image links expire 10 minutes after the answer on its free
 * tier, so an older answer would show broken images.
 */
const WEBCAMS_TTL_MS = 5 * 60_000;

/** Webcams near a spot, nearest first. */
export class WebcamService {
  private readonly answers = new VersionedCache<NearbyWebcam[]>({
    maxEntries: 2000,
    lifetimeMs: WEBCAMS_TTL_MS,
  });

  constructor(
    private readonly repository: PlanningRepository,
    private readonly source: WebcamSource | null,
    private readonly log: WarnLog,
  ) {}

  /** A failing webcam service is logged, never shown: the answer is then an empty list. */
  async near(spotId: number): Promise<WebcamsAnswer> {
    const spot = await this.repository.spot(spotId);
    if (!spot) throw notFound('spot');
    const source = this.source;
    if (!source) return { available: false, webcams: [] };
    let found: NearbyWebcam[];
    try {
      found = await this.answers.get(`${spot.lat.toFixed(4)},${spot.lng.toFixed(4)}`, () =>
        source.nearby(spot.lat, spot.lng, WEBCAM_RADIUS_KM),
      );
    } catch (error) {
      // A service that is down was logged once by its breaker.
      if (!(error instanceof ServiceUnavailableError)) {
        this.log.warn({ err: error, spotId }, `webcams from ${source.name} failed`);
      }
      return { available: true, webcams: [] };
    }
    const webcams: Webcam[] = found.map((webcam) => ({
      webcamId: webcam.webcamId,
      title: webcam.title,
      location: { latitude: webcam.lat, longitude: webcam.lng },
      distanceM: Math.round(distanceM(spot, webcam)),
      images: {
        daylight: webcam.daylightPreview ? { preview: webcam.daylightPreview } : null,
        current: webcam.currentPreview ? { preview: webcam.currentPreview } : null,
      },
      player: { day: webcam.playerDay },
      url: webcam.detailUrl,
    }));
    webcams.sort((a, b) => a.distanceM - b.distanceM || a.webcamId.localeCompare(b.webcamId));
    return { available: true, webcams };
  }
}
