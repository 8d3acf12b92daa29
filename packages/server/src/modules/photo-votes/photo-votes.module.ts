import type { Services } from '../../app';
import type { Database } from '../../db/database';
import { PhotoVotesRepository } from './photo-votes.repository';
import { PhotoVotesService } from './photo-votes.service';

/** Wires photo votes and photo moves to the app's spot services. */
export function buildPhotoVotes(database: Database, services: Services): PhotoVotesService {
  return new PhotoVotesService(
    new PhotoVotesRepository(database),
    services.spotRepository,
    services.spots,
  );
}
