import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../app';
import type { Database } from '../../db/database';
import { SearchTermRepository } from './search-terms.repository';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

/** Wires search to the app's spot services and geocoder. */
export function buildSearch(
  database: Database,
  services: Services,
  log: Pick<FastifyBaseLogger, 'warn'>,
): SearchService {
  return new SearchService({
    repository: new SearchRepository(database),
    terms: new SearchTermRepository(database),
    spotRepository: services.spotRepository,
    spots: services.spots,
    geocoder: services.geocoder,
    log,
  });
}
