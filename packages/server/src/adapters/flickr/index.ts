import type { Config } from '../../config';
import type { FlickrApi } from './flickr';
import { FlickrRest } from './flickr-rest';

export { FlickrError } from './flickr';
export type { FlickrApi, FlickrPhoto, FlickrPhotoPage, FlickrToken } from './flickr';

/** Flickr's REST API when FLICKR_KEY and FLICKR_SECRET are set, else none: no import. */
export function createFlickr(config: Pick<Config, 'flickr'>): FlickrApi | null {
  return config.flickr ? new FlickrRest(config.flickr) : null;
}
