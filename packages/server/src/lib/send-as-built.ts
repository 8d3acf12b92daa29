import type { FastifyReply } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends an answer serialized as it is, without the route's response schema validating it a
 * second time. Only for answers a service builds field by field with the schema's types (so
 * they hold nothing the schema would strip) and that are large or frequent enough for the
 * validation to cost more than building them: a busy spot's page, the map's range lists.
 * The type is set here: Fastify sets it only for answers its own serializer writes.
 */
export function sendAsBuilt<T>(reply: FastifyReply, body: T): FastifyReply {
  return reply.type(JSON_TYPE).serializer(JSON.stringify).send(body);
}
