import type { FastifyInstance } from 'fastify';
import type { MediaStore } from '../../media/media-store';

/** Serves public derivatives from the media store; originals stay private. */
export function mediaRoutes(store: MediaStore) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { '*': string } }>(
      '/media/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const key = request.params['*'];
        if (!/^photos\/\d+\/(large\.jpg|thumb\.jpg|mini\.webp)$/.test(key)) {
          return reply.code(404).send({ error: { code: 'not_found', message: 'media not found' } });
        }
        let file: Awaited<ReturnType<MediaStore['get']>>;
        try {
          file = await store.get(key);
        } catch (error) {
          // The bucket is away: a short outage, not a missing file, and nothing to cache.
          request.log.warn({ err: error }, 'media store unreachable');
          return reply
            .code(503)
            .header('Retry-After', '5')
            .send({ error: { code: 'unavailable', message: 'media store unreachable' } });
        }
        if (!file)
          return reply.code(404).send({ error: { code: 'not_found', message: 'media not found' } });
        return (
          reply
            .header('Cache-Control', 'public, max-age=31536000, immutable')
            // Served files are re-encoded images; a browser must never sniff them as anything else.
            .header('X-Content-Type-Options', 'nosniff')
            .type(file.contentType)
            .send(file.data)
        );
      },
    );
  };
}
