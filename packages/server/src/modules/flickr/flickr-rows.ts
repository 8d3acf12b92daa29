import {
  FlickrImportStatus,
  compareFlickrQueue,
  flickrLicenseName,
  isOpenFlickrStatus,
  type FlickrImage,
} from '@vantage/shared';
import type { FlickrPhoto } from '../../adapters/flickr';
import type { FlickrImportRow } from './flickr.repository';

// How a Flickr photo is stored in its import row, read back, queued and shown.

/** The columns of a photo's import row. */
export function fieldsOf(photo: FlickrPhoto) {
  return {
    flickr_id: photo.id,
    title: photo.title,
    lat: photo.lat,
    lng: photo.lng,
    image_url: photo.originalUrl ?? photo.largeUrl ?? photo.thumbUrl,
    data: JSON.stringify(photo),
    taken_at: photo.takenAtEpochMs,
  };
}

export function storedPhoto(row: FlickrImportRow): FlickrPhoto {
  return JSON.parse(row.data ?? '{}') as FlickrPhoto;
}

export function byQueue(a: FlickrImportRow, b: FlickrImportRow): number {
  return compareFlickrQueue(queueKey(a), queueKey(b));
}

function queueKey(row: FlickrImportRow) {
  return {
    status: FlickrImportStatus.parse(row.status),
    takenAtEpochMs: row.taken_at,
    decidedAtEpochMs: row.decided_at,
  };
}

/** The located photos still to decide, in the order they are offered. */
export function openQueue(rows: readonly FlickrImportRow[]): FlickrImportRow[] {
  return rows
    .filter((row) => row.lat !== null && isOpenFlickrStatus(FlickrImportStatus.parse(row.status)))
    .sort(byQueue);
}

export function imageOf(row: FlickrImportRow): FlickrImage {
  const photo = storedPhoto(row);
  return {
    id: row.flickr_id,
    title: row.title,
    date: row.taken_at,
    lat: row.lat!,
    long: row.lng!,
    license: flickrLicenseName(photo.licenseId),
    thumbURL: photo.thumbUrl,
    linkURL: photo.pageUrl,
    status: FlickrImportStatus.parse(row.status),
    photoId: row.photo_id,
  };
}
