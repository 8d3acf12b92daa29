import {
  GPX_IMAGES_PER_SPOT,
  KML_DESCRIPTIONS_PER_SPOT,
  KML_IMAGES_PER_SPOT,
  spotPath,
  type GalleryExportFormat,
} from '@vantage/shared';
import type { Feature, FeatureCollection, Point } from 'geojson';
import { photoUrls } from '../../media/media-urls';

/** One spot of a gallery as its downloads carry it. */
export interface ExportSpot {
  id: number;
  title: string;
  lat: number;
  lng: number;
  /** Best photos first. */
  photos: { id: number; title: string }[];
  description: string | null;
}

/** A gallery's download: its file name, media type and content. */
export interface GalleryFile {
  fileName: string;
  contentType: string;
  body: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The spots as GeoJSON points with their page, photos and description. */
function features(spots: readonly ExportSpot[], origin: string): Feature<Point>[] {
  return spots.map((spot) => ({
    type: 'Feature',
    id: spot.id,
    geometry: { type: 'Point', coordinates: [round6(spot.lng), round6(spot.lat)] },
    properties: {
      name: spot.title,
      url: `${origin}${spotPath(spot)}`,
      images: spot.photos
        .slice(0, KML_IMAGES_PER_SPOT)
        .map((photo) => `${origin}${photoUrls(photo.id).large}`),
      description: spot.description ?? '',
    },
  }));
}

/** KML: each spot with up to 3 images and 1 description, readable by Google Earth and others. */
async function kml(name: string, spots: readonly ExportSpot[], origin: string): Promise<string> {
  // The format libraries are loaded on the first export, not when the server starts.
  const { toKML } = await import('@placemarkio/tokml');
  const collection: FeatureCollection = {
    type: 'FeatureCollection',
    features: spots.map((spot) => {
      const images = spot.photos
        .slice(0, KML_IMAGES_PER_SPOT)
        .map(
          (photo) =>
            `<img src="${escapeHtml(`${origin}${photoUrls(photo.id).large}`)}" alt="${escapeHtml(photo.title)}" width="400"/>`,
        );
      const descriptions = (spot.description ? [spot.description] : [])
        .slice(0, KML_DESCRIPTIONS_PER_SPOT)
        .map((text) => `<p>${escapeHtml(text)}</p>`);
      const link = `<p><a href="${escapeHtml(`${origin}${spotPath(spot)}`)}">${escapeHtml(spot.title)}</a></p>`;
      return {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [round6(spot.lng), round6(spot.lat)] },
        properties: {
          name: spot.title,
          description: [...descriptions, ...images, link].join(''),
        },
      };
    }),
  };
  // The document carries the gallery's name; tokml writes the placemarks.
  return toKML(collection).replace('<Document>', `<Document><name>${escapeHtml(name)}</name>`);
}

/** GPX 1.1: each spot a waypoint with one image link and its page. */
async function gpx(name: string, spots: readonly ExportSpot[], origin: string): Promise<string> {
  const { BaseBuilder, buildGPX } = await import('gpx-builder');
  const { Point, Link, Metadata } = BaseBuilder.MODELS;
  const builder = new BaseBuilder();
  builder.setMetadata(new Metadata({ name }));
  builder.setWayPoints(
    spots.map((spot) => {
      const photo = spot.photos.slice(0, GPX_IMAGES_PER_SPOT)[0];
      const link = photo
        ? new Link(`${origin}${photoUrls(photo.id).large}`, {
            text: photo.title,
            type: 'image/jpeg',
          })
        : new Link(`${origin}${spotPath(spot)}`, { text: spot.title, type: 'text/html' });
      return new Point(round6(spot.lat), round6(spot.lng), {
        name: spot.title,
        desc: spot.description ?? undefined,
        link,
      });
    }),
  );
  return buildGPX(builder.toObject());
}

/** A gallery as KML, GPX or GeoJSON, named after its url title. */
export async function galleryFile(
  format: GalleryExportFormat,
  gallery: { title: string; urlTitle: string },
  spots: readonly ExportSpot[],
  origin: string,
): Promise<GalleryFile> {
  const base = gallery.urlTitle.replace(/[^\w.-]+/g, '_') || 'gallery';
  switch (format) {
    case 'kml':
      return {
        fileName: `${base}.kml`,
        contentType: 'application/vnd.google-earth.kml+xml; charset=utf-8',
        body: await kml(gallery.title, spots, origin),
      };
    case 'gpx':
      return {
        fileName: `${base}.gpx`,
        contentType: 'application/gpx+xml; charset=utf-8',
        body: await gpx(gallery.title, spots, origin),
      };
    case 'geojson':
      return {
        fileName: `${base}.geojson`,
        contentType: 'application/geo+json; charset=utf-8',
        body: JSON.stringify({ type: 'FeatureCollection', features: features(spots, origin) }),
      };
  }
}
