import type { FastifyReply } from 'fastify';

/**
 * Sends an answer serialized as it is, without the route's response schema validating it a
 * second time. Only for answers a service builds field by field with the schema's types (so
 * they hold nothing the schema would strip) and that are large or frequent enough for the
 * validation to cost more than building them: a busy spot's page, the map's range lists.
 */
export function sendAsBuilt<T>(reply: FastifyReply, body: T): FastifyReply {
  return reply.serializer(JSON.stringify).send(body);
}
