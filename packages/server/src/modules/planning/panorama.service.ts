import type { PanoramaAnswer, PositionViewer, StreetViewPano } from '@vantage/shared';
import { VersionedCache } from '../../lib/versioned-cache';
import { FACES, type Face, type MetadataResult, type StreetView } from '../../adapters/streetview';
import type { FaceImage, PanoramaMetadata } from '../../adapters/streetview/streetview';
import { HttpError, notFound } from '../../lib/errors';
import { Lru } from '../../lib/lru';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from '../../lib/rate-limit';
import { photoUrls } from '../../media/media-urls';
import { exactPositionOf, positionSeenBy } from '../../lib/spot-position';
import type { ElevationService } from './elevation.service';
import type { WarnLog } from '../../lib/log';
import type { PlanningRepository } from './planning.repository';
import type { ViewAdjustService } from './view-adjust.service';
import { ServiceUnavailableError } from '../../lib/circuit-breaker';

/**
 * Street View lookups: with a saved view, the panorama within 1 m of the
 * view's position, and on ZERO_RESULTS once more at 100 m; without one, the panorama within
 * 1000 m of the spot.
 */
export const STREETVIEW_RADII_WITH_VIEW_M = [1, 100] as const;
export const STREETVIEW_RADII_WITHOUT_VIEW_M = [1000] as const;
/** Radii tried in turn, smallest first, when the 360 view moves forward to a position. */
export const STREETVIEW_NEARBY_RADII_M = [10, 30, 60, 120, 240, 500, 1000] as const;

const ONE_HOUR_MS = 3_600_000;

/**
 * Every face is a billed Street View request: faces already fetched are answered from memory
 * (about 60 KB each), and one client may have at most 240 fetched per 10 minutes (40 views).
 */
const FACE_CACHE_ENTRIES = 240;
const FACE_LIMIT = { name: 'streetview-face', limit: 240, windowMs: 600_000 };

/** What the 360 view of a spot shows. */
export class PanoramaService {
  private readonly lookups = new VersionedCache<MetadataResult>({
    maxEntries: 5000,
    lifetimeMs: ONE_HOUR_MS,
  });
  private readonly faces = new Lru<string, FaceImage>(FACE_CACHE_ENTRIES);
  private readonly faceLimiter: RateLimiter;

  constructor(
    private readonly repository: PlanningRepository,
    private readonly views: ViewAdjustService,
    private readonly elevations: ElevationService,
    private readonly streetView: StreetView | null,
    private readonly log: WarnLog,
    rateLimits: RateLimitStore = new MemoryRateLimitStore(),
  ) {
    this.faceLimiter = new RateLimiter(rateLimits, FACE_LIMIT);
  }

  /**
   * The spot's own best-rated 360° photo first, else the nearest Street View panorama when
   * Street View is configured and has one, else a synthetic horizon; with the saved view,
   * the correction at the panorama's position and the spot's elevation. With `near`, the
   * street-level panorama nearest that position (moving forward), searched ever wider. All
   * of it as `viewer` may know the place: a protected place's public position, without its
   * saved view and elevation, unless the viewer may see it exactly.
   */
  async panorama(
    spotId: number,
    near?: { lat: number; lng: number },
    viewer: PositionViewer | null = null,
  ): Promise<PanoramaAnswer> {
    const row = await this.repository.spot(spotId);
    if (!row) throw notFound('spot');
    const seen = positionSeenBy(viewer, row);
    const spot = { lat: seen.lat, lng: seen.lng };
    const [ownPhoto, view, elev] = await Promise.all([
      this.repository.bestPanoPhoto(row.id),
      seen.blurred ? null : this.views.latestView(row.id),
      seen.blurred
        ? null
        : this.elevations.elevationOf({ id: row.id, elev: row.elev, ...exactPositionOf(row) }),
    ]);
    const photo = near ? null : ownPhoto;
    const found = near
      ? await this.findStreetView(near, STREETVIEW_NEARBY_RADII_M)
      : photo
        ? null
        : await this.findStreetView(
            view ?? spot,
            view ? STREETVIEW_RADII_WITH_VIEW_M : STREETVIEW_RADII_WITHOUT_VIEW_M,
          );
    const at = found ?? view ?? spot;
    const adjust = await this.views.adjustmentAt(at.lat, at.lng, viewer);
    return {
      source: photo ? 'photo' : found ? 'streetview' : 'synthetic',
      photo: photo ? { id: photo.id, url: photoUrls(photo.id).large, title: photo.title } : null,
      streetView: found ? toStreetViewPano(found) : null,
      view: view
        ? { lat: view.lat, lng: view.lng, heading: view.head, pitch: view.pitch, fov: view.fov }
        : null,
      adjust,
      elev,
    };
  }

  private async findStreetView(
    origin: { lat: number; lng: number },
    radii: readonly number[],
  ): Promise<PanoramaMetadata | null> {
    const streetView = this.streetView;
    if (!streetView) return null;
    for (const radiusM of radii) {
      const key = `${origin.lat.toFixed(6)},${origin.lng.toFixed(6)},${radiusM}`;
      let result: MetadataResult;
      try {
        result = await this.lookups.get(key, async () => {
          const answer = await streetView.metadata(origin.lat, origin.lng, radiusM);
          // Failures are not kept: the next page view asks again.
          if (answer.status === 'ERROR') throw new Error(answer.message);
          return answer;
        });
      } catch (error) {
        if (!(error instanceof ServiceUnavailableError)) {
          this.log.warn({ err: error }, 'Street View lookup failed');
        }
        return null;
      }
      if (result.status === 'OK') return result.panorama;
    }
    return null;
  }

  /** One cube face of a Street View panorama, fetched with the server's key. */
  async face(panoId: string, face: Face, clientKey: string): Promise<FaceImage> {
    if (!FACES.includes(face)) throw notFound('face');
    if (!this.streetView)
      throw new HttpError(404, 'not_configured', 'Street View is not configured');
    const cacheKey = `${panoId}/${face}`;
    const cached = this.faces.get(cacheKey);
    if (cached) return cached;
    await this.faceLimiter.enforce(
      clientKey,
      () => 'Too many Street View images in a short time. Please wait a few minutes.',
    );
    let image: FaceImage | null;
    try {
      image = await this.streetView.face(panoId, face);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableError)) {
        this.log.warn({ err: error }, 'Street View image failed');
      }
      throw new HttpError(
        502,
        'bad_gateway',
        'Street View did not answer; please try again later.',
      );
    }
    if (!image) throw notFound('panorama');
    this.faces.set(cacheKey, image);
    return image;
  }
}

function toStreetViewPano(found: PanoramaMetadata): StreetViewPano {
  const base = `/api/panorama/streetview/${encodeURIComponent(found.panoId)}`;
  return {
    panoId: found.panoId,
    lat: found.lat,
    lng: found.lng,
    date: found.date,
    copyright: found.copyright,
    faces: {
      front: `${base}/front`,
      right: `${base}/right`,
      back: `${base}/back`,
      left: `${base}/left`,
      top: `${base}/top`,
      bottom: `${base}/bottom`,
    },
  };
}
