import {
  boxAround,
  distanceM,
  SENSITIVE_BLUR_RADIUS_M,
  splitAntimeridian,
  type Adjust3DAnswer,
  type Adjust3DBody,
  type CurrentUser,
  type PositionViewer,
  type Set3DViewBody,
} from '@vantage/shared';
import { notFound } from '../../lib/errors';
import {
  exactlySeenOrRefused,
  positionSeenBy,
  recordedAtHiddenPlace,
} from '../../lib/spot-position';
import { requireUser } from '../../lib/permissions';
import type { SpotDetailsRepository } from '../spots/spot-details.repository';
import type { SpotChanges } from '../spots/spot-changes.service';
import type { PlanningRepository } from './planning.repository';

/** Corrections within this distance of a position apply to the panorama there. */
export const ADJUST_RADIUS_M = 10;
/** How many of the newest corrections near a position are averaged. */
const ADJUST_SAMPLE = 5;
/**
 * Corrections recorded this close to a protected place are left out for those who may not
 * see it exactly: where members stood to look would tell where it is.
 */
const HIDDEN_PLACE_MARGIN_M = 100;

/** A saved default view as the Spot answer carries it (`D3`). */
export interface SavedView {
  lat: number;
  lng: number;
  head: number;
  pitch: number;
  fov: number;
}

/** Degrees in −180 … 180. */
function signedDeg(deg: number): number {
  const wrapped = (((deg % 360) + 540) % 360) - 180;
  return wrapped === -180 ? 180 : wrapped;
}

/**
 * Default views of spots (where a spot's 360 view opens, saved by members) and the north and
 * horizon corrections of panoramas at a position.
 */
export class ViewAdjustService {
  constructor(
    private readonly repository: PlanningRepository,
    private readonly details: Pick<SpotDetailsRepository, 'latestView3d'>,
    /** Told that a spot page shows a new default view. */
    private readonly changes?: Pick<SpotChanges, 'shownContentChanged'>,
  ) {}

  /** Saves a signed-in user's view of a spot; it becomes the spot's `D3`. */
  async setView(actor: CurrentUser | null, body: Set3DViewBody): Promise<SavedView> {
    const user = requireUser(actor);
    const spot = await this.repository.spot(body.idSpot);
    if (!spot) throw notFound('spot');
    // A default view is taken where the place is, and shown only to those who may see it.
    exactlySeenOrRefused(user, spot);
    const heading = ((body.heading % 360) + 360) % 360;
    await this.repository.insertView({
      spotId: spot.id,
      userId: user.id,
      lat: body.lat,
      lng: body.lng,
      heading,
      pitch: body.pitch,
      fov: body.fov,
    });
    this.changes?.shownContentChanged();
    return { lat: body.lat, lng: body.lng, head: heading, pitch: body.pitch, fov: body.fov };
  }

  async latestView(spotId: number): Promise<SavedView | null> {
    return (await this.details.latestView3d(spotId)) ?? null;
  }

  /** Records a signed-in user's correction at a position; answers the correction there now. */
  async adjust(actor: CurrentUser | null, body: Adjust3DBody): Promise<Adjust3DAnswer> {
    const user = requireUser(actor);
    await this.repository.insertAdjustment({
      userId: user.id,
      lat: body.lat,
      lng: body.lng,
      headingAdj: signedDeg(body.headingAdj),
      pitchAdj: body.pitchAdj,
    });
    return this.adjustmentAt(body.lat, body.lng, user);
  }

  /**
   * The correction of the panorama at a position as `viewer` may know it: the mean of the
   * newest few within 10 m (headings averaged on the circle, so 359° and 1° give 0°), zero
   * when there are none.
   */
  async adjustmentAt(
    lat: number,
    lng: number,
    viewer: PositionViewer | null = null,
  ): Promise<Adjust3DAnswer> {
    const rows = (
      await this.repository.adjustmentsIn(boxAround({ lat, lng }, ADJUST_RADIUS_M), 50)
    ).filter((row) => distanceM({ lat, lng }, row) <= ADJUST_RADIUS_M);
    // Most positions have no correction: protected places nearby are looked up only for some.
    const hidden = rows.length > 0 ? await this.hiddenPlacesNear({ lat, lng }, viewer) : [];
    const near = rows
      .filter((row) => {
        const recorder =
          row.user_id === null
            ? null
            : { id: row.user_id, admin: row.user_admin === 1, impact: row.user_impact ?? 0 };
        return !hidden.some((place) =>
          recordedAtHiddenPlace(place, row, recorder, HIDDEN_PLACE_MARGIN_M),
        );
      })
      .slice(0, ADJUST_SAMPLE);
    if (near.length === 0) return { headingAdj: 0, pitchAdj: 0 };
    const toRad = Math.PI / 180;
    const sin = near.reduce((total, row) => total + Math.sin(row.heading_adj * toRad), 0);
    const cos = near.reduce((total, row) => total + Math.cos(row.heading_adj * toRad), 0);
    const headingAdj = Math.round(signedDeg(Math.atan2(sin, cos) / toRad) * 100) / 100;
    const pitchAdj =
      Math.round((near.reduce((total, row) => total + row.pitch_adj, 0) / near.length) * 100) / 100;
    return {
      headingAdj: headingAdj === 0 ? 0 : headingAdj,
      pitchAdj: pitchAdj === 0 ? 0 : pitchAdj,
    };
  }

  /** The protected places near a position that `viewer` may not see exactly. */
  private async hiddenPlacesNear(
    position: { lat: number; lng: number },
    viewer: PositionViewer | null,
  ) {
    const reachM = SENSITIVE_BLUR_RADIUS_M + HIDDEN_PLACE_MARGIN_M + ADJUST_RADIUS_M;
    const boxes = splitAntimeridian(boxAround(position, reachM));
    const rows = (await Promise.all(boxes.map((box) => this.repository.sensitiveIn(box)))).flat();
    return rows.filter((row) => positionSeenBy(viewer, row).blurred);
  }
}
