/** A position as GeoJSON orders it: longitude, then latitude. */
export type TrackPosition = [lng: number, lat: number];

/** A named point of a track file: a waypoint, a placemark, a GeoJSON point. */
export interface TrackPoint {
  position: TrackPosition;
  name: string | null;
}

/** What a GPX, KML or GeoJSON file holds that the map can draw. */
export interface TrackDrawing {
  /** The file's own name for it, or the file name. */
  name: string;
  /** Each line a track segment, a route, a line string or a polygon's ring. */
  lines: TrackPosition[][];
  points: TrackPoint[];
}

/** A file the map cannot draw, with one line that names it and says why. */
export class TrackFileError extends Error {
  override name = 'TrackFileError';
}

type TrackFormat = 'gpx' | 'kml' | 'geojson';

/** The formats by file extension; other names are told apart by their content. */
const EXTENSIONS: Record<string, TrackFormat> = {
  gpx: 'gpx',
  kml: 'kml',
  geojson: 'geojson',
  json: 'geojson',
};

/** The file types the map's file chooser offers. */
export const TRACK_FILE_ACCEPT = '.gpx,.kml,.geojson,.json';

function formatOf(fileName: string, text: string): TrackFormat | null {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'kmz') return null;
  if (extension && EXTENSIONS[extension]) return EXTENSIONS[extension];
  const start = text.trimStart();
  if (start.startsWith('{')) return 'geojson';
  if (/<gpx[\s>]/.test(start)) return 'gpx';
  if (/<kml[\s>]/.test(start)) return 'kml';
  return null;
}

const isPosition = (lng: number, lat: number) =>
  Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/**
 * Reads a GPX, KML or GeoJSON file into the lines and points the map draws. Throws a
 * TrackFileError naming the file when it is of another kind, unreadable or has nothing to draw.
 */
export function parseTrackFile(fileName: string, text: string): TrackDrawing {
  const format = formatOf(fileName, text);
  if (format === null) {
    throw new TrackFileError(`${fileName} is not a GPX, KML or GeoJSON file.`);
  }
  const drawing =
    format === 'geojson' ? fromGeoJson(fileName, text) : fromXml(fileName, text, format);
  if (drawing.lines.length === 0 && drawing.points.length === 0) {
    throw new TrackFileError(`${fileName} has no track or points to draw.`);
  }
  return drawing;
}

// --- GPX and KML -------------------------------------------------------------------------------

function fromXml(fileName: string, text: string, format: 'gpx' | 'kml'): TrackDrawing {
  const label = format.toUpperCase();
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const root = document.documentElement;
  if (document.getElementsByTagName('parsererror').length > 0 || root.localName !== format) {
    throw new TrackFileError(`${fileName} is not a readable ${label} file.`);
  }
  const drawing = format === 'gpx' ? fromGpx(root) : fromKml(root);
  return { ...drawing, name: drawing.name || fileName };
}

/** Elements by local name at any depth, whatever their namespace (GPX 1.0 or 1.1, KML's gx:). */
const all = (parent: Element, localName: string): Element[] => [
  ...parent.getElementsByTagNameNS('*', localName),
];

/** The text of the first child element named `localName`. */
function childText(parent: Element, localName: string): string | null {
  for (const child of parent.children) {
    if (child.localName === localName) return child.textContent?.trim() || null;
  }
  return null;
}

function gpxPosition(element: Element): TrackPosition | null {
  const lat = Number(element.getAttribute('lat'));
  const lng = Number(element.getAttribute('lon'));
  // An absent attribute reads as 0 through Number(null).
  if (element.getAttribute('lat') === null || element.getAttribute('lon') === null) return null;
  return isPosition(lng, lat) ? [lng, lat] : null;
}

function linesOf(parents: Element[], pointName: string): TrackPosition[][] {
  return parents
    .map((parent) =>
      all(parent, pointName)
        .map(gpxPosition)
        .filter((position) => position !== null),
    )
    .filter((line) => line.length >= 2);
}

function fromGpx(root: Element): Omit<TrackDrawing, 'name'> & { name: string | null } {
  const metadata = all(root, 'metadata')[0];
  const firstTrack = all(root, 'trk')[0];
  return {
    name:
      (metadata && childText(metadata, 'name')) ||
      (firstTrack && childText(firstTrack, 'name')) ||
      null,
    lines: [...linesOf(all(root, 'trkseg'), 'trkpt'), ...linesOf(all(root, 'rte'), 'rtept')],
    points: all(root, 'wpt').flatMap((waypoint) => {
      const position = gpxPosition(waypoint);
      return position ? [{ position, name: childText(waypoint, 'name') }] : [];
    }),
  };
}

/** KML's "lng,lat[,alt]" tuples, separated by white space. */
function kmlCoordinates(text: string | null): TrackPosition[] {
  return (text ?? '')
    .trim()
    .split(/\s+/)
    .flatMap((tuple) => {
      const [lng, lat] = tuple.split(',').map(Number);
      return lng !== undefined && lat !== undefined && isPosition(lng, lat) ? [[lng, lat]] : [];
    });
}

