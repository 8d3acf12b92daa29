import { uniqueTagNames, cleanText } from '@vantage/shared';
import type { AreaBoundary, Boundaries } from '../../adapters/boundaries/boundaries';
import type { Geocoder } from '../../adapters/geocoder/geocoder';
import type { WarnLog } from '../../lib/log';
import type { SpotCreateRepository } from './spot-create.repository';
import type { SpotChanges } from './spot-changes.service';
import type { SpotRepository } from './spot.repository';
import { ServiceUnavailableError } from '../../lib/circuit-breaker';

/** What a spot's place is read from. */
export interface SpotPlacesDeps {
  repository: Pick<SpotCreateRepository, 'replacePlaces'>;
  spots: Pick<SpotRepository, 'changeState'>;
  /** The one path of spot changes: new automatic tags are a change of the spot's tags. */
  changes: Pick<SpotChanges, 'inTransaction'>;
  boundaries: Boundaries;
  geocoder: Geocoder;
  log: WarnLog;
}

/** The areas a position lies in (largest first) and its address, as a spot stores them. */
export interface PlaceLookup {
  /** The areas' names, cleaned and without duplicates. */
  places: string[];
  address: string | null;
  /** Whether the areas could be read: without them the automatic tags stay as they are. */
  areasKnown: boolean;
}

/** Tag names as the server keeps them: control characters removed, then the shared rule. */
export const cleanTagNames = (names: readonly string[], taken: readonly string[] = []) =>
  uniqueTagNames(
    names.map((name) => cleanText(name)),
    taken,
  );

/**
 * Where a spot is, in words: the areas containing it (its automatic tags and location
 * hierarchy) and its address, read from outside services. A failing service is logged and
 * gives nothing: it never stops a spot from being made or moved.
 */
export class SpotPlaces {
  constructor(private readonly deps: SpotPlacesDeps) {}

  /** The areas and address of a position. */
  async lookup(lat: number, lng: number): Promise<PlaceLookup> {
    const [areas, address] = await Promise.all([this.areasAt(lat, lng), this.addressAt(lat, lng)]);
    return {
      places: cleanTagNames((areas ?? []).map((area) => area.name)),
      address,
      areasKnown: areas !== null,
    };
  }

  /**
   * A spot moved: earlier automatic tags are dropped and those of its new place added (never
   * twice under another case), with its address and hierarchy; a change of its tags goes
   * through the "spot changed" path. When the areas cannot be read, the tags stay.
   */
  async placeChanged(spotId: number, userId: number | null): Promise<void> {
    const spot = await this.deps.spots.changeState(spotId);
    if (!spot) return;
    const place = await this.lookup(spot.lat, spot.lng);
    if (!place.areasKnown) return;
    await this.deps.changes.inTransaction(async (trx, changed) => {
      const tags = await this.deps.repository.replacePlaces(trx, spotId, {
        places: place.places,
        autoTags: place.places,
        address: place.address,
      });
      if (tags.before.join('\n') === tags.after.join('\n')) return;
      await changed({
        spotId,
        kind: 'retagged',
        userId,
        before: { tags: tags.before },
        after: { tags: tags.after },
      });
    });
  }

  private areasAt(lat: number, lng: number): Promise<AreaBoundary[] | null> {
    return this.unlessFailing(
      () => this.deps.boundaries.isIn(lat, lng),
      { lat, lng, service: this.deps.boundaries.name },
      'Boundary query error: the spot gets no automatic tags',
    );
  }

  private addressAt(lat: number, lng: number): Promise<string | null> {
    return this.unlessFailing(
      async () => (await this.deps.geocoder.reverse(lat, lng))?.displayName.trim() || null,
      { lat, lng, service: this.deps.geocoder.name },
      'Reverse geocoding failed: the spot is saved without an address',
    );
  }

  /** What an outside service answers, or null while it is away or when it fails (logged). */
  private async unlessFailing<T>(
    ask: () => Promise<T>,
    context: { lat: number; lng: number; service: string },
    failed: string,
  ): Promise<T | null> {
    try {
      return await ask();
    } catch (error) {
      if (error instanceof ServiceUnavailableError) return null;
      this.deps.log.warn({ err: error, ...context }, failed);
      return null;
    }
  }
}
