import {
  FlickrAccessBody,
  FlickrConnectAnswer,
  FlickrDecisionAnswer,
  FlickrDecisionBody,
  FlickrImageAnswer,
  FlickrImagesAnswer,
} from '@vantage/shared';
import { z } from 'zod';
import { documentedAs } from '../../lib/route-docs';
import { signedInOnly } from '../../lib/session-http';
import { zodRoutes } from '../../lib/zod-app';
import { answerCacheControl } from '../../lib/cache-control';
import type { FlickrImportService } from './flickr-import.service';

const doc = documentedAs(['photos']);

/** HTTP of the Flickr import: connecting the account, the photos and the decisions. */
export function flickrRoutes(flickr: FlickrImportService, publicUrl: string) {
  return zodRoutes((app) => {
    app.get(
      '/flickrImages',
      doc(
        "The member's geotagged Flickr photos with title, date, position, licence and where each stands",
        { response: { 200: FlickrImagesAnswer }, errors: [401] },
        { ...signedInOnly, ...answerCacheControl('no-store') },
      ),
      (request) => flickr.images(request.user),
    );
    app.get(
      '/flickrImage',
      doc(
        'The next Flickr photo to decide',
        { response: { 200: FlickrImageAnswer }, errors: [401] },
        { ...signedInOnly, ...answerCacheControl('no-store') },
      ),
      (request) => flickr.next(request.user),
    );
    app.post(
      '/flickrImage',
      doc(
        'Decides one Flickr photo: skip, ignore, ignoreAll (preserve), import (tags) or importNew (tags, title, lat, long)',
        {
          body: FlickrDecisionBody,
          response: { 200: FlickrDecisionAnswer },
          // 404 also when the operator offers no Flickr import; 502 and 504 from Flickr.
          errors: [401, 404, 409, 502, 504],
        },
        signedInOnly,
      ),
      async (request) => flickr.decide(request.user, request.body),
    );
    app.post(
      '/flickr/connect',
      doc(
        'Starts connecting a Flickr account: the Flickr page where the member allows reading',
        { response: { 200: FlickrConnectAnswer }, errors: [401, 404, 409, 502] },
        signedInOnly,
      ),
      // Without PUBLIC_URL (development) the member returns to the address they came from.
      async (request) =>
        flickr.connect(request.user, publicUrl || `${request.protocol}://${request.host}`),
    );
    app.post(
      '/flickr/access',
      doc(
        'Finishes connecting with what Flickr sent the member back with to /import',
        {
          body: FlickrAccessBody,
          response: { 200: z.object({ username: z.string() }) },
          errors: [401, 404, 409, 502],
        },
        signedInOnly,
      ),
      async (request) =>
        flickr.access(request.user, request.body.oauth_token, request.body.oauth_verifier),
    );
    app.delete(
      '/flickr',
      doc(
        'Disconnects the Flickr account',
        { response: { 200: z.object({ ok: z.boolean() }) }, errors: [401] },
        signedInOnly,
      ),
      async (request) => {
        await flickr.disconnect(request.user);
        return { ok: true };
      },
    );
  });
}
