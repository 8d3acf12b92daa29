import { BASEMAP_MAX_ZOOM } from './tiles.service';

/** The subset of a MapLibre style layer this style uses. */
export interface StyleLayer {
  id: string;
  type: 'background' | 'fill' | 'line' | 'symbol';
  source?: string;
  'source-layer'?: string;
  minzoom?: number;
  maxzoom?: number;
  filter?: unknown[];
  layout?: Record<string, unknown>;
  paint?: Record<string, unknown>;
}

/** A MapLibre style document (version 8) for the server's own basemap. */
export interface BasemapStyle {
  version: 8;
  name: string;
  sources: {
    basemap: {
      type: 'vector';
      tiles: string[];
      minzoom: number;
      maxzoom: number;
      attribution: string;
    };
  };
  glyphs: string;
  layers: StyleLayer[];
}

/** The font the country labels use; its glyphs are served under /tiles/fonts. */
export const LABEL_FONT = 'Noto Sans Regular';

/** What the basemap draws, credited in its source: the shapes, and the gazetteer's places. */
export const BASEMAP_ATTRIBUTION = 'Natural Earth | Place names: GeoNames (CC BY 4.0)';

const colors = {
  water: '#dbe4eb',
  shore: '#cbd8e2',
  land: '#f5f2ec',
  // Five close shades of the land colour; neighbouring countries never share one.
  tints: ['#f6f3ed', '#f1ede5', '#f4f0e9', '#eeeae2', '#f8f6f1'],
  border: '#aaa49b',
  coast: '#93a6b5',
  label: '#5f646b',
  lake: '#cfdce6',
  river: '#a9c0d1',
  place: '#3f444a',
  placeSmall: '#5b6067',
  labelHalo: 'rgba(247, 245, 240, 0.9)',
};

const SOURCE = 'basemap';

/**
 * The basemap style with absolute tile and glyph URLs under `origin` (e.g.
 * `https://vantage.example`), as MapLibre needs absolute URLs in a style.
 */
