import type { FastifyInstance } from 'fastify';
import { parsePhotoVariantName } from '@vantage/shared';
import type { MediaStore } from '../../media/media-store';
import type { PhotoVariants } from '../../media/photo-variants';

/**
 * Serves public derivatives from the media store, and the responsive renditions (made on
 * first request); originals stay private.
 */
export function mediaRoutes(store: MediaStore, variants: PhotoVariants) {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { '*': string } }>(
      '/media/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const key = request.params['*'];
        const match = /^photos\/(\d{1,15})\/([^/]+)$/.exec(key);
        const fileName = match?.[2] ?? '';
        const variant = parsePhotoVariantName(fileName);
        if (!match || (!variant && !/^(large\.jpg|thumb\.jpg|mini\.webp)$/.test(fileName))) {
          return reply.code(404).send({ error: { code: 'not_found', message: 'media not found' } });
        }
        let file: Awaited<ReturnType<MediaStore['get']>>;
        try {
          file = variant ? await variants.get(Number(match[1]), variant) : await store.get(key);
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
