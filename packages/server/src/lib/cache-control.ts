import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The options of a route whose answers say how caches may keep them: Cache-Control is set
 * once the request passed validation, so both the handler's answer and its error carry it.
 */
export function cacheControl(value: string) {
  return {
    preHandler: async (_request: FastifyRequest, reply: FastifyReply) => {
      void reply.header('Cache-Control', value);
    },
  };
}
