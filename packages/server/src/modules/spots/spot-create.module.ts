import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../app';
import type { Database } from '../../db/database';
import { MemoryRateLimitStore, type RateLimitStore } from '../../lib/rate-limit';
import { SpotCreateRepository } from './spot-create.repository';
import { SpotCreateService } from './spot-create.service';

/** Wires the new-spot service to the app's services, outside services and throttle counters. */
export function buildSpotCreate(
  database: Database,
  services: Services,
  rateLimits: RateLimitStore | undefined,
  log: FastifyBaseLogger,
): SpotCreateService {
  return new SpotCreateService({
    repository: new SpotCreateRepository(database),
    spotRepository: services.spotRepository,
    spots: services.spots,
    boundaries: services.boundaries,
    geocoder: services.geocoder,
    rateLimits: rateLimits ?? new MemoryRateLimitStore(),
    log,
  });
}
