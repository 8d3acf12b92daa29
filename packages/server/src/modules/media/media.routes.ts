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
        const file = await store.get(key);
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
