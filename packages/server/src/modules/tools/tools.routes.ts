import { UrlImagesAnswer, UrlImagesBody } from '@vantage/shared';
import { documentedAs } from '../../lib/route-docs';
import { answerCacheControl } from '../../lib/cache-control';
import { signedInOnly } from '../../lib/session-http';
import { zodRoutes } from '../../lib/zod-app';
import type { UrlImagesService } from './url-images.service';

const doc = documentedAs(['photos']);

/** HTTP for the helper calls of the new-photo page. */
export function toolsRoutes(urlImages: UrlImagesService) {
  return zodRoutes((app) => {
    app.post(
      '/tools/urlImages',
      doc(
        'Images of at least 200 × 100 px found at a web page (needs login), with its title, author and licence',
        { body: UrlImagesBody, response: { 200: UrlImagesAnswer }, errors: [401, 504] },
        { ...signedInOnly, ...answerCacheControl('no-store') },
      ),
      (request) => urlImages.list(request.user, request.body.url),
    );
  });
}