export function basemapStyle(origin: string): BasemapStyle {
  const base = origin.replace(/\/+$/, '');
  return {
    version: 8,
    name: 'Vantage basemap',
    sources: {
      [SOURCE]: {
        type: 'vector',
        tiles: [`${base}/tiles/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: BASEMAP_MAX_ZOOM,
        attribution: BASEMAP_ATTRIBUTION,
      },
    },
    glyphs: `${base}/tiles/fonts/{fontstack}/{range}.pbf`,
    layers: [...groundLayers(), ...waterAndBorderLines(), ...labelLayers()],
  };
}

/** What a basemap layer sets besides its kind and source layer (`id` is the source layer's name unless given). */
type LayerOptions = Omit<StyleLayer, 'id' | 'type' | 'source' | 'source-layer'> & { id?: string };

/** A layer drawing `sourceLayer` of the basemap's source, named after it unless `id` is given. */
function basemapLayer(
  sourceLayer: string,
  type: StyleLayer['type'],
  { id = sourceLayer, ...rest }: LayerOptions,
): StyleLayer {
  return { id, type, source: SOURCE, 'source-layer': sourceLayer, ...rest };
}

/** The sea, the shore, the land, the countries' tints and the lakes, bottom to top. */
function groundLayers(): StyleLayer[] {
  return [
    { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
    // Drawn below the land, so only its seaward half shows: a soft shoreline glow.
    basemapLayer('coastline', 'line', {
      id: 'shore',
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': colors.shore,
        'line-width': ['interpolate', ['exponential', 1.6], ['zoom'], 0, 2, 4, 6, 8, 14],
        'line-blur': ['interpolate', ['linear'], ['zoom'], 0, 1, 8, 6],
      },
    }),
    // The fills draw no antialiased outline of their own ('fill-antialias'): the coast and
    // border lines drawn over them cover their edges, and each outline is one more shader
    // program and draw in every tile.
    basemapLayer('land', 'fill', {
      paint: { 'fill-color': colors.land, 'fill-antialias': false },
    }),
    basemapLayer('countries', 'fill', {
      paint: {
        'fill-color': [
          'match',
          ['get', 'tint'],
          ...colors.tints.flatMap((color, tint) => [tint, color]),
          colors.land,
        ],
        'fill-opacity': ['interpolate', ['linear'], ['zoom'], 0, 0.6, 5, 1],
        'fill-antialias': false,
      },
    }),
    basemapLayer('lakes', 'fill', {
      paint: { 'fill-color': colors.lake, 'fill-outline-color': colors.coast },
    }),
  ];
}

/** Rivers, borders and coastlines, drawn over the fills. */
function waterAndBorderLines(): StyleLayer[] {
  return [
    basemapLayer('rivers', 'line', {
      minzoom: 3,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': colors.river,
        'line-width': ['interpolate', ['exponential', 1.5], ['zoom'], 3, 0.5, 8, 1.4, 14, 4],
      },
    }),
    basemapLayer('boundaries', 'line', {
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': colors.border,
        'line-width': ['interpolate', ['exponential', 1.4], ['zoom'], 0, 0.35, 4, 0.7, 8, 1.4],
        'line-opacity': ['interpolate', ['linear'], ['zoom'], 0, 0.55, 4, 0.8, 8, 0.9],
      },
    }),
    basemapLayer('coastline', 'line', {
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': colors.coast,
        'line-width': ['interpolate', ['exponential', 1.4], ['zoom'], 0, 0.4, 4, 0.75, 8, 1.3],
        'line-opacity': ['interpolate', ['linear'], ['zoom'], 0, 0.7, 6, 0.9],
      },
    }),
  ];
}

/** Country and place names, on top of everything. */
function labelLayers(): StyleLayer[] {
  return [
    basemapLayer('country_labels', 'symbol', {
      id: 'country-labels',
      minzoom: 1,
      // Rank 1 is the largest countries; each zoom level admits one more rank, and
      // microstates (rank 6) wait until z7, where their shapes are big enough to label.
      filter: ['<=', ['get', 'rank'], ['step', ['zoom'], 1, 2, 2, 3, 3, 4, 4, 5, 5, 7, 6]],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': [LABEL_FONT],
        'text-size': [
          'interpolate',
          ['linear'],
          ['zoom'],
          1,
          ['match', ['get', 'rank'], 1, 11, 10],
          4,
          ['match', ['get', 'rank'], 1, 14, 2, 13, 3, 12, 11],
          8,
          ['match', ['get', 'rank'], 1, 18, 2, 17, 3, 16, 15],
        ],
        'text-max-width': 7,
        'text-letter-spacing': 0.04,
        'text-padding': 2,
        'symbol-sort-key': ['get', 'rank'],
      },
      paint: {
        'text-color': colors.label,
        'text-halo-color': colors.labelHalo,
        'text-halo-width': 1.2,
        'text-halo-blur': 0.5,
      },
    }),
    basemapLayer('places', 'symbol', {
      minzoom: 3,
      // Tiles stop at BASEMAP_MAX_ZOOM and carry every place there: the zoom reveals smaller
      // ranks (villages last), and the labels' collisions keep the largest where crowded.
      filter: ['<=', ['get', 'rank'], ['step', ['zoom'], 1, 5, 2, 7, 3, 9, 4, 10, 5]],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': [LABEL_FONT],
        'text-size': ['match', ['get', 'rank'], 1, 15, 2, 14, 3, 13, 4, 12, 11],
        'text-max-width': 8,
        'text-padding': 3,
        'symbol-sort-key': ['-', ['get', 'population']],
      },
      paint: {
        'text-color': ['match', ['get', 'rank'], [1, 2, 3], colors.place, colors.placeSmall],
        'text-halo-color': colors.labelHalo,
        'text-halo-width': 1.4,
      },
    }),
  ];
}
