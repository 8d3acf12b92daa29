// vt-pbf 3 and the decoders it depends on ship no type declarations; these cover what the
// tiles module and its tests use.

declare module 'vt-pbf' {
  import type { LegacyTile } from 'geojson-vt';

  /** Encodes geojson-vt tiles, one per named layer, as one Mapbox Vector Tile. */
  export function fromGeojsonVt(
    layers: Record<string, LegacyTile>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}

declare module 'pbf' {
  /** A protocol-buffer reader over bytes. */
  export default class Pbf {
    constructor(buffer?: Uint8Array | ArrayBuffer);
  }
}

declare module '@mapbox/vector-tile' {
  import type Pbf from 'pbf';
  import type { Feature } from 'geojson';

  /** One decoded feature; type 1 point, 2 line, 3 polygon. */
  export interface VectorTileFeature {
    type: 0 | 1 | 2 | 3;
    id?: number;
    extent: number;
    properties: Record<string, string | number | boolean>;
    toGeoJSON(x: number, y: number, z: number): Feature;
  }

  /** One decoded layer. */
  export interface VectorTileLayer {
    name: string;
    version: number;
    extent: number;
    length: number;
    feature(index: number): VectorTileFeature;
  }

  /** A decoded Mapbox Vector Tile. */
  export class VectorTile {
    constructor(pbf: Pbf);
    layers: Record<string, VectorTileLayer>;
  }
}
