import type { FastifyBaseLogger } from 'fastify';

/** What the planning services log: outside-service failures, which never reach the user. */
export type PlanningLog = Pick<FastifyBaseLogger, 'warn'>;
