import type { Exif } from '@vantage/shared';

/** A member's Flickr access token (OAuth 1.0a). */
export interface FlickrToken {
  token: string;
  tokenSecret: string;
}

/** One photo of `flickr.people.getPhotos`, in the units of this code. */
export interface FlickrPhoto {
  id: string;
  title: string;
  takenAtEpochMs: number | null;
  /** Null when Flickr has no position for it. */
  lat: number | null;
  lng: number | null;
  licenseId: number;
  ownerNsid: string;
  ownerName: string;
  /** The original file, when its owner lets it be downloaded (it carries the camera's EXIF). */
  originalUrl: string | null;
  /** The largest other size Flickr offers. */
  largeUrl: string | null;
  thumbUrl: string;
  pageUrl: string;
  authorUrl: string;
}

/** One page of a member's photos. */
export interface FlickrPhotoPage {
  photos: FlickrPhoto[];
  page: number;
  pages: number;
}

/** Why a Flickr call failed: the member withdrew the permission, or Flickr did not answer. */
export class FlickrError extends Error {
  constructor(
    readonly kind: 'revoked' | 'unavailable' | 'not_found',
    message: string,
  ) {
    super(message);
    this.name = 'FlickrError';
  }
}

/** The Flickr calls the import makes. */
export interface FlickrApi {
  /** Step one of connecting: a request token whose return address is `callbackUrl`. */
  requestToken(callbackUrl: string): Promise<FlickrToken>;
  /** Where the member lets this site read their photos. */
  authorizeUrl(requestToken: string): string;
  /** Step three: the member's access token for the request token Flickr sent them back with. */
  accessToken(
    request: FlickrToken,
    verifier: string,
  ): Promise<FlickrToken & { nsid: string; username: string }>;
  /** One page of the member's own photos with position, licence, date and sizes. */
  photos(account: FlickrToken, page: number): Promise<FlickrPhotoPage>;
  /** A photo's EXIF as Flickr read it; null when its owner hides it. */
  exif(account: FlickrToken, photoId: string): Promise<Exif | null>;
}
