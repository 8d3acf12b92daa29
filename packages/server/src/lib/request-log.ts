import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line a request, written when it is answered: the request (method, address, client),
 * the answer's status and how long it took. That the request came in is written only at
 * `debug`: two lines a request would double what logging costs every answer.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
