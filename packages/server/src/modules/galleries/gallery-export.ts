import {
  GPX_IMAGES_PER_SPOT,
  KML_DESCRIPTIONS_PER_SPOT,
  KML_IMAGES_PER_SPOT,
  spotPath,
  type GalleryExportFormat,
} from '@vantage/shared';
import type { Feature, Point } from 'geojson';
import { xmlWriter, type XmlWriter } from '../../lib/xml-writer';
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

const KML_NS = 'http://www.opengis.net/kml/2.2';
const GPX_NS = 'http://www.topografix.com/GPX/1/1';

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

/** A placemark's balloon in HTML: the spot's description, its images and a link to its page. */
function balloon(xml: XmlWriter, spot: ExportSpot, origin: string): string {
  const html = xml.fragment();
  const descriptions = spot.description ? [spot.description] : [];
  for (const text of descriptions.slice(0, KML_DESCRIPTIONS_PER_SPOT)) html.top.child('p', text);
  for (const photo of spot.photos.slice(0, KML_IMAGES_PER_SPOT)) {
    html.top.child('img', undefined, {
      src: `${origin}${photoUrls(photo.id).large}`,
      alt: photo.title,
      width: '400',
    });
  }
  html.top.child('p').child('a', spot.title, { href: `${origin}${spotPath(spot)}` });
  return html.write();
}

/** KML 2.2: each spot with up to 3 images and 1 description, readable by Google Earth and others. */
async function kml(name: string, spots: readonly ExportSpot[], origin: string): Promise<string> {
  const xml = await xmlWriter();
  const kmlDocument = xml.document(KML_NS, 'kml');
  const document = kmlDocument.top.child('Document');
  document.child('name', name);
  for (const spot of spots) {
    const placemark = document.child('Placemark');
    placemark.child('name', spot.title);
    placemark.child('description', balloon(xml, spot, origin));
    placemark.child('Point').child('coordinates', `${round6(spot.lng)},${round6(spot.lat)}`);
  }
  return kmlDocument.write();
}

/** GPX 1.1: each spot a waypoint with its description and one image link (or its page). */
async function gpx(name: string, spots: readonly ExportSpot[], origin: string): Promise<string> {
  const xml = await xmlWriter();
  const gpxDocument = xml.document(GPX_NS, 'gpx', { version: '1.1', creator: origin });
  gpxDocument.top.child('metadata').child('name', name);
  for (const spot of spots) {
    const point = gpxDocument.top.child('wpt', undefined, {
      lat: String(round6(spot.lat)),
      lon: String(round6(spot.lng)),
    });
    point.child('name', spot.title);
    if (spot.description) point.child('desc', spot.description);
    const photo = spot.photos.slice(0, GPX_IMAGES_PER_SPOT)[0];
    const link = photo
      ? { href: `${origin}${photoUrls(photo.id).large}`, text: photo.title, type: 'image/jpeg' }
      : { href: `${origin}${spotPath(spot)}`, text: spot.title, type: 'text/html' };
    const linkElement = point.child('link', undefined, { href: link.href });
    linkElement.child('text', link.text);
    linkElement.child('type', link.type);
  }
  return gpxDocument.write();
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
        // JSON.stringify writes any string as valid JSON (an unpaired surrogate as an escape).
        body: JSON.stringify({ type: 'FeatureCollection', features: features(spots, origin) }),
      };
  }
}
