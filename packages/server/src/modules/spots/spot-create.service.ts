import {
  boxAround,
  DUPLICATE_SPOT_RADIUS_M,
  round6,
  splitAntimeridian,
  wrapLng,
  type CurrentUser,
  type LatLng,
  latLngOf,
  type NearbySpot,
  type NewSpotBody,
  type Spot,
  cleanText,
} from '@vantage/shared';
import { badRequest } from '../../lib/errors';
import { RateLimiter, type RateLimitRule, type RateLimitStore } from '../../lib/rate-limit';
import { timeZoneAt } from '../../lib/time-zone';
import { requireUser } from '../../lib/permissions';
import type { SpotCreateRepository } from './spot-create.repository';
import type { SpotRepository } from './spot.repository';
import type { SpotChanges } from './spot-changes.service';
import { cleanTagNames, type SpotPlaces } from './spot-places.service';
import type { SpotService } from './spot.service';

/** How many spots one user may add per hour. */
export const NEW_SPOT_LIMIT: RateLimitRule = {
  name: 'new-spot-user',
  limit: 30,
  windowMs: 60 * 60_000,
};

/** What creating spots is built from. */
export interface SpotCreateDeps {
  repository: SpotCreateRepository;
  spotRepository: Pick<SpotRepository, 'inBoxesBySpatialIndex'>;
  spots: Pick<SpotService, 'getSpot' | 'byDistance'>;
  /** The one path of spot changes: the new spot's words, history and tile lists. */
  changes: Pick<SpotChanges, 'inTransaction'>;
  /** The areas and address of the new spot's position. */
  places: Pick<SpotPlaces, 'lookup'>;
  rateLimits: RateLimitStore;
}

/** New spots and the duplicate check before one is placed. */
export class SpotCreateService {
  private readonly limiter: RateLimiter;

  constructor(private readonly deps: SpotCreateDeps) {
    this.limiter = new RateLimiter(deps.rateLimits, NEW_SPOT_LIMIT);
  }

  /**
   * Creates a spot for the signed-in user with the tags they typed, automatic tags and a
   * location hierarchy from the areas it lies in, its address and its time zone. The areas
   * and the address come from outside services: when one fails, the failure is logged and
   * the spot is created without what it would have given: an outside service never stops it.
   */
  async create(actor: CurrentUser | null, body: NewSpotBody): Promise<Spot> {
    const user = requireUser(actor);
    const title = cleanText(body.title);
    if (title === '') throw badRequest('title', 'must not be empty');
    await this.limiter.enforce(String(user.id), (seconds) => {
      const minutes = Math.ceil(seconds / 60);
      return `You added many spots in a short time. Please wait ${minutes <= 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
    });

    const position = latLngOf(body);
    const lat = round6(position.lat);
    const lng = round6(wrapLng(position.lng));
    const userTags = cleanTagNames(body.tags);
    const { places, address } = await this.deps.places.lookup(lat, lng);
    const autoTags = cleanTagNames(places, userTags);
    const id = await this.deps.changes.inTransaction(async (trx, changed) => {
      const spotId = await this.deps.repository.create(trx, {
        title,
        lat,
        lng,
        userId: user.id,
        tz: timeZoneAt(lat, lng),
        address,
        places,
        autoTags,
        userTags,
      });
      await changed({
        spotId,
        kind: 'created',
        userId: user.id,
        after: { title, lat, lng, tags: [...autoTags, ...userTags] },
      });
      return spotId;
    });
    return this.deps.spots.getSpot(id);
  }

  /** Spots so close to a position that a new spot there would likely repeat one, nearest first. */
  async duplicates(position: LatLng): Promise<NearbySpot[]> {
    const { lat } = position;
    const lng = wrapLng(position.lng);
    // A little wider than the radius: SQLite's R*Tree keeps positions as 32-bit floats, and
    // the exact distance below decides anyway.
    const box = boxAround({ lat, lng }, DUPLICATE_SPOT_RADIUS_M * 1.2);
    const boxes = splitAntimeridian(box);
    const candidates = await this.deps.spotRepository.inBoxesBySpatialIndex(boxes, 100);
    return this.deps.spots.byDistance(
      lat,
      lng,
      candidates,
      candidates.length,
      DUPLICATE_SPOT_RADIUS_M,
    );
  }
}
