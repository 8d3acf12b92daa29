import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The options of a route whose answers say how caches may keep them: Cache-Control is set
 * once the request passed validation, so both the handler's answer and its error carry it.
 */
export function cacheControl(value: string) {
  return {
    preHandler: (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      void reply.header('Cache-Control', value);
      done();
    },
  };
}

/**
 * The options of a route whose successful answers say how caches may keep them; its errors
 * say nothing of caching.
 */
export function answerCacheControl(value: string) {
  return {
    onSend: (
      _request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: Error | null, payload?: unknown) => void,
    ) => {
      if (reply.statusCode < 400) void reply.header('Cache-Control', value);
      done(null, payload);
    },
  };
}