function fromKml(root: Element): Omit<TrackDrawing, 'name'> & { name: string | null } {
  const lines: TrackPosition[][] = [];
  const points: TrackPoint[] = [];
  for (const placemark of all(root, 'Placemark')) {
    const name = childText(placemark, 'name');
    for (const point of all(placemark, 'Point')) {
      const [position] = kmlCoordinates(all(point, 'coordinates')[0]?.textContent ?? null);
      if (position) points.push({ position, name });
    }
    for (const shape of [...all(placemark, 'LineString'), ...all(placemark, 'LinearRing')]) {
      const line = kmlCoordinates(all(shape, 'coordinates')[0]?.textContent ?? null);
      if (line.length >= 2) lines.push(line);
    }
    // A recorded GPS log (gx:Track): "lng lat alt" per coordinate.
    for (const track of all(placemark, 'Track')) {
      const line = all(track, 'coord').flatMap((coord) => {
        const [lng, lat] = (coord.textContent ?? '').trim().split(/\s+/).map(Number);
        return lng !== undefined && lat !== undefined && isPosition(lng, lat)
          ? [[lng, lat] as TrackPosition]
          : [];
      });
      if (line.length >= 2) lines.push(line);
    }
  }
  const document = all(root, 'Document')[0];
  return { name: document ? childText(document, 'name') : null, lines, points };
}

// --- GeoJSON -----------------------------------------------------------------------------------

interface GeoJsonObject {
  type?: unknown;
  coordinates?: unknown;
  geometry?: unknown;
  geometries?: unknown;
  features?: unknown;
  properties?: unknown;
  name?: unknown;
}

function jsonPosition(value: unknown): TrackPosition | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const [lng, lat] = value as unknown[];
  return typeof lng === 'number' && typeof lat === 'number' && isPosition(lng, lat)
    ? [lng, lat]
    : null;
}

function jsonLine(value: unknown): TrackPosition[] | null {
  if (!Array.isArray(value)) return null;
  const line = value.map(jsonPosition).filter((position) => position !== null);
  return line.length >= 2 ? line : null;
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function addGeometry(geometry: unknown, name: string | null, drawing: TrackDrawing): void {
  if (!geometry || typeof geometry !== 'object') return;
  const { type, coordinates, geometries } = geometry as GeoJsonObject;
  const addLines = (lines: unknown[]) => {
    for (const line of lines.map(jsonLine)) if (line) drawing.lines.push(line);
  };
  switch (type) {
    case 'Point': {
      const position = jsonPosition(coordinates);
      if (position) drawing.points.push({ position, name });
      break;
    }
    case 'MultiPoint':
      for (const position of asArray(coordinates).map(jsonPosition)) {
        if (position) drawing.points.push({ position, name });
      }
      break;
    case 'LineString':
      addLines([coordinates]);
      break;
    case 'MultiLineString':
    case 'Polygon':
      addLines(asArray(coordinates));
      break;
    case 'MultiPolygon':
      for (const polygon of asArray(coordinates)) addLines(asArray(polygon));
      break;
    case 'GeometryCollection':
      for (const part of asArray(geometries)) addGeometry(part, name, drawing);
      break;
  }
}

function featureName(properties: unknown): string | null {
  if (!properties || typeof properties !== 'object') return null;
  const { name, title } = properties as { name?: unknown; title?: unknown };
  const value = typeof name === 'string' ? name : typeof title === 'string' ? title : null;
  return value?.trim() || null;
}

function fromGeoJson(fileName: string, text: string): TrackDrawing {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new TrackFileError(`${fileName} is not readable GeoJSON.`);
  }
  if (!value || typeof value !== 'object' || typeof (value as GeoJsonObject).type !== 'string') {
    throw new TrackFileError(`${fileName} is not readable GeoJSON.`);
  }
  const object = value as GeoJsonObject;
  const drawing: TrackDrawing = {
    name: (typeof object.name === 'string' && object.name.trim()) || fileName,
    lines: [],
    points: [],
  };
  const features =
    object.type === 'FeatureCollection'
      ? asArray(object.features)
      : object.type === 'Feature'
        ? [object]
        : [{ geometry: object }];
  for (const feature of features) {
    if (!feature || typeof feature !== 'object') continue;
    const { geometry, properties } = feature as GeoJsonObject;
    addGeometry(geometry, featureName(properties), drawing);
  }
  return drawing;
}

// --- Drawing -----------------------------------------------------------------------------------

/** The west, south, east and north edges around everything a drawing holds. */
export function drawingBounds(drawing: TrackDrawing): [number, number, number, number] {
  const positions = [...drawing.lines.flat(), ...drawing.points.map((point) => point.position)];
  const lngs = positions.map(([lng]) => lng);
  const lats = positions.map(([, lat]) => lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}
