import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { Compression, PMTiles, TileType, type Header, type Source } from 'pmtiles';

const gunzip = promisify(zlib.gunzip);
const brotli = promisify(zlib.brotliDecompress);

/** Reads byte ranges of a local archive; the file stays open for the server's lifetime. */
class LocalFileSource implements Source {
  private handle: Promise<fs.FileHandle> | null = null;

  constructor(private readonly file: string) {}

  getKey() {
    return this.file;
  }

  async getBytes(offset: number, length: number) {
    this.handle ??= fs.open(this.file, 'r');
    const handle = await this.handle;
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, offset);
    const data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + bytesRead);
    return { data };
  }
}

async function decompress(data: ArrayBuffer, compression: Compression): Promise<ArrayBuffer> {
  const bytes = Buffer.from(data);
  let out: Buffer;
  switch (compression) {
    case Compression.None:
    case Compression.Unknown:
      return data;
    case Compression.Gzip:
      out = await gunzip(bytes);
      break;
    case Compression.Brotli:
      out = await brotli(bytes);
      break;
    case Compression.Zstd:
      throw new Error('PMTiles archives compressed with zstd are not supported; use gzip');
  }
  return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer;
}

const CONTENT_TYPES: Partial<Record<TileType, string>> = {
  [TileType.Mvt]: 'application/x-protobuf',
  [TileType.Png]: 'image/png',
  [TileType.Jpeg]: 'image/jpeg',
  [TileType.Webp]: 'image/webp',
  [TileType.Avif]: 'image/avif',
};

/** One vector layer an archive's metadata declares. */
export interface VectorLayerInfo {
  id: string;
}

/** A local PMTiles v3 archive: header, metadata and single tiles, decompressed. */
export class PmtilesArchive {
  private readonly archive: PMTiles;

  constructor(readonly file: string) {
    this.archive = new PMTiles(new LocalFileSource(file), undefined, decompress);
  }

  header(): Promise<Header> {
    return this.archive.getHeader();
  }

  async isVector(): Promise<boolean> {
    return (await this.header()).tileType === TileType.Mvt;
  }

  async contentType(): Promise<string> {
    const type = (await this.header()).tileType;
    const contentType = CONTENT_TYPES[type];
    if (!contentType) throw new Error(`PMTiles tile type ${type} is not supported`);
    return contentType;
  }

  /** The `vector_layers` of the archive's metadata (empty for raster archives). */
  async vectorLayers(): Promise<VectorLayerInfo[]> {
    const metadata = (await this.archive.getMetadata()) as { vector_layers?: unknown } | null;
    const layers = metadata?.vector_layers;
    if (!Array.isArray(layers)) return [];
    return layers.filter(
      (layer): layer is VectorLayerInfo =>
        typeof layer === 'object' &&
        layer !== null &&
        typeof (layer as { id?: unknown }).id === 'string',
    );
  }

  /** The tile's bytes, or null when the archive has no such tile. */
  async tile(z: number, x: number, y: number): Promise<Buffer | null> {
    const answer = await this.archive.getZxy(z, x, y);
    return answer ? Buffer.from(answer.data) : null;
  }
}
